import { type TextareaHTMLAttributes, useId } from 'react';
import type { FieldValues } from 'react-hook-form';
import { FieldFrame } from './FieldFrame.tsx';
import { type BoundFieldProps, useBoundField } from './useBoundField.ts';

type TextAreaProps = Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'name' | 'value' | 'onChange' | 'onBlur' | 'id' | 'required'
>;

/** A full-width textarea with a character counter when maxLength is set. */
export function TextAreaField<T extends FieldValues, TOut = T>({
  control,
  name,
  label,
  required = false,
  hint,
  marker,
  maxLength,
  ...textareaProps
}: BoundFieldProps<T, TOut> &
  TextAreaProps & {
    /** Show '*' or '(opcional)' after the label (default true). */
    marker?: boolean;
  }) {
  const counterId = `${useId()}-contador`;
  const { field, frameProps, controlProps } = useBoundField(
    control,
    name,
    { label, required, hint },
    maxLength !== undefined && counterId,
  );
  const value = typeof field.value === 'string' ? field.value : '';
  return (
    <FieldFrame
      {...frameProps}
      marker={marker}
      full
      aside={
        maxLength ? (
          <span id={counterId} className="field__counter">
            {value.length}/{maxLength} caracteres
          </span>
        ) : undefined
      }
    >
      <textarea
        {...textareaProps}
        {...controlProps}
        className="field__input field__textarea"
        value={value}
        maxLength={maxLength}
        onChange={(event) => field.onChange(event.target.value)}
      />
    </FieldFrame>
  );
}
