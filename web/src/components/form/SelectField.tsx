import type { SelectHTMLAttributes } from 'react';
import type { FieldValues } from 'react-hook-form';
import { FieldFrame } from './FieldFrame.tsx';
import { type BoundFieldProps, describedBy, useBoundField } from './useBoundField.ts';

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
  ...selectProps
}: BoundFieldProps<T, TOut> &
  SelectProps & { options: readonly SelectOption[]; placeholder?: string; full?: boolean }) {
  const { field, id, errorId, hintId, error } = useBoundField(control, name);
  return (
    <FieldFrame
      id={id}
      label={label}
      required={required}
      full={full}
      error={error}
      errorId={errorId}
      hint={hint}
      hintId={hintId}
    >
      <select
        {...selectProps}
        id={id}
        className="field__input field__select"
        name={field.name}
        ref={field.ref}
        value={typeof field.value === 'string' ? field.value : ''}
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={field.onBlur}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(error && errorId, hint && hintId)}
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
