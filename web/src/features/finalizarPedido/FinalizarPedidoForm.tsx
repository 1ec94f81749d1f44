import { zodResolver } from '@hookform/resolvers/zod';
import { formatPreco } from '@portal/shared/format/money';
import { quantidadeItens } from '@portal/shared/mensagens/geral';
import { mensagensFinalizar, mensagensPedidos, rotulosFinalizar as rotulos } from '@portal/shared/mensagens/pedidos';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useAlert } from '../../components/DialogProvider.tsx';
import { SendError } from '../../lib/sendForm.ts';
import { useCarrinho } from '../carrinho/index.ts';
import {
  DadosPessoaisFieldset,
  EntregaFieldset,
  FaturamentoFieldset,
  LogoExtraFieldset,
  ObservacoesFieldset,
  UnidadeFieldset,
} from './FinalizarPedidoFieldsets.tsx';
import {
  type FinalizarPedidoFormInput,
  type FinalizarPedidoFormValues,
  finalizarPedidoDefaults,
  finalizarPedidoFormSchema,
  mensagemSecaoComErro,
  montarPedido,
  preenchidoDaUnidade,
} from './finalizarPedidoSchema.ts';
import { minhasUnidadesQuery } from './minhasUnidades.ts';
import { useFinalizarPedido } from './useFinalizarPedido.ts';
import './finalizarPedido.css';

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
  const carrinho = useCarrinho();
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

  // Issue 36: a user who runs units picks one; for everyone else the list is empty and the form is the spec's.
  const unidades = useQuery(minhasUnidadesQuery()).data ?? [];
  const unidadeId = form.watch('unidade_id');
  const escolherUnidade = (id: string) => {
    const unidade = unidades.find((candidata) => candidata.id === id);
    if (!unidade) {
      form.setValue('unidade_id', '');
      return;
    }
    const preenchido = preenchidoDaUnidade(form.getValues(), unidade);
    // Checked again at once after a first attempt, as a typed change would be.
    const opcoes = { shouldValidate: form.formState.isSubmitted };
    form.setValue('unidade_id', preenchido.unidade_id);
    form.setValue('dados_pessoais', preenchido.dados_pessoais, opcoes);
    form.setValue('dados_entrega', preenchido.dados_entrega, opcoes);
    form.setValue('faturamento', preenchido.faturamento, opcoes);
  };

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
    if (carrinho.data && carrinho.data.itens.length === 0 && !finalizar.haTentativaAnterior()) {
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

  const itens = carrinho.data?.quantidade_total ?? 0;

  // The form loads on the first visit to checkout: give its first field the focus then (the drawer
  // moves the focus itself on later visits).
  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('input:not([disabled])')?.focus();
  }, []);

  return (
    <form ref={formRef} className="checkout" onSubmit={submit} noValidate aria-label={rotulos.formulario}>
      <div className="checkout__sections">
        <p className="checkout__intro">
          {rotulos.introducao}{' '}
          <span className="field__required" aria-hidden="true">
            *
          </span>
          <span className="visually-hidden">{rotulos.asterisco}</span> {rotulos.obrigatorios}
        </p>

        {unidades.length > 0 && (
          <UnidadeFieldset unidades={unidades} valor={unidadeId} disabled={sending} onEscolher={escolherUnidade} />
        )}
        <DadosPessoaisFieldset control={control} disabled={sending} />
        <EntregaFieldset control={control} disabled={sending} />
        <FaturamentoFieldset control={control} disabled={sending} igual={igual} aoAlternar={aoAlternarFaturamento} />
        <ObservacoesFieldset control={control} disabled={sending} />
        <LogoExtraFieldset control={control} disabled={sending} ativo={logoAtivo} progresso={finalizar.progress} />
      </div>

      <div className="checkout__actions">
        <p className="checkout__summary">
          <span>{quantidadeItens(itens)}</span>
          <strong>{rotulos.total(formatPreco(carrinho.data?.total ?? 0))}</strong>
        </p>
        <div className="checkout__buttons">
          <button type="button" className="button button--secondary" onClick={onBack} disabled={busy}>
            {rotulos.voltar}
          </button>
          <button type="submit" className="button" disabled={busy}>
            {sending ? rotulos.finalizando : rotulos.finalizar}
          </button>
        </div>
      </div>
    </form>
  );
}
