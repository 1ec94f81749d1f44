import { type CarrinhoResponse, mensagensPedidos } from '@portal/shared';
import type { PedidosRepository } from '../../data/pedidos/pedidosRepository.ts';
import type { UsuarioDoc } from '../../data/usuarios/usuariosRepository.ts';
import { notFound, RefusalError } from '../../errors.ts';
import type { CarrinhoService } from '../carrinho/carrinhoService.ts';

/**
 * 'Pedir novamente': a franchisee's own order back in the cart, each item through the cart's own rules
 * (today's catalogue prices, active products, offered sizes); what the cart refuses is named, not added.
 */
export function createPedirNovamente(pedidos: PedidosRepository, carrinho: CarrinhoService) {
  return async (
    user: UsuarioDoc,
    numero: number,
  ): Promise<{ message: string; carrinho: CarrinhoResponse; indisponiveis: string[] }> => {
    const found = await pedidos.getPedido(user.id, String(numero));
    if (!found) throw notFound(mensagensPedidos.pedidoNaoEncontrado);
    const indisponiveis: string[] = [];
    let adicionados = 0;
    for (const item of found.doc.itens) {
      try {
        await carrinho.add(user.id, {
          produto_id: item.produto_id,
          quantidade: item.quantidade,
          tamanho: item.tamanho,
        });
        adicionados++;
      } catch (error) {
        if (!(error instanceof RefusalError)) throw error;
        indisponiveis.push(item.nome);
      }
    }
    const partes = [
      adicionados > 0 ? mensagensPedidos.pedirNovamente(adicionados) : mensagensPedidos.pedirNovamenteNada,
      ...(indisponiveis.length > 0 ? [mensagensPedidos.pedirNovamenteIndisponiveis(indisponiveis)] : []),
    ];
    return { message: partes.join(' '), carrinho: await carrinho.view(user.id), indisponiveis };
  };
}
