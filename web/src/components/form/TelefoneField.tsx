import { maskTelefone } from '@portal/shared/format/masks';
import { rotulosFinalizar } from '@portal/shared/mensagens/pedidos';
import type { FieldValues } from 'react-hook-form';
import { TextField, type TextFieldProps } from './TextField.tsx';

/** A phone as the checkout takes it (spec section 5): masked, at most 16 characters, phone keyboard, required. */
export function TelefoneField<T extends FieldValues, TOut>(props: Omit<TextFieldProps<T, TOut>, 'mask'>) {
  return (
    <TextField
      required
      mask={maskTelefone}
      maxLength={16}
      type="tel"
      inputMode="tel"
      placeholder={rotulosFinalizar.exemplos.telefone}
      {...props}
    />
  );
}
