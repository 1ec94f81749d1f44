import { useId } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { describedBy } from '../../lib/describedBy.ts';

/** What every generic field takes: the form's control (which types `name`) and the field's path in it. */
export interface BoundFieldProps<T extends FieldValues, TOut = T> {
  control: Control<T, unknown, TOut>;
  name: FieldPath<T>;
  label: string;
  required?: boolean;
  /** Help text under the control, announced with it. */
  hint?: string;
}

/**
 * A field's form binding, its element ids and its error, and the props every field gives its frame
 * (label, hint, error) and its control (id, name, ref, blur, required/invalid/described-by) — so each
 * field only adds how its value is read and written. `alsoDescribedBy` adds ids such as a counter's.
 */
export function useBoundField<T extends FieldValues, TOut>(
  control: Control<T, unknown, TOut>,
  name: FieldPath<T>,
  { label = '', required = false, hint }: { label?: string; required?: boolean; hint?: string } = {},
  ...alsoDescribedBy: (string | false | undefined)[]
) {
  const { field, fieldState } = useController({ name, control });
  const id = useId();
  const errorId = `${id}-erro`;
  const hintId = `${id}-dica`;
  const error = fieldState.error?.message;
  return {
    field,
    id,
    errorId,
    hintId,
    error,
    frameProps: { id, label, required, error, errorId, hint, hintId },
    controlProps: {
      id,
      name: field.name,
      ref: field.ref,
      onBlur: field.onBlur,
      'aria-required': required || undefined,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy(error && errorId, hint && hintId, ...alsoDescribedBy),
    },
  };
}
