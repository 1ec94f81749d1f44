import type { TextareaHTMLAttributes } from 'react';
import type { FieldValues } from 'react-hook-form';
import { FieldFrame } from './FieldFrame.tsx';
import { type BoundFieldProps, describedBy, useBoundField } from './useBoundField.ts';

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
  maxLength,
  ...textareaProps
}: BoundFieldProps<T, TOut> & TextAreaProps) {
  const { field, id, errorId, hintId, error } = useBoundField(control, name);
  const counterId = `${id}-contador`;
  const value = typeof field.value === 'string' ? field.value : '';
  return (
    <FieldFrame
      id={id}
      label={label}
      required={required}
      full
      error={error}
      errorId={errorId}
      hint={hint}
      hintId={hintId}
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
        id={id}
        className="field__input field__textarea"
        name={field.name}
        ref={field.ref}
        value={value}
        maxLength={maxLength}
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={field.onBlur}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(error && errorId, hint && hintId, maxLength !== undefined && counterId)}
      />
    </FieldFrame>
  );
}
