import { maskCep, maskEstado } from '@portal/shared/format/masks';
import { rotulosFinalizar as rotulos } from '@portal/shared/mensagens/pedidos';
import type { EnderecoFaturamento } from '@portal/shared/schemas/pedido';
import type { ReactNode } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { TextField } from './TextField.tsx';

/**
 * The checkout's address fields (spec section 5), bound to any form that holds the order's address fields under
 * `prefixo`: the checkout's delivery (which adds 'quem receberá') and billing, and a franchise unit's address.
 */
export function AddressFields<T extends FieldValues, TOut>({
  control,
  prefixo,
  secao,
  children,
  className,
}: {
  control: Control<T, unknown, TOut>;
  /** Where the address sits in the form's values: an object of the order's address fields. */
  prefixo: string;
  /** The autocomplete section: the delivery or the billing address. */
  secao: 'shipping' | 'billing';
  /** Fields after the address's (delivery's 'quem receberá'). */
  children?: ReactNode;
  /** The grid the fields sit in (the form's own layout). */
  className: string;
}) {
  const auto = (token: string) => `${secao} ${token}`;
  // Typed by the caller's prefix: every form that renders these holds the order's address fields under it.
  const campo = (nome: keyof EnderecoFaturamento) => `${prefixo}.${nome}` as FieldPath<T>;
  return (
    <div className={className}>
      <TextField
        control={control}
        name={campo('estado')}
        label={rotulos.estado}
        required
        mask={maskEstado}
        maxLength={2}
        autoCapitalize="characters"
        autoComplete={auto('address-level1')}
        placeholder={rotulos.exemplos.estado}
      />
      <TextField
        control={control}
        name={campo('cidade')}
        label={rotulos.cidade}
        required
        autoComplete={auto('address-level2')}
      />
      <TextField
        control={control}
        name={campo('cep')}
        label={rotulos.cep}
        required
        mask={maskCep}
        maxLength={9}
        inputMode="numeric"
        autoComplete={auto('postal-code')}
        placeholder={rotulos.exemplos.cep}
      />
      <TextField
        control={control}
        name={campo('bairro')}
        label={rotulos.bairro}
        required
        autoComplete={auto('address-level3')}
      />
      <TextField
        control={control}
        name={campo('rua')}
        label={rotulos.rua}
        required
        autoComplete={auto('address-line1')}
      />
      <TextField control={control} name={campo('numero')} label={rotulos.numero} required maxLength={20} />
      <TextField
        control={control}
        name={campo('complemento')}
        label={rotulos.complemento}
        maxLength={100}
        autoComplete={auto('address-line2')}
      />
      <TextField control={control} name={campo('ponto_referencia')} label={rotulos.pontoReferencia} maxLength={200} />
      {children}
    </div>
  );
}
