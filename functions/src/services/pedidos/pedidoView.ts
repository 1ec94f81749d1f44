import type { Pedido, PedidoExportacao } from '@portal/shared';
import type { Versioned } from '../../data/cosmosItems.ts';
import type { PedidoDoc, PedidoDocExportado } from '../../data/pedidos/pedidosRepository.ts';

/** What both views of an order copy from it as stored. */
function dadosDoPedido(doc: PedidoDocExportado) {
  return {
    id: doc.numero,
    status: doc.status,
    created_at: doc.created_at,
    updated_at: doc.updated_at,
    total: doc.total,
    observacoes: doc.observacoes,
    motivo_cancelamento: doc.motivo_cancelamento,
    user: { username: doc.user.username, email: doc.user.email },
    dados_pessoais: doc.dados_pessoais,
    dados_entrega: doc.dados_entrega,
    dados_faturamento: doc.dados_faturamento,
    endereco_entrega_igual_faturamento: doc.endereco_entrega_igual_faturamento,
    rastreio: doc.rastreio,
    unidade: doc.unidade ?? null,
  };
}

/** An order as the API returns it, with the version it was read at (sent back to change its status). */
export function toPedido({ doc, etag }: Versioned<PedidoDoc>): Pedido {
  return {
    ...dadosDoPedido(doc),
    versao: etag,
    logo_extra: doc.logo_extra && {
      produtos: doc.logo_extra.produtos,
      entende_alteracao_valor: doc.logo_extra.entende_alteracao_valor,
      imagens: doc.logo_extra.imagens.map((imagem, index) => ({
        nome: imagem.nome,
        url: `/api/pedidos/${doc.numero}/logo/${index}`,
      })),
    },
    itens: doc.itens,
    acima_da_verba: doc.acima_da_verba_centavos === undefined ? null : doc.acima_da_verba_centavos / 100,
    historico: doc.historico_status.map((evento) => ({ ...evento, motivo: evento.motivo ?? null })),
  };
}

/** An order as the export sends it: the workbook's fields alone. */
export function toPedidoExportacao(doc: PedidoDocExportado): PedidoExportacao {
  return {
    ...dadosDoPedido(doc),
    logo_extra: doc.logo_extra && { produtos: doc.logo_extra.produtos },
    itens: doc.itens.map(({ produto_id: _, ...item }) => item),
  };
}
