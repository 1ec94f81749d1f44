import { maskCnpj } from '@portal/shared/format/masks';
import { rotulosFinalizar } from '@portal/shared/mensagens/pedidos';
import type { FieldValues } from 'react-hook-form';
import { TextField, type TextFieldProps } from './TextField.tsx';

/** A CNPJ as the checkout takes it (spec section 5): masked to 00.000.000/0000-00, digits keyboard, required. */
export function CnpjField<T extends FieldValues, TOut>(props: Omit<TextFieldProps<T, TOut>, 'mask'>) {
  return (
    <TextField
      required
      mask={maskCnpj}
      maxLength={18}
      inputMode="numeric"
      placeholder={rotulosFinalizar.exemplos.cnpj}
      {...props}
    />
  );
}
