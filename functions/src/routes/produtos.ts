import { mensagens, varianteImagemSchema } from '@portal/shared';
import { z } from 'zod';
import { json, parseInput } from '../app/http.ts';
import type { RouteFactory } from '../app/routeTypes.ts';

/** GET /api/produtos — public list of active products. */
export const listProdutos: RouteFactory = (deps) => async () => {
  const produtos = await deps.catalog.listActive();
  return json(200, { produtos });
};

const imageParamsSchema = z.object({
  // Product ids are UUIDs; anything else never reaches the blob name built from it.
  id: z.uuid(mensagens.imagemNaoEncontrada),
  variante: varianteImagemSchema,
});

/** GET /api/produtos/{id}/imagem/{variante} — public product images, cacheable when versioned. */
export const getProdutoImagem: RouteFactory = (deps) => async (request) => {
  const { id, variante } = parseInput(imageParamsSchema, request.params);
  const image = await deps.catalog.image(id, variante);
  const versioned = request.query.has('v');
  return {
    status: 200,
    body: image.content,
    headers: {
      'Content-Type': image.contentType,
      'Content-Length': String(image.content.length),
      ETag: image.etag,
      'Cache-Control': versioned ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
      'X-Content-Type-Options': 'nosniff',
    },
  };
};
