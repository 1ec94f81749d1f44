import { createPedidosRepository } from '../data/pedidos/pedidosRepository.ts';
import { devolucaoPendente, prazoDevolucaoMs } from '../services/estoque/devolucaoPendente.ts';
import { createEstoqueService } from '../services/estoque/estoqueService.ts';
import { createConsultaPedidos } from '../services/pedidos/consultaPedidos.ts';
import { createFinalizacaoPedido } from '../services/pedidos/finalizacaoPedido.ts';
import { createPedirNovamente } from '../services/pedidos/pedirNovamente.ts';
import { createStatusPedido } from '../services/pedidos/statusPedido.ts';
import { carrinhoDomain } from './carrinho.ts';
import { clientsOf } from './clients.ts';
import { logsDomain } from './logs.ts';
import { perPlatform } from './platform.ts';
import { produtosDomain } from './produtos.ts';
import { unidadesDomain } from './unidades.ts';
import { uploadsDomain } from './uploads.ts';

/**
 * The orders: placing, reading, status and tracking, ordering again, and stock — which moves only when orders are
 * placed or change status (and the sweep decides leftover takes), so it is built here.
 */
export const pedidosDomain = perPlatform((platform) => {
  const { cosmos, blobs, outbox, portalUrl, now } = clientsOf(platform);
  const { produtos } = produtosDomain(platform);
  const { carrinho } = carrinhoDomain(platform);
  const { uploads } = uploadsDomain(platform);
  const { activity } = logsDomain(platform);
  const pedidosRepository = createPedidosRepository(cosmos.containers.pedidos);
  const { verbas, unidadesDoUsuario } = unidadesDomain(platform);
  const estoque = createEstoqueService({
    produtos,
    verbas,
    now,
    tomadaGravada: async ({ userId, numero }, movimento) =>
      (await pedidosRepository.tomadasDoPedido(userId, String(numero)))?.includes(movimento) ?? false,
    devolucoesPendentes: async () => {
      const agora = now();
      const desde = new Date(agora.getTime() - prazoDevolucaoMs).toISOString();
      return (await pedidosRepository.canceladosDesde(desde)).flatMap(
        (pedido) => devolucaoPendente(pedido, agora) ?? [],
      );
    },
  });
  return {
    pedidosRepository,
    estoque,
    finalizacaoPedido: createFinalizacaoPedido({
      pedidos: pedidosRepository,
      carrinho,
      estoque,
      uploads,
      blobs,
      outbox,
      activity,
      unidades: unidadesDoUsuario,
      verba: {
        periodo: platform.config.VERBA_PERIODO,
        aprovacaoAutomatica: platform.config.VERBA_APROVACAO_AUTOMATICA,
      },
      now,
    }),
    consultaPedidos: createConsultaPedidos(pedidosRepository, blobs),
    statusPedido: createStatusPedido({ pedidos: pedidosRepository, estoque, outbox, activity, portalUrl, now }),
    pedirNovamente: createPedirNovamente(pedidosRepository, carrinho),
  };
});
