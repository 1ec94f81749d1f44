import { mensagens } from '@portal/shared/mensagens/geral';
import { type Produto, precoProdutoSchema, produtoSchema } from '@portal/shared/schemas/produto';
import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { api } from '../../app/session.ts';
import { withApiImages } from '../../lib/apiUrl.ts';
import { produtosKeys } from './produtosKeys.ts';

/** The list's envelope only: each entry is checked on its own (see produtosValidos). */
const listaSchema = z.object({ produtos: z.array(z.unknown()) });

/**
 * A product of the shop. A price that is not a valid one (text, negative, missing) reads as null, as the API
 * reads a stored one: the product stays in the grid at 'R$ 0,00' (spec section 8) and is not sold — instead
 * of the whole product being left out for its price.
 */
const produtoDaLojaSchema = z.extend(produtoSchema, { preco: z.catch(z.nullable(precoProdutoSchema), null) });

/**
 * The entries that match the product schema. One malformed product must not cost the franchisee the
 * whole shop: it is left out, with a warning for whoever reads the console.
 */
export function produtosValidos(entradas: readonly unknown[]): Produto[] {
  const validos: Produto[] = [];
  for (const entrada of entradas) {
    const produto = produtoDaLojaSchema.safeParse(entrada);
    if (produto.success) validos.push(withApiImages(produto.data));
    else console.warn('Produto ignorado: resposta fora do formato esperado', entrada, produto.error.issues);
  }
  return validos;
}

/** GET /api/produtos (public): the active products, with the moment they were loaded (shown offline). */
export const produtosQuery = () =>
  queryOptions({
    queryKey: produtosKeys.ativos,
    queryFn: async () => {
      const { dados, lidoEm } = await api.getLido('/api/produtos', {
        schema: listaSchema,
        fallbackError: mensagens.erroCarregarProdutos,
        anonymous: true,
      });
      return { produtos: produtosValidos(dados.produtos), lidoEm };
    },
  });
