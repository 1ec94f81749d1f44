import type { InputHTMLAttributes } from 'react';
import type { FieldValues } from 'react-hook-form';
import { FieldFrame } from './FieldFrame.tsx';
import { type BoundFieldProps, useBoundField } from './useBoundField.ts';

type InputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'name' | 'value' | 'onChange' | 'onBlur' | 'id' | 'required'
>;

export type TextFieldProps<T extends FieldValues, TOut> = BoundFieldProps<T, TOut> &
  InputProps & {
    full?: boolean;
    /** Show '*' or '(opcional)' after the label (default true). */
    marker?: boolean;
    /** Rewrites every change (CPF, CNPJ, phone, CEP, UF, digits only). */
    mask?: (value: string) => string;
  };

/** A text input bound to a react-hook-form form; `className` adds to the input's own. */
export function TextField<T extends FieldValues, TOut = T>({
  control,
  name,
  label,
  required = false,
  hint,
  full = false,
  marker,
  mask,
  className,
  ...inputProps
}: TextFieldProps<T, TOut>) {
  const { field, frameProps, controlProps } = useBoundField(control, name, { label, required, hint });
  return (
    <FieldFrame {...frameProps} marker={marker} full={full}>
      <input
        {...inputProps}
        {...controlProps}
        className={className ? `field__input ${className}` : 'field__input'}
        value={typeof field.value === 'string' ? field.value : ''}
        onChange={(event) => field.onChange(mask ? mask(event.target.value) : event.target.value)}
      />
    </FieldFrame>
  );
}
