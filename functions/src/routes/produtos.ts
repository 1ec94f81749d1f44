import { mensagens, varianteImagemSchema } from '@portal/shared';
import { z } from 'zod';
import { fileResponse, json, parseInput } from '../app/http.ts';
import type { PublicRoute } from '../app/routeTypes.ts';

/** GET /api/produtos — public list of active products. */
export const listProdutos: PublicRoute = (deps) => async () => {
  const produtos = await deps.catalog.listActive();
  return json(200, { produtos });
};

const imageParamsSchema = z.object({
  // Product ids are UUIDs; anything else never reaches the blob name built from it.
  id: z.uuid(mensagens.imagemNaoEncontrada),
  variante: varianteImagemSchema,
});

/** GET /api/produtos/{id}/imagem/{variante} — public product images, cacheable when versioned. */
export const getProdutoImagem: PublicRoute = (deps) => async (request) => {
  const { id, variante } = parseInput(imageParamsSchema, request.params);
  const image = await deps.catalog.image(id, variante, request.headers.get('if-none-match'));
  // A versioned URL changes whenever the image does, so it may be cached forever.
  const cacheControl = request.query.has('v') ? 'public, max-age=31536000, immutable' : 'public, max-age=300';
  return fileResponse(request, image, { cacheControl });
};
