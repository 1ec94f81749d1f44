import { mensagensExportacao } from '@portal/shared/mensagens/pedidos';
import { escreverPlanilha } from './escreverPlanilha.ts';
import { construirPlanilhas } from './linhasPlanilha.ts';
import { nomeArquivoExportacao } from './nomeArquivo.ts';
import { normalizarPedidos, type PedidoExportado } from './normalizarPedido.ts';

export interface PlanilhaPedidos {
  /** pedidos_exportados_{yyyy-mm-dd}.xlsx */
  arquivo: string;
  /** Orders written (entries of the list that are not objects are left out). */
  quantidade: number;
  bytes: Uint8Array<ArrayBuffer>;
}

/** A workbook of orders fed as they arrive: each batch is read at once, the file is written at the end. */
export interface GeradorPlanilha {
  adicionar(pedidos: readonly unknown[]): void;
  /** The workbook of every order added, in their order; sheetjs-style is loaded here, on first use. */
  gerar(agora: Date): Promise<PlanilhaPedidos>;
}

export function criarGeradorPlanilha(): GeradorPlanilha {
  const lidos: PedidoExportado[] = [];
  return {
    adicionar(pedidos) {
      for (const pedido of normalizarPedidos(pedidos)) lidos.push(pedido);
    },
    async gerar(agora) {
      if (lidos.length === 0) throw new Error(mensagensExportacao.vazio);
      const bytes = await escreverPlanilha(construirPlanilhas(lidos));
      return { arquivo: nomeArquivoExportacao(agora), quantidade: lidos.length, bytes };
    },
  };
}

/** The workbook of the orders, in the list's order. */
export async function gerarPlanilhaPedidos(pedidos: readonly unknown[], agora = new Date()): Promise<PlanilhaPedidos> {
  const gerador = criarGeradorPlanilha();
  gerador.adicionar(pedidos);
  return gerador.gerar(agora);
}
