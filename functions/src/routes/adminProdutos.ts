import { mensagensProdutoAdmin, produtoAdminRequestSchema } from '@portal/shared';
import * as z from 'zod/mini';
import { json, parseInput, readJson } from '../app/http.ts';
import type { SignedInRoute } from '../app/routeTypes.ts';
import { produtosDomain } from '../composition/produtos.ts';

// Product ids are UUIDs; anything else names no product.
const produtoParamsSchema = z.object({ id: z.uuid(mensagensProdutoAdmin.produtoNaoEncontrado) });

/** GET /api/admin/produtos — every product, active or not. */
export const getAdminProdutos: SignedInRoute = (platform) => async () =>
  json(200, { produtos: await produtosDomain(platform).produtosAdmin.list() });

/** POST /api/admin/produtos — the spec's JSON payload, images as base64. */
export const postAdminProduto: SignedInRoute =
  (platform) =>
  async (request, { user }) => {
    const produto = await produtosDomain(platform).produtosAdmin.create(
      user,
      await readJson(request, produtoAdminRequestSchema),
    );
    return json(201, { message: mensagensProdutoAdmin.criado, produto });
  };

/** PUT /api/admin/produtos/{id} — an edit or the activate/deactivate toggle; If-Match: the version seen. */
export const putAdminProduto: SignedInRoute =
  (platform) =>
  async (request, { user }) => {
    const { id } = parseInput(produtoParamsSchema, request.params);
    const pedido = await readJson(request, produtoAdminRequestSchema);
    return json(
      200,
      await produtosDomain(platform).produtosAdmin.update(user, id, pedido, request.headers.get('if-match')),
    );
  };

/** DELETE /api/admin/produtos/{id} — permanent, with the product's images. */
export const deleteAdminProduto: SignedInRoute =
  (platform) =>
  async (request, { user }) => {
    const { id } = parseInput(produtoParamsSchema, request.params);
    await produtosDomain(platform).produtosAdmin.remove(user, id, request.headers.get('if-match'));
    return json(200, { message: mensagensProdutoAdmin.deletado });
  };
