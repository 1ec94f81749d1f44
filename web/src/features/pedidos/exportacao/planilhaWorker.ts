/**
 * The export's workbook, built off the page's thread (exportarPedidos.ts starts this worker when the admin's
 * confirmation opens): the orders are read batch by batch while they download, the spreadsheet library loads meanwhile,
 * and writing the file — seconds of CPU for 5 000 orders — never freezes the page.
 */
// zod's settings before any schema is built: without `jitless` it would probe eval, which the CSP refuses here too.
import '@portal/shared/zodLocale';
import { workerScope } from '../../../lib/workerScope.ts';
import { criarGeradorPlanilha } from './gerarPlanilha.ts';
import { carregarSheetJs } from './sheetjs.ts';

export type MensagemAoWorker = { tipo: 'pedidos'; pedidos: readonly unknown[] } | { tipo: 'gerar'; agora: number };

export type RespostaDoWorker =
  | { ok: true; arquivo: string; quantidade: number; bytes: Uint8Array<ArrayBuffer> }
  | { ok: false; mensagem: string };

const escopo = workerScope<MensagemAoWorker, RespostaDoWorker>();

const gerador = criarGeradorPlanilha();
// Loaded while the orders download; gerar() awaits the same import. A failure shows there, not here.
carregarSheetJs().catch(() => undefined);

escopo.onmessage = async ({ data }) => {
  if (data.tipo === 'pedidos') {
    gerador.adicionar(data.pedidos);
    return;
  }
  try {
    const { arquivo, quantidade, bytes } = await gerador.gerar(new Date(data.agora));
    escopo.postMessage({ ok: true, arquivo, quantidade, bytes }, [bytes.buffer]);
  } catch (error) {
    escopo.postMessage({ ok: false, mensagem: error instanceof Error ? error.message : String(error) });
  }
};
