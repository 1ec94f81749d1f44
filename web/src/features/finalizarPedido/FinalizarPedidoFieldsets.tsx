import { maskCpf } from '@portal/shared/format/masks';
import { rotulosFinalizar as rotulos } from '@portal/shared/mensagens/pedidos';
import { mensagensUnidades } from '@portal/shared/mensagens/unidades';
import { mensagensVerba } from '@portal/shared/mensagens/verba';
import type { UnidadeDoUsuario } from '@portal/shared/schemas/unidades';
import { type ReactNode, useId } from 'react';
import type { Control } from 'react-hook-form';
import { AddressFields } from '../../components/form/AddressFields.tsx';
import { CheckboxField } from '../../components/form/CheckboxField.tsx';
import { CnpjField } from '../../components/form/CnpjField.tsx';
import { FilePickerField } from '../../components/form/FilePickerField.tsx';
import { TelefoneField } from '../../components/form/TelefoneField.tsx';
import { TextAreaField } from '../../components/form/TextAreaField.tsx';
import { TextField } from '../../components/form/TextField.tsx';
import type { FinalizarPedidoFormInput, FinalizarPedidoFormValues } from './finalizarPedidoSchema.ts';

const rotulosUnidade = mensagensUnidades.rotulos;

type CheckoutControl = Control<FinalizarPedidoFormInput, unknown, FinalizarPedidoFormValues>;

interface FieldsetProps {
  control: CheckoutControl;
  /** While the order is on its way nothing can be changed. */
  disabled: boolean;
}

/** One section of the checkout: a fieldset with its title as legend. */
function CheckoutFieldset({ titulo, disabled, children }: { titulo: string; disabled: boolean; children: ReactNode }) {
  return (
    <fieldset className="checkout-section" disabled={disabled}>
      <legend className="checkout-section__title">{titulo}</legend>
      {children}
    </fieldset>
  );
}

/**
 * Issue 36: the unit the order is for, for a user who runs any (others never see it). Choosing one fills the client,
 * delivery and billing sections from it; every field stays editable, under the spec's rules.
 */
export function UnidadeFieldset({
  unidades,
  valor,
  disabled,
  onEscolher,
}: {
  unidades: readonly UnidadeDoUsuario[];
  valor: string;
  disabled: boolean;
  onEscolher: (unidadeId: string) => void;
}) {
  const id = useId();
  const saldo = unidades.find((unidade) => unidade.id === valor)?.saldo ?? null;
  return (
    <CheckoutFieldset titulo={rotulosUnidade.unidadeDoPedido} disabled={disabled}>
      <div className="field">
        <label className="field__label" htmlFor={id}>
          {rotulosUnidade.unidadeDoPedido}
        </label>
        <select
          id={id}
          className="field__input field__select"
          value={valor}
          aria-describedby={`${id}-dica`}
          onChange={(event) => onEscolher(event.target.value)}
        >
          <option value="">{rotulosUnidade.pedidoSemUnidade}</option>
          {unidades.map((unidade) => (
            <option key={unidade.id} value={unidade.id}>
              {unidade.nome}
            </option>
          ))}
        </select>
        <span id={`${id}-dica`} className="field__hint">
          {rotulosUnidade.unidadeDoPedidoDica}
        </span>
        {/* The chosen unit's gift budget left this period (issue 36): an order beyond it waits for approval. */}
        {saldo !== null && (
          <p className="checkout-section__saldo" role="status">
            {mensagensVerba.saldoDaUnidade(saldo)}
          </p>
        )}
      </div>
    </CheckoutFieldset>
  );
}

export function DadosPessoaisFieldset({ control, disabled }: FieldsetProps) {
  return (
    <CheckoutFieldset titulo={rotulos.dadosPessoais} disabled={disabled}>
      <div className="checkout__grid">
        <TextField
          control={control}
          name="dados_pessoais.nome_completo"
          label={rotulos.nomeCompleto}
          required
          autoComplete="name"
        />
        <TextField
          control={control}
          name="dados_pessoais.cpf"
          label={rotulos.cpf}
          mask={maskCpf}
          maxLength={14}
          inputMode="numeric"
          placeholder={rotulos.exemplos.cpf}
        />
        <TextField
          control={control}
          name="dados_pessoais.nome_empresa"
          label={rotulos.nomeEmpresa}
          required
          autoComplete="organization"
        />
        <CnpjField control={control} name="dados_pessoais.cnpj" label={rotulos.cnpj} />
        <TelefoneField control={control} name="dados_pessoais.telefone" label={rotulos.telefone} autoComplete="tel" />
      </div>
    </CheckoutFieldset>
  );
}

export function EntregaFieldset({ control, disabled }: FieldsetProps) {
  return (
    <CheckoutFieldset titulo={rotulos.enderecoEntrega} disabled={disabled}>
      <AddressFields control={control} prefixo="dados_entrega" secao="shipping" className="checkout__grid">
        <TextField control={control} name="dados_entrega.quem_recebera" label={rotulos.quemRecebera} required full />
      </AddressFields>
    </CheckoutFieldset>
  );
}

/** Billing: the same as delivery by default; unticked, its own address (`aoAlternar` may fill it first). */
export function FaturamentoFieldset({
  control,
  disabled,
  igual,
  aoAlternar,
}: FieldsetProps & { igual: boolean; aoAlternar: (mesmoEndereco: boolean) => void }) {
  return (
    <CheckoutFieldset titulo={rotulos.enderecoFaturamento} disabled={disabled}>
      <CheckboxField
        control={control}
        name="faturamento.igual"
        label={rotulos.faturamentoIgual}
        onToggle={aoAlternar}
      />
      {!igual && (
        <AddressFields control={control} prefixo="faturamento.endereco" secao="billing" className="checkout__grid" />
      )}
    </CheckoutFieldset>
  );
}

export function ObservacoesFieldset({ control, disabled }: FieldsetProps) {
  return (
    <CheckoutFieldset titulo={rotulos.observacoes} disabled={disabled}>
      <TextAreaField control={control} name="observacoes" label={rotulos.observacoesPedido} maxLength={500} rows={3} />
    </CheckoutFieldset>
  );
}

/** The optional extra logo: its images (with each upload's progress), the products, and the price notice. */
export function LogoExtraFieldset({
  control,
  disabled,
  ativo,
  progresso,
}: FieldsetProps & { ativo: boolean; progresso: Readonly<Record<string, number>> }) {
  return (
    <CheckoutFieldset titulo={rotulos.logoExtra} disabled={disabled}>
      <CheckboxField control={control} name="logo.ativo" label={rotulos.logoAdicionar} />
      {ativo && (
        <div className="checkout__grid">
          <FilePickerField
            control={control}
            name="logo.imagens"
            label={rotulos.logoImagens}
            required
            full
            politica="logo-pedido"
            progresso={progresso}
            disabled={disabled}
          />
          <TextAreaField
            control={control}
            name="logo.produtos"
            label={rotulos.logoProdutos}
            required
            maxLength={500}
            rows={3}
          />
          <div className="field--full">
            <CheckboxField control={control} name="logo.entende_alteracao_valor" label={rotulos.logoEntende} />
          </div>
        </div>
      )}
    </CheckoutFieldset>
  );
}
