import { mensagensExportacao } from '@portal/shared/mensagens/pedidos';
import { livroEmConstrucao } from './escreverPlanilha.ts';
import { planilhasEmConstrucao } from './linhasPlanilha.ts';
import { nomeArquivoExportacao } from './nomeArquivo.ts';
import { normalizarPedidos } from './normalizarPedido.ts';

export interface PlanilhaPedidos {
  /** pedidos_exportados_{yyyy-mm-dd}.xlsx */
  arquivo: string;
  /** Orders written (entries of the list that are not objects are left out). */
  quantidade: number;
  bytes: Uint8Array<ArrayBuffer>;
}

/**
 * A workbook of orders fed as they arrive: each batch becomes its rows and cells at once, the file is written at the
 * end.
 */
export interface GeradorPlanilha {
  adicionar(pedidos: readonly unknown[]): void;
  /** The workbook of every order added, in their order; sheetjs-style is loaded here, on first use. */
  gerar(agora: Date): Promise<PlanilhaPedidos>;
}

export function criarGeradorPlanilha(): GeradorPlanilha {
  const planilhas = planilhasEmConstrucao();
  const livro = livroEmConstrucao();
  let quantidade = 0;
  return {
    adicionar(pedidos) {
      const lidos = normalizarPedidos(pedidos);
      planilhas.adicionar(lidos);
      livro.acompanhar(planilhas.planilhas());
      quantidade += lidos.length;
    },
    async gerar(agora) {
      if (quantidade === 0) throw new Error(mensagensExportacao.vazio);
      const bytes = await livro.escrever(planilhas.planilhas());
      return { arquivo: nomeArquivoExportacao(agora), quantidade, bytes };
    },
  };
}

/** The workbook of the orders, in the list's order. */
export async function gerarPlanilhaPedidos(pedidos: readonly unknown[], agora = new Date()): Promise<PlanilhaPedidos> {
  const gerador = criarGeradorPlanilha();
  gerador.adicionar(pedidos);
  return gerador.gerar(agora);
}
