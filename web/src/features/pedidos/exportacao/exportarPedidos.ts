import { mensagensExportacao } from '@portal/shared/mensagens/pedidos';
import { baixarArquivo } from './baixarArquivo.ts';
import { escreverPlanilha } from './escreverPlanilha.ts';
import { construirPlanilhas } from './linhasPlanilha.ts';
import { nomeArquivoExportacao } from './nomeArquivo.ts';
import { normalizarPedidos } from './normalizarPedido.ts';

export interface PlanilhaPedidos {
  /** pedidos_exportados_{yyyy-mm-dd}.xlsx */
  arquivo: string;
  /** Orders written (entries of the list that are not objects are left out). */
  quantidade: number;
  bytes: Uint8Array<ArrayBuffer>;
}

/** The workbook of the orders, in the list's order; sheetjs-style is loaded here, on first use. */
export async function gerarPlanilhaPedidos(pedidos: readonly unknown[], agora = new Date()): Promise<PlanilhaPedidos> {
  const lidos = normalizarPedidos(pedidos);
  if (lidos.length === 0) throw new Error(mensagensExportacao.vazio);
  const bytes = await escreverPlanilha(construirPlanilhas(lidos));
  return { arquivo: nomeArquivoExportacao(agora), quantidade: lidos.length, bytes };
}

/**
 * 'Exportar para Excel' (spec sections 5, 8, 9): builds the workbook in the browser and downloads it.
 * The page confirms first (mensagensExportacao.confirmar), fetches every filtered page, calls this, then
 * alerts mensagensExportacao.sucesso(arquivo, quantidade) or, when it rejects, mensagensExportacao.erro.
 * An empty list rejects with mensagensExportacao.vazio; the page checks the count before fetching anyway.
 */
export async function exportarPedidos(
  pedidos: readonly unknown[],
  agora = new Date(),
): Promise<{ arquivo: string; quantidade: number }> {
  const { arquivo, quantidade, bytes } = await gerarPlanilhaPedidos(pedidos, agora);
  baixarArquivo(arquivo, bytes);
  return { arquivo, quantidade };
}
