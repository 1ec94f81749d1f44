import { type StatusExibido, statusExibidos } from '@portal/shared/domain/statusPedido';
import { mensagensPedidos, mensagensRastreio } from '@portal/shared/mensagens/pedidos';
import type { FiltrosPedidos, StatusEmLoteResponse } from '@portal/shared/schemas/pedidosConsulta';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useAlert, useConfirm } from '../../components/DialogProvider.tsx';
import { Modal } from '../../components/Modal.tsx';
import { failureText } from '../../lib/sendForm.ts';
import { LazyCancelamentoModal, LazyRastreioModal } from './lazyModals.ts';
import {
  atualizarContagens,
  atualizarStatusEmLote,
  guardarPedido,
  idsDosPedidos,
  type MudancaStatus,
  produtosMudaram,
} from './pedidosApi.ts';
import { falhasDoStatus, passoDoStatus } from './regrasStatus.ts';
import { resumoDoLote } from './resumoLote.ts';
import { useBuscaDeTodos } from './useBuscaDeTodos.tsx';

/** The most orders whose tracking codes the bulk change asks one by one. */
const maximoCodigosPorLote = 50;

/**
 * Bulk status change (admin, beyond the spec): the selection's size, "select all filtered" (every
 * filtered page's ids), a status with the single change's rules (confirmation for 'Entregue', the
 * reason modal for 'Cancelado', a carrier and a code per order for 'Em Transporte'), then a summary naming each order that could not move and why.
 */
export function AlteracaoEmLote({
  selecionados,
  totalFiltrado,
  filtros,
  onSelecionar,
}: {
  selecionados: readonly number[];
  totalFiltrado: number;
  filtros: FiltrosPedidos;
  /** Replaces the selection (an empty list clears it). */
  onSelecionar: (ids: number[]) => void;
}) {
  const queryClient = useQueryClient();
  const alert = useAlert();
  const confirm = useConfirm();
  const selectId = useId();
  const [alvo, setAlvo] = useState<StatusExibido | ''>('');
  const [pedindo, setPedindo] = useState<'motivo' | 'rastreio' | null>(null);
  const [resultado, setResultado] = useState<StatusEmLoteResponse | null>(null);
  const busca = useBuscaDeTodos(filtros);
  const mutacao = useMutation({ mutationFn: atualizarStatusEmLote });
  const quantidade = selecionados.length;

  const selecionarTodos = async () => {
    try {
      const pedidos = await busca.buscar(totalFiltrado);
      if (pedidos) onSelecionar(idsDosPedidos(pedidos));
    } catch (error) {
      console.error('Seleção de todos os pedidos filtrados falhou', error);
      await alert(mensagensPedidos.erroBuscarTodos, { tone: 'error' });
    }
  };

  const enviar = async (mudanca: MudancaStatus) => {
    try {
      const resposta = await mutacao.mutateAsync({ ids: selecionados, mudanca });
      for (const item of resposta.resultados) if (item.pedido) guardarPedido(queryClient, item.pedido);
      void produtosMudaram(queryClient);
      setPedindo(null);
      setAlvo('');
      onSelecionar([]);
      setResultado(resposta);
      atualizarContagens(queryClient, 'admin', filtros).catch((error: unknown) =>
        console.error('Contagens de pedidos não atualizadas', error),
      );
    } catch (error) {
      await alert(failureText(error, falhasDoStatus), { tone: 'error' });
    }
  };

  const aplicar = async () => {
    if (alvo === '' || quantidade === 0) return;
    const passo = passoDoStatus(alvo);
    // A code per order is asked for a selection one can type codes for; a larger one moves without codes.
    const semCodigos = passo === 'rastreio' && quantidade > maximoCodigosPorLote;
    if (passo === 'motivo' || (passo === 'rastreio' && !semCodigos)) {
      setPedindo(passo);
      return;
    }
    const pergunta =
      passo === 'confirmar'
        ? mensagensPedidos.confirmarEntregueLote(quantidade)
        : `${mensagensPedidos.confirmarLote(quantidade, alvo)}${semCodigos ? ` ${mensagensRastreio.loteSemCodigos(maximoCodigosPorLote)}` : ''}`;
    if (await confirm(pergunta, { confirmLabel: 'Confirmar' })) await enviar({ status: alvo });
  };

  const resumo = resultado && resumoDoLote(resultado);

  return (
    <section className="lote" aria-label="Alteração de status em lote">
      <p className="lote__contagem" role="status">
        {mensagensPedidos.selecionados(quantidade)}
      </p>
      <div className="lote__selecao">
        <button
          type="button"
          className="button button--secondary"
          onClick={selecionarTodos}
          disabled={totalFiltrado === 0}
        >
          Selecionar todos os filtrados ({totalFiltrado.toLocaleString('pt-BR')})
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => onSelecionar([])}
          disabled={quantidade === 0}
        >
          Limpar seleção
        </button>
      </div>
      <div className="lote__acao">
        <div className="field lote__status">
          <label className="field__label" htmlFor={selectId}>
            Novo status
          </label>
          <select
            id={selectId}
            className="field__input field__select"
            value={alvo}
            onChange={(event) => {
              const valor = statusExibidos.find((status) => status === event.target.value);
              setAlvo(valor ?? '');
            }}
          >
            <option value="">Selecione...</option>
            {statusExibidos.map((status) => (
              <option key={status} value={status}>
                {status}
              </option>
            ))}
          </select>
        </div>
        <button
          type="button"
          className="button"
          onClick={aplicar}
          disabled={quantidade === 0 || alvo === '' || mutacao.isPending}
          aria-busy={mutacao.isPending || undefined}
        >
          {mutacao.isPending ? 'Aplicando...' : 'Aplicar'}
        </button>
      </div>

      {busca.modal}
      {pedindo === 'motivo' && (
        <LazyCancelamentoModal
          resumo={<p className="modal-cancelamento__texto">{mensagensPedidos.cancelarVarios(quantidade)}</p>}
          enviando={mutacao.isPending}
          onConfirmar={(motivo) => enviar({ status: 'Cancelado', motivo })}
          onVoltar={() => setPedindo(null)}
        />
      )}
      {pedindo === 'rastreio' && (
        <LazyRastreioModal
          ids={selecionados}
          titulo={mensagensRastreio.emTransporteLoteTitulo(quantidade)}
          ajuda={mensagensRastreio.emTransporteLoteAjuda}
          enviando={mutacao.isPending}
          onConfirmar={(rastreios) => enviar({ status: 'Em Transporte', rastreios })}
          onVoltar={() => setPedindo(null)}
        />
      )}
      <Modal
        open={resumo !== null}
        onClose={() => setResultado(null)}
        title={mensagensPedidos.loteTitulo}
        size="sm"
        footer={
          <button type="button" className="button" onClick={() => setResultado(null)} data-autofocus>
            OK
          </button>
        }
      >
        {resumo && (
          <div className="lote-resultado">
            <p className="lote-resultado__mensagem">{resumo.mensagem}</p>
            {resumo.falhas.length > 0 && (
              <>
                <h3 className="lote-resultado__titulo">{mensagensPedidos.loteFalhasTitulo}</h3>
                <ul className="lote-resultado__falhas">
                  {resumo.falhas.map((falha) => (
                    <li key={falha}>{falha}</li>
                  ))}
                </ul>
              </>
            )}
          </div>
        )}
      </Modal>
    </section>
  );
}
