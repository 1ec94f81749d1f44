import type { FieldValues } from 'react-hook-form';
import { TextField, type TextFieldProps } from './TextField.tsx';

/**
 * A calendar day (`<input type="date">`): the value is 'yyyy-mm-dd' or '' whatever the display locale,
 * which is what the shared date rules take.
 */
export function DateField<T extends FieldValues, TOut = T>(
  props: Omit<TextFieldProps<T, TOut>, 'type' | 'mask' | 'inputMode' | 'placeholder'>,
) {
  return <TextField {...props} type="date" />;
}
