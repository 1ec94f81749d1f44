/**
 * Deflates the workbook's parts for the export's worker (compressao.ts), on a thread of its own, while the library
 * writes the next part there.
 */
import { workerScope } from '../../../lib/workerScope.ts';
import { deflacionar, type ParteDeflacionada } from './compressao.ts';

export interface PedidoDeCompressao {
  id: number;
  caminho: string;
  parte: string;
}

export type RespostaDeCompressao =
  | ({ id: number; ok: true } & ParteDeflacionada)
  | { id: number; ok: false; mensagem: string };

const escopo = workerScope<PedidoDeCompressao, RespostaDeCompressao>();

escopo.onmessage = async ({ data: { id, caminho, parte } }) => {
  try {
    const { entrada, dados } = await deflacionar(caminho, parte);
    escopo.postMessage({ id, ok: true, entrada, dados }, [dados.buffer]);
  } catch (error) {
    escopo.postMessage({ id, ok: false, mensagem: error instanceof Error ? error.message : String(error) });
  }
};
