import { mensagensPedidos } from '@portal/shared/mensagens/pedidos';
import type { FiltrosPedidos } from '@portal/shared/schemas/pedidosConsulta';
import { useRef, useState } from 'react';
import { Modal } from '../../components/Modal.tsx';
import { ProgressBar } from '../../components/ProgressBar.tsx';
import { buscarTodos } from './pedidosApi.ts';

/**
 * Fetches every filtered order (export, "select all") behind a progress dialog that says how many
 * of how many ('Buscando pedidos… 200 de 1.240') and can be cancelled.
 */
export function useBuscaDeTodos(filtros: FiltrosPedidos) {
  const [progresso, setProgresso] = useState<{ buscados: number; total: number } | null>(null);
  const controle = useRef<AbortController | null>(null);

  /**
   * The orders as the server sent them (buscarTodos), or null when the user cancelled; a failure rejects.
   * `aoReceber` gets them batch by batch as they arrive.
   */
  const buscar = async (
    totalEsperado: number,
    aoReceber?: (pedidos: readonly unknown[]) => void,
  ): Promise<unknown[] | null> => {
    const controller = new AbortController();
    controle.current = controller;
    setProgresso({ buscados: 0, total: totalEsperado });
    try {
      return await buscarTodos(filtros, {
        totalEsperado,
        aoReceber,
        signal: controller.signal,
        progresso: (buscados, total) => setProgresso({ buscados, total }),
      });
    } catch (error) {
      if (controller.signal.aborted) return null;
      throw error;
    } finally {
      controle.current = null;
      setProgresso(null);
    }
  };

  const cancelar = () => controle.current?.abort();

  const modal = progresso && (
    <Modal
      open
      onClose={cancelar}
      title={mensagensPedidos.buscandoTitulo}
      size="sm"
      closeButton={false}
      footer={
        <button type="button" className="button button--secondary" onClick={cancelar} data-autofocus>
          Cancelar
        </button>
      }
    >
      <div className="busca-todos">
        <p className="busca-todos__texto" role="status">
          {mensagensPedidos.buscando(progresso.buscados, progresso.total)}
        </p>
        <ProgressBar
          value={progresso.total > 0 ? (progresso.buscados / progresso.total) * 100 : 0}
          label={mensagensPedidos.buscandoTitulo}
        />
      </div>
    </Modal>
  );

  return { buscar, modal };
}
