import { mensagensRastreio } from '@portal/shared/mensagens/pedidos';
import type { Pedido, Rastreio } from '@portal/shared/schemas/pedido';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useAlert, useConfirm } from '../../../components/DialogProvider.tsx';
import { failureText, failureTextsWithReason } from '../../../lib/sendForm.ts';
import { LazyRastreioModal } from '../lazyModals.ts';
import { atualizarRastreio, buscarPedido, guardarPedido } from '../pedidosApi.ts';
import { pedidoMudouNoServidor } from '../regrasStatus.ts';

const falhasDoRastreio = failureTextsWithReason(
  mensagensRastreio.erroAtualizarConexao,
  mensagensRastreio.erroAtualizar,
);

/**
 * The admin's correction of an order's carrier and code in transport (issue 21): 'Informar rastreio' or 'Editar
 * rastreio', the modal, and 'Remover rastreio' after a confirmation. Sent with the version the admin saw; a 409
 * (another admin changed the order) shows the order as it now is.
 */
export function EditarRastreio({ pedido }: { pedido: Pedido }) {
  const queryClient = useQueryClient();
  const alert = useAlert();
  const confirm = useConfirm();
  const [aberto, setAberto] = useState(false);
  const mutacao = useMutation({ mutationFn: atualizarRastreio });

  const salvar = async (rastreio: Rastreio | null) => {
    try {
      const resposta = await mutacao.mutateAsync({ pedido, rastreio });
      guardarPedido(queryClient, resposta.pedido);
      setAberto(false);
      await alert(resposta.message, { tone: 'success' });
    } catch (error) {
      if (pedidoMudouNoServidor(error)) {
        setAberto(false);
        guardarPedido(queryClient, await buscarPedido('admin', pedido.id).catch(() => pedido));
      }
      await alert(failureText(error, falhasDoRastreio), { tone: 'error' });
    }
  };

  const remover = async () => {
    if (await confirm(mensagensRastreio.confirmarRemover, { confirmLabel: mensagensRastreio.remover, danger: true })) {
      await salvar(null);
    }
  };

  return (
    <>
      <button type="button" className="button button--secondary" onClick={() => setAberto(true)}>
        {pedido.rastreio ? mensagensRastreio.editar : mensagensRastreio.informar}
      </button>
      {aberto && (
        <LazyRastreioModal
          ids={[pedido.id]}
          titulo={mensagensRastreio.editarTitulo}
          inicial={pedido.rastreio}
          obrigatorio
          enviando={mutacao.isPending}
          onConfirmar={([primeiro]) => primeiro && salvar(primeiro.rastreio)}
          onRemover={pedido.rastreio ? remover : undefined}
          onVoltar={() => setAberto(false)}
        />
      )}
    </>
  );
}
