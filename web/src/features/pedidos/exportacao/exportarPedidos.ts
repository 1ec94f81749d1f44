import { baixarArquivo } from './baixarArquivo.ts';
import type { GeradorPlanilha, PlanilhaPedidos } from './gerarPlanilha.ts';
import type { MensagemAoWorker, RespostaDoWorker } from './planilhaWorker.ts';

/** The generator of planilhaWorker.ts: the same interface, the work off the page's thread. */
function geradorNoWorker(): GeradorPlanilha & { encerrar(): void } {
  const worker = new Worker(new URL('./planilhaWorker.ts', import.meta.url), { type: 'module' });
  const enviar = (mensagem: MensagemAoWorker) => worker.postMessage(mensagem);
  return {
    adicionar: (pedidos) => enviar({ tipo: 'pedidos', pedidos }),
    gerar: (agora) =>
      new Promise<PlanilhaPedidos>((resolve, reject) => {
        worker.onmessage = ({ data }: MessageEvent<RespostaDoWorker>) =>
          data.ok ? resolve(data) : reject(new Error(data.mensagem));
        // The worker's script failed to load, or threw outside its handler.
        worker.onerror = (evento) => reject(new Error(evento.message || 'export worker failed'));
        enviar({ tipo: 'gerar', agora: agora.getTime() });
      }),
    encerrar: () => worker.terminate(),
  };
}

export interface Exportacao {
  /** Orders as they arrive (buscarTodos' batches), in the list's order. */
  adicionar(pedidos: readonly unknown[]): void;
  /** Writes the workbook of every order added and downloads it. */
  concluir(agora?: Date): Promise<{ arquivo: string; quantidade: number }>;
  /** Stops it: the admin cancelled, or the orders could not be fetched. */
  cancelar(): void;
}

/**
 * 'Exportar para Excel' (spec sections 5, 8, 9), started when the admin confirms: the page adds the orders while
 * they download, then concludes, which writes the workbook and downloads it, and alerts
 * mensagensExportacao.sucesso(arquivo, quantidade) or, when it rejects, mensagensExportacao.erro. No order added
 * rejects with mensagensExportacao.vazio; the page checks the count before fetching anyway. `criarGerador` is the
 * worker, or criarGeradorPlanilha itself in the unit tests' DOM, which has no workers.
 */
export function iniciarExportacao(
  criarGerador: () => GeradorPlanilha & { encerrar?(): void } = geradorNoWorker,
): Exportacao {
  const gerador = criarGerador();
  return {
    adicionar: (pedidos) => gerador.adicionar(pedidos),
    async concluir(agora = new Date()) {
      try {
        const { arquivo, quantidade, bytes } = await gerador.gerar(agora);
        baixarArquivo(arquivo, bytes);
        return { arquivo, quantidade };
      } finally {
        gerador.encerrar?.();
      }
    },
    cancelar: () => gerador.encerrar?.(),
  };
}
