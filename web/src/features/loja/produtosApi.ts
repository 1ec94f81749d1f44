import { mensagens, type Produto, produtoSchema } from '@portal/shared';
import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod';
import { api } from '../../app/session.ts';
import { imagensDaApi } from '../../lib/urlDaApi.ts';

/** The list's envelope only: each entry is checked on its own (see produtosValidos). */
const listaSchema = z.object({ produtos: z.array(z.unknown()) });

/**
 * The entries that match the product schema. One malformed product must not cost the franchisee the
 * whole shop: it is left out, with a warning for whoever reads the console.
 */
export function produtosValidos(entradas: readonly unknown[]): Produto[] {
  const validos: Produto[] = [];
  for (const entrada of entradas) {
    const produto = produtoSchema.safeParse(entrada);
    if (produto.success) validos.push(imagensDaApi(produto.data));
    else console.warn('Produto ignorado: resposta fora do formato esperado', entrada, produto.error.issues);
  }
  return validos;
}

export const produtosKeys = { ativos: ['produtos'] } as const;

/** GET /api/produtos (public): the active products. */
export const produtosQuery = () =>
  queryOptions({
    queryKey: produtosKeys.ativos,
    queryFn: async () =>
      produtosValidos(
        (await api.get('/api/produtos', { schema: listaSchema, fallbackError: mensagens.erroCarregarProdutos }))
          .produtos,
      ),
  });
