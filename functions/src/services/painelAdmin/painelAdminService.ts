// The dates' English names under their old pt-BR ones: the modulos branch rewrites this body (issue 34), the lead
// drops the aliases after both merge.
import {
  addDays,
  type BacklogOutbox,
  chavesDoEstoque,
  dayInSaoPaulo,
  firstDayOfMonth,
  limiteEstoqueBaixo,
  mondayOfWeek,
  type PainelAdminResponse,
  resumirContagens,
  startOfDay,
} from '@portal/shared';
import type { PedidosRepository } from '../../data/pedidos/pedidosRepository.ts';
import type { ProdutoDoc, ProdutosRepository } from '../../data/produtos/produtosRepository.ts';
import type { UsuariosRepository } from '../../data/usuarios/usuariosRepository.ts';

const semanas = 12;

/** Products with a size at or below `limiteEstoqueBaixo`, the sizes that are, fewest units first. */
function estoqueBaixo(produtos: readonly ProdutoDoc[]): PainelAdminResponse['estoqueBaixo'] {
  return produtos
    .flatMap((produto) => {
      const tamanhos = chavesDoEstoque(produto.tamanhos)
        .map((tamanho) => ({ tamanho, quantidade: produto.estoque?.[tamanho] ?? 0 }))
        .filter(({ quantidade }) => quantidade <= limiteEstoqueBaixo);
      return tamanhos.length > 0 ? [{ produto_id: produto.id, nome: produto.nome, tamanhos }] : [];
    })
    .sort(
      (a, b) =>
        Math.min(...a.tamanhos.map(({ quantidade }) => quantidade)) -
          Math.min(...b.tamanhos.map(({ quantidade }) => quantidade)) || a.nome.localeCompare(b.nome, 'pt-BR'),
    );
}
const maisVendidosQuantidade = 5;

/**
 * The admin dashboard: every number from aggregate queries (never by downloading the orders), weeks and
 * months in America/Sao_Paulo. The most-ordered products sum a projection of this month's items only; the low
 * stocks come from the active products that count theirs; the e-mail backlog is the outbox's (one query per container).
 */
export function createPainelAdminService(
  pedidosRepository: PedidosRepository,
  produtosRepository: ProdutosRepository,
  usuariosRepository: UsuariosRepository,
  /** The e-mail outbox's backlog (services/outbox.ts). */
  backlogEmails: () => Promise<BacklogOutbox>,
  now: () => Date,
) {
  return async (): Promise<PainelAdminResponse> => {
    const hoje = dayInSaoPaulo(now());
    const primeiraSegunda = addDays(mondayOfWeek(hoje), -7 * (semanas - 1));
    const inicios = Array.from({ length: semanas }, (_, indice) => addDays(primeiraSegunda, 7 * indice));
    const [produtos, usuarios, porStatus, porSemana, itens, contados, emails] = await Promise.all([
      produtosRepository.count(),
      usuariosRepository.count(),
      pedidosRepository.countByStatus({}),
      Promise.all(
        inicios.map((inicio) =>
          pedidosRepository.countPedidosBetween(startOfDay(inicio), startOfDay(addDays(inicio, 7))),
        ),
      ),
      pedidosRepository.itensPedidosSince(startOfDay(firstDayOfMonth(hoje))),
      produtosRepository.listCounted(),
      backlogEmails(),
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
      estoqueBaixo: estoqueBaixo(contados),
      emails,
    };
  };
}
