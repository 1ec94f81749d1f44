import type { FieldValues } from 'react-hook-form';
import { type BoundFieldProps, describedBy, useBoundField } from './useBoundField.ts';
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
  const { field, id, errorId, hintId, error } = useBoundField(control, name);
  return (
    <div className="check-field">
      <label className="check" htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          name={field.name}
          ref={field.ref}
          checked={field.value === true}
          disabled={disabled}
          onChange={(event) => {
            field.onChange(event.target.checked);
            onToggle?.(event.target.checked);
          }}
          onBlur={field.onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(error && errorId, hint && hintId)}
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
