import { type InputHTMLAttributes, type TextareaHTMLAttributes, useId } from 'react';
import { type FieldPath, useController, useFormContext } from 'react-hook-form';
import { FieldFrame } from '../../components/FieldFrame.tsx';
import type { CheckoutFormInput } from './checkoutSchema.ts';

type Name = FieldPath<CheckoutFormInput>;

/** A checkout field's form binding, its element id and its error (with the id that describes it). */
function useBoundField(name: Name) {
  const { control } = useFormContext<CheckoutFormInput>();
  const { field, fieldState } = useController({ name, control });
  const id = useId();
  return { field, id, errorId: `${id}-erro`, error: fieldState.error?.message };
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'value' | 'onChange' | 'onBlur' | 'id'>;

/** A text input bound to the checkout form; `mask` rewrites every change (CPF, CNPJ, phone, CEP, UF). */
export function TextField({
  name,
  label,
  required = false,
  full = false,
  mask,
  ...inputProps
}: { name: Name; label: string; required?: boolean; full?: boolean; mask?: (value: string) => string } & InputProps) {
  const { field, id, errorId, error } = useBoundField(name);
  return (
    <FieldFrame id={id} label={label} required={required} full={full} error={error} errorId={errorId}>
      <input
        {...inputProps}
        id={id}
        className="field__input"
        name={field.name}
        ref={field.ref}
        value={typeof field.value === 'string' ? field.value : ''}
        onChange={(event) => field.onChange(mask ? mask(event.target.value) : event.target.value)}
        onBlur={field.onBlur}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
    </FieldFrame>
  );
}

type TextAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'value' | 'onChange' | 'onBlur' | 'id'>;

/** A textarea with a character counter when maxLength is set. */
export function TextAreaField({
  name,
  label,
  required = false,
  maxLength,
  ...textareaProps
}: { name: Name; label: string; required?: boolean; maxLength?: number } & TextAreaProps) {
  const { field, id, errorId, error } = useBoundField(name);
  const counterId = `${id}-contador`;
  const value = typeof field.value === 'string' ? field.value : '';
  const describedBy = [error ? errorId : '', maxLength ? counterId : ''].filter(Boolean).join(' ');
  return (
    <FieldFrame
      id={id}
      label={label}
      required={required}
      full
      error={error}
      errorId={errorId}
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
        aria-describedby={describedBy || undefined}
      />
    </FieldFrame>
  );
}

/** A 44 px checkbox row; `onToggle` runs after the value changed. */
export function CheckboxField({
  name,
  label,
  onToggle,
  disabled,
}: {
  name: Name;
  label: string;
  onToggle?: (checked: boolean) => void;
  disabled?: boolean;
}) {
  const { field, id, errorId, error } = useBoundField(name);
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
          aria-describedby={error ? errorId : undefined}
        />
        <span>{label}</span>
      </label>
      {error && (
        <span id={errorId} className="field__error">
          {error}
        </span>
      )}
    </div>
  );
}
