import {
  diaEmSaoPaulo,
  inicioDoDia,
  type PainelAdminResponse,
  primeiroDiaDoMes,
  resumirContagens,
  segundaDaSemana,
  somarDias,
} from '@portal/shared';
import type { PedidosRepository } from '../../data/pedidos/pedidosRepository.ts';
import type { ProdutosRepository } from '../../data/produtos/produtosRepository.ts';
import type { UsuariosRepository } from '../../data/usuarios/usuariosRepository.ts';

const semanas = 12;
const maisVendidosQuantidade = 5;

/**
 * The admin dashboard: every number from aggregate queries (never by downloading the orders), weeks and
 * months in America/Sao_Paulo. The most-ordered products sum a projection of this month's items only.
 */
export function createPainelAdminService(
  orders: PedidosRepository,
  products: ProdutosRepository,
  users: UsuariosRepository,
  now: () => Date,
) {
  return async (): Promise<PainelAdminResponse> => {
    const hoje = diaEmSaoPaulo(now());
    const primeiraSegunda = somarDias(segundaDaSemana(hoje), -7 * (semanas - 1));
    const inicios = Array.from({ length: semanas }, (_, indice) => somarDias(primeiraSegunda, 7 * indice));
    const [produtos, usuarios, porStatus, porSemana, itens] = await Promise.all([
      products.count(),
      users.count(),
      orders.countByStatus({}),
      Promise.all(
        inicios.map((inicio) => orders.countPlacedBetween(inicioDoDia(inicio), inicioDoDia(somarDias(inicio, 7)))),
      ),
      orders.itemsPlacedSince(inicioDoDia(primeiroDiaDoMes(hoje))),
    ]);

    const somas = new Map<string, { produto_id: string; nome: string; quantidade: number }>();
    for (const item of itens) {
      const soma = somas.get(item.produto_id) ?? { produto_id: item.produto_id, nome: item.nome, quantidade: 0 };
      soma.quantidade += item.quantidade;
      somas.set(item.produto_id, soma);
    }
    return {
      produtos,
      usuarios,
      pedidos: resumirContagens(porStatus),
      pedidosPorSemana: inicios.map((inicio, indice) => ({ inicio, quantidade: porSemana[indice] ?? 0 })),
      maisVendidos: [...somas.values()]
        .sort((a, b) => b.quantidade - a.quantidade || a.nome.localeCompare(b.nome, 'pt-BR'))
        .slice(0, maisVendidosQuantidade),
    };
  };
}
