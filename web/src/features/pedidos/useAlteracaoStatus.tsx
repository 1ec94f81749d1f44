import type { StatusExibido } from '@portal/shared/domain/statusPedido';
import { formatPreco } from '@portal/shared/format/money';
import { mensagensRastreio, mensagensStatus } from '@portal/shared/mensagens/pedidos';
import type { Pedido } from '@portal/shared/schemas/pedido';
import type { FiltrosPedidos } from '@portal/shared/schemas/pedidosConsulta';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { DateTime } from '../../components/DateTime.tsx';
import { DetailFields } from '../../components/Details.tsx';
import { useAlert, useConfirm } from '../../components/DialogProvider.tsx';
import { failureText } from '../../lib/sendForm.ts';
import { LazyCancelamentoModal, LazyRastreioModal } from './lazyModals.ts';
import {
  atualizarContagens,
  atualizarStatus,
  buscarPedido,
  guardarPedido,
  type MudancaStatus,
  produtosMudaram,
} from './pedidosApi.ts';
import { falhasDoStatus, passoDaEscolha, pedidoMudouNoServidor } from './regrasStatus.ts';

/**
 * One order's status change from a selector (a row's or the detail's): 'Entregue' confirmed first,
 * 'Cancelado' through the reason modal, 'Em Transporte' through the carrier and code modal, the answer put in every list and detail, the counts fetched
 * again; a 409 (delivered, or changed by another admin) shows the order as it now is.
 */
export function useAlteracaoStatus(filtros: FiltrosPedidos) {
  const queryClient = useQueryClient();
  const alert = useAlert();
  const confirm = useConfirm();
  const [cancelando, setCancelando] = useState<Pedido | null>(null);
  const [despachando, setDespachando] = useState<Pedido | null>(null);
  const mutacao = useMutation({ mutationFn: atualizarStatus });

  const recarregar = async (id: number) => {
    try {
      guardarPedido(queryClient, await buscarPedido('admin', id));
    } catch (error) {
      console.error(`Pedido #${id} não pôde ser recarregado`, error);
    }
  };

  const enviar = async (pedido: Pedido, mudanca: MudancaStatus) => {
    try {
      const resposta = await mutacao.mutateAsync({ pedido, mudanca });
      guardarPedido(queryClient, resposta.pedido);
      void produtosMudaram(queryClient);
      setCancelando(null);
      setDespachando(null);
      atualizarContagens(queryClient, 'admin', filtros).catch((error: unknown) =>
        console.error('Contagens de pedidos não atualizadas', error),
      );
      await alert(mensagensStatus.sucesso, { tone: 'success' });
    } catch (error) {
      if (pedidoMudouNoServidor(error)) {
        setCancelando(null);
        setDespachando(null);
        await recarregar(pedido.id);
      }
      await alert(failureText(error, falhasDoStatus), { tone: 'error' });
    }
  };

  const escolher = async (pedido: Pedido, escolhido: StatusExibido) => {
    const passo = passoDaEscolha(pedido.status, escolhido);
    if (passo === 'nada') return;
    if (passo === 'motivo') {
      setCancelando(pedido);
      return;
    }
    if (passo === 'rastreio') {
      setDespachando(pedido);
      return;
    }
    if (passo === 'confirmar' && !(await confirm(mensagensStatus.confirmarEntregue, { confirmLabel: 'Confirmar' }))) {
      return;
    }
    await enviar(pedido, { status: escolhido });
  };

  const modal = (
    <>
      {cancelando && (
        <LazyCancelamentoModal
          key={cancelando.id}
          resumo={<ResumoPedido pedido={cancelando} />}
          enviando={mutacao.isPending}
          onConfirmar={(motivo) => enviar(cancelando, { status: 'Cancelado', motivo })}
          onVoltar={() => setCancelando(null)}
        />
      )}
      {despachando && (
        <LazyRastreioModal
          key={despachando.id}
          ids={[despachando.id]}
          titulo={mensagensRastreio.emTransporteTitulo(despachando.id)}
          ajuda={mensagensRastreio.emTransporteAjuda}
          inicial={despachando.rastreio}
          enviando={mutacao.isPending}
          onConfirmar={(rastreios) => enviar(despachando, { status: 'Em Transporte', rastreios })}
          onVoltar={() => setDespachando(null)}
        />
      )}
    </>
  );

  return {
    escolher,
    /** The order whose change is in flight. */
    emAndamento: mutacao.isPending ? mutacao.variables.pedido.id : null,
    /** The cancel and the tracking modals, to render while one is open. */
    modal,
  };
}

/** Spec section 2: the cancel modal shows the client, the total and the date. */
function ResumoPedido({ pedido }: { pedido: Pedido }) {
  return (
    <DetailFields
      campos={[
        ['Pedido', `#${pedido.id}`],
        ['Cliente', pedido.user.username],
        ['Total', formatPreco(pedido.total)],
        ['Data', <DateTime key="data" iso={pedido.created_at} />],
      ]}
    />
  );
}
