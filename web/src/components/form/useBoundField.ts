import { useId } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';

/** What every generic field takes: the form's control (which types `name`) and the field's path in it. */
export interface BoundFieldProps<T extends FieldValues, TOut = T> {
  control: Control<T, unknown, TOut>;
  name: FieldPath<T>;
  label: string;
  required?: boolean;
  /** Help text under the control, announced with it. */
  hint?: string;
}

/** The ids that describe a control, space-separated, or undefined when none applies. */
export const describedBy = (...ids: (string | false | undefined)[]) => ids.filter(Boolean).join(' ') || undefined;

/** A field's form binding, its element ids and its error. */
export function useBoundField<T extends FieldValues, TOut>(control: Control<T, unknown, TOut>, name: FieldPath<T>) {
  const { field, fieldState } = useController({ name, control });
  const id = useId();
  return { field, id, errorId: `${id}-erro`, hintId: `${id}-dica`, error: fieldState.error?.message };
}
