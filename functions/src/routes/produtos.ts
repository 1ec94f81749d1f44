import { mensagens, varianteImagemSchema } from '@portal/shared';
import * as z from 'zod/mini';
import { optionalSession } from '../app/access.ts';
import { fileResponse, json, parseInput } from '../app/http.ts';
import type { PublicRoute } from '../app/routeTypes.ts';
import { authDomain } from '../composition/auth.ts';
import { produtosDomain } from '../composition/produtos.ts';
import { possuiPermissao } from '../services/policies.ts';

/** GET /api/produtos — public list of active products. */
export const listProdutos: PublicRoute = (platform) => async () => {
  const produtos = await produtosDomain(platform).produtosService.listActive();
  return json(200, { produtos });
};

const imageParamsSchema = z.object({
  // Product ids are UUIDs; anything else never reaches the blob name built from it.
  id: z.uuid(mensagens.imagemNaoEncontrada),
  variante: varianteImagemSchema,
});

/**
 * GET /api/produtos/{id}/imagem/{variante} — product images: public and cacheable when versioned while the
 * product is on sale; an inactive product's only to product managers (the admin screens), never stored by a
 * shared cache, and 'not found' to everyone else.
 */
export const getProdutoImagem: PublicRoute = (platform) => async (request) => {
  const { id, variante } = parseInput(imageParamsSchema, request.params);
  const { imagem, ativo } = await produtosDomain(platform).produtosService.image(
    id,
    variante,
    request.headers.get('if-none-match'),
    {
      mostrarInativo: async () => {
        const sessao = await optionalSession(authDomain(platform).auth, request);
        return sessao !== null && possuiPermissao(sessao.user, 'canManageProducts');
      },
    },
  );
  // A versioned URL changes whenever the image does, so it may be cached forever.
  const cacheControl = !ativo
    ? 'private, no-store'
    : request.query.has('v')
      ? 'public, max-age=31536000, immutable'
      : 'public, max-age=300';
  return fileResponse(request, imagem, { cacheControl });
};
