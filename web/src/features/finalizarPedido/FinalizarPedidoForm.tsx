import { zodResolver } from '@hookform/resolvers/zod';
import { mascaraCep, mascaraCnpj, mascaraCpf, mascaraEstado, mascaraTelefone } from '@portal/shared/format/masks';
import { formatarPreco } from '@portal/shared/format/money';
import { quantidadeItens } from '@portal/shared/mensagens/geral';
import { mensagensFinalizar, mensagensPedidos } from '@portal/shared/mensagens/pedidos';
import { useEffect, useRef } from 'react';
import { type Control, useForm } from 'react-hook-form';
import { useAlert } from '../../components/DialogProvider.tsx';
import { CheckboxField } from '../../components/form/CheckboxField.tsx';
import { FilePickerField } from '../../components/form/FilePickerField.tsx';
import { TextAreaField } from '../../components/form/TextAreaField.tsx';
import { TextField } from '../../components/form/TextField.tsx';
import { SendError } from '../../lib/sendForm.ts';
import { useCarrinho } from '../carrinho/index.ts';
import {
  type FinalizarPedidoFormInput,
  type FinalizarPedidoFormValues,
  finalizarPedidoDefaults,
  finalizarPedidoFormSchema,
  mensagemSecaoComErro,
  montarPedido,
} from './finalizarPedidoSchema.ts';
import { useFinalizarPedido } from './useFinalizarPedido.ts';
import './finalizarPedido.css';

/** The delivery/billing address fields (billing has no 'quem receberá'). */
function EnderecoFields({
  control,
  prefixo,
}: {
  control: Control<FinalizarPedidoFormInput, unknown, FinalizarPedidoFormValues>;
  prefixo: 'dados_entrega' | 'faturamento.endereco';
}) {
  const entrega = prefixo === 'dados_entrega';
  const auto = (token: string) => `${entrega ? 'shipping' : 'billing'} ${token}`;
  return (
    <div className="checkout__grid">
      <TextField
        control={control}
        name={`${prefixo}.estado`}
        label="Estado (UF)"
        required
        mask={mascaraEstado}
        maxLength={2}
        autoCapitalize="characters"
        autoComplete={auto('address-level1')}
        placeholder="SP"
      />
      <TextField
        control={control}
        name={`${prefixo}.cidade`}
        label="Cidade"
        required
        autoComplete={auto('address-level2')}
      />
      <TextField
        control={control}
        name={`${prefixo}.cep`}
        label="CEP"
        required
        mask={mascaraCep}
        maxLength={9}
        inputMode="numeric"
        autoComplete={auto('postal-code')}
        placeholder="00000-000"
      />
      <TextField
        control={control}
        name={`${prefixo}.bairro`}
        label="Bairro"
        required
        autoComplete={auto('address-level3')}
      />
      <TextField control={control} name={`${prefixo}.rua`} label="Rua" required autoComplete={auto('address-line1')} />
      <TextField control={control} name={`${prefixo}.numero`} label="Número" required maxLength={20} />
      <TextField
        control={control}
        name={`${prefixo}.complemento`}
        label="Complemento"
        maxLength={100}
        autoComplete={auto('address-line2')}
      />
      <TextField control={control} name={`${prefixo}.ponto_referencia`} label="Ponto de referência" maxLength={200} />
      {entrega && (
        <TextField control={control} name="dados_entrega.quem_recebera" label="Quem receberá" required full />
      )}
    </div>
  );
}

/**
 * The checkout section of the cart drawer (spec sections 2, 5, 8): personal data, delivery address,
 * billing address (same as delivery by default), observations and the optional extra logo. Sending
 * uploads each logo image with a progress bar, then posts the order with an Idempotency-Key that is
 * reused when the same submission is retried.
 */
