import type { SelectHTMLAttributes } from 'react';
import type { FieldValues } from 'react-hook-form';
import { FieldFrame } from './FieldFrame.tsx';
import { type BoundFieldProps, useBoundField } from './useBoundField.ts';

export interface SelectOption {
  value: string;
  label: string;
}

type SelectProps = Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'name' | 'value' | 'onChange' | 'onBlur' | 'id' | 'required' | 'multiple' | 'children'
>;

/** A native select bound to a form; `placeholder` is an empty first option ('Selecione...'). */
export function SelectField<T extends FieldValues, TOut = T>({
  control,
  name,
  label,
  required = false,
  hint,
  options,
  placeholder,
  full = false,
  marker,
  ...selectProps
}: BoundFieldProps<T, TOut> &
  SelectProps & {
    options: readonly SelectOption[];
    placeholder?: string;
    full?: boolean;
    /** Show '*' or '(opcional)' after the label (default true). */
    marker?: boolean;
  }) {
  const { field, frameProps, controlProps } = useBoundField(control, name, { label, required, hint });
  return (
    <FieldFrame {...frameProps} marker={marker} full={full}>
      <select
        {...selectProps}
        {...controlProps}
        className="field__input field__select"
        value={typeof field.value === 'string' ? field.value : ''}
        onChange={(event) => field.onChange(event.target.value)}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
