import type { FieldValues } from 'react-hook-form';
import { type BoundFieldProps, useBoundField } from './useBoundField.ts';
import './form.css';

/** A 44 px checkbox row; `onToggle` runs after the value changed. */
export function CheckboxField<T extends FieldValues, TOut = T>({
  control,
  name,
  label,
  hint,
  onToggle,
  disabled,
}: Omit<BoundFieldProps<T, TOut>, 'required'> & { onToggle?: (checked: boolean) => void; disabled?: boolean }) {
  const { field, id, errorId, hintId, error, controlProps } = useBoundField(control, name, { label, hint });
  return (
    <div className="check-field">
      <label className="check" htmlFor={id}>
        <input
          {...controlProps}
          type="checkbox"
          checked={field.value === true}
          disabled={disabled}
          onChange={(event) => {
            field.onChange(event.target.checked);
            onToggle?.(event.target.checked);
          }}
        />
        <span>{label}</span>
      </label>
      {hint && (
        <span id={hintId} className="field__hint">
          {hint}
        </span>
      )}
      {error && (
        <span id={errorId} className="field__error">
          {error}
        </span>
      )}
    </div>
  );
}