export function FinalizarPedidoForm({
  onBack,
  onDone,
  onBusyChange,
}: {
  /** 'Voltar': back to the cart view. */
  onBack: () => void;
  /** After a successful order (the form is already reset). */
  onDone: () => void;
  onBusyChange?: (busy: boolean) => void;
}) {
  const alert = useAlert();
  const cart = useCarrinho();
  const form = useForm<FinalizarPedidoFormInput, unknown, FinalizarPedidoFormValues>({
    resolver: zodResolver(finalizarPedidoFormSchema),
    defaultValues: finalizarPedidoDefaults,
    // The section alert comes first; the first invalid field gets the focus once it is closed.
    shouldFocusError: false,
  });
  const { control } = form;
  const formRef = useRef<HTMLFormElement>(null);
  const finalizar = useFinalizarPedido();
  const sending = finalizar.enviando;

  const igual = form.watch('faturamento.igual');
  const logoAtivo = form.watch('logo.ativo');
  const busy = sending || form.formState.isSubmitting;

  // The drawer cannot be dismissed while an order is on its way.
  useEffect(() => onBusyChange?.(sending), [sending, onBusyChange]);

  /** Unticking 'same as delivery' starts the billing address from the delivery one. */
  const aoAlternarFaturamento = (mesmoEndereco: boolean) => {
    if (mesmoEndereco) return;
    const atual = form.getValues('faturamento.endereco');
    if (Object.values(atual).some((valor) => valor.trim() !== '')) return;
    const { quem_recebera: _, ...entrega } = form.getValues('dados_entrega');
    form.setValue('faturamento.endereco', {
      ...entrega,
      complemento: entrega.complemento ?? '',
      ponto_referencia: entrega.ponto_referencia ?? '',
    });
  };

  const enviar = async (values: FinalizarPedidoFormValues) => {
    // A retry of a submission whose answer was lost may find the cart already emptied by the server:
    // send it anyway, and the Idempotency-Key brings back the order that was placed.
    if (cart.data && cart.data.itens.length === 0 && !finalizar.haTentativaAnterior()) {
      await alert(mensagensPedidos.carrinhoVazio, { tone: 'warning' });
      return;
    }
    try {
      const criado = await finalizar.enviar({
        pedido: montarPedido(values),
        imagens: values.logo.ativo ? values.logo.imagens : [],
      });
      if (!criado) return;
      form.reset(finalizarPedidoDefaults);
      onDone();
      await alert(mensagensPedidos.sucesso(criado.pedido.id), {
        tone: 'success',
        title: mensagensFinalizar.pedidoFinalizadoTitulo,
      });
    } catch (error) {
      if (!(error instanceof SendError)) console.error('Erro ao finalizar pedido', error);
      await alert(error instanceof SendError ? error.message : mensagensFinalizar.excecao, {
        tone: 'error',
      });
    }
  };

  const focarPrimeiroErro = () =>
    // After the alert's own focus return.
    setTimeout(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);

  // Not awaited: the errors show under the fields while the alert is open.
  const submit = form.handleSubmit(enviar, (errors) => {
    const mensagem = mensagemSecaoComErro(errors);
    if (mensagem) void alert(mensagem, { tone: 'error' }).then(focarPrimeiroErro);
    else focarPrimeiroErro();
  });

  const itens = cart.data?.quantidade_total ?? 0;

  // The form loads on the first visit to checkout: give its first field the focus then (the drawer
  // moves the focus itself on later visits).
  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('input:not([disabled])')?.focus();
  }, []);

  return (
    <form ref={formRef} className="checkout" onSubmit={submit} noValidate aria-label="Dados do pedido">
      <div className="checkout__sections">
        <p className="checkout__intro">
          Preencha os dados para finalizar o pedido. Campos marcados com{' '}
          <span className="field__required" aria-hidden="true">
            *
          </span>
          <span className="visually-hidden">asterisco</span> são obrigatórios.
        </p>

        <fieldset className="checkout-section" disabled={sending}>
          <legend className="checkout-section__title">Dados Pessoais</legend>
          <div className="checkout__grid">
            <TextField
              control={control}
              name="dados_pessoais.nome_completo"
              label="Nome completo"
              required
              autoComplete="name"
            />
            <TextField
              control={control}
              name="dados_pessoais.cpf"
              label="CPF"
              mask={mascaraCpf}
              maxLength={14}
              inputMode="numeric"
              placeholder="000.000.000-00"
            />
            <TextField
              control={control}
              name="dados_pessoais.nome_empresa"
              label="Nome da empresa"
              required
              autoComplete="organization"
            />
            <TextField
              control={control}
              name="dados_pessoais.cnpj"
              label="CNPJ"
              required
              mask={mascaraCnpj}
              maxLength={18}
              inputMode="numeric"
              placeholder="00.000.000/0000-00"
            />
            <TextField
              control={control}
              name="dados_pessoais.telefone"
              label="Telefone"
              required
              mask={mascaraTelefone}
              maxLength={16}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              placeholder="(00) 00000-0000"
            />
          </div>
        </fieldset>

        <fieldset className="checkout-section" disabled={sending}>
          <legend className="checkout-section__title">Endereço de Entrega</legend>
          <EnderecoFields control={control} prefixo="dados_entrega" />
        </fieldset>

        <fieldset className="checkout-section" disabled={sending}>
          <legend className="checkout-section__title">Endereço de Faturamento</legend>
          <CheckboxField
            control={control}
            name="faturamento.igual"
            label="Endereço de faturamento igual ao de entrega"
            onToggle={aoAlternarFaturamento}
          />
          {!igual && <EnderecoFields control={control} prefixo="faturamento.endereco" />}
        </fieldset>

        <fieldset className="checkout-section" disabled={sending}>
          <legend className="checkout-section__title">Observações</legend>
          <TextAreaField
            control={control}
            name="observacoes"
            label="Observações sobre o pedido"
            maxLength={500}
            rows={3}
          />
        </fieldset>

        <fieldset className="checkout-section" disabled={sending}>
          <legend className="checkout-section__title">Logo Extra</legend>
          <CheckboxField control={control} name="logo.ativo" label="Adicionar logo extra" />
          {logoAtivo && (
            <div className="checkout__grid">
              <FilePickerField
                control={control}
                name="logo.imagens"
                label="Imagens da logo"
                required
                full
                politica="logo-pedido"
                progresso={finalizar.progress}
                disabled={sending}
              />
              <TextAreaField
                control={control}
                name="logo.produtos"
                label="Em quais produtos deseja a logo extra?"
                required
                maxLength={500}
                rows={3}
              />
              <div className="field--full">
                <CheckboxField
                  control={control}
                  name="logo.entende_alteracao_valor"
                  label="Entendo que o valor do pedido pode ser alterado"
                />
              </div>
            </div>
          )}
        </fieldset>
      </div>

      <div className="checkout__actions">
        <p className="checkout__summary">
          <span>{quantidadeItens(itens)}</span>
          <strong>Total: {formatarPreco(cart.data?.total ?? 0)}</strong>
        </p>
        <div className="checkout__buttons">
          <button type="button" className="button button--secondary" onClick={onBack} disabled={busy}>
            Voltar
          </button>
          <button type="submit" className="button" disabled={busy}>
            {sending ? 'Finalizando...' : 'Finalizar Pedido'}
          </button>
        </div>
      </div>
    </form>
  );
}
