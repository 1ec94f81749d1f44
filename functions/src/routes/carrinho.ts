import { adicionarItemSchema, atualizarItemSchema, mensagensCarrinho } from '@portal/shared';
import * as z from 'zod/mini';
import { json, parseInput, readJson } from '../app/http.ts';
import type { SignedInRoute } from '../app/routeTypes.ts';
import { carrinhoDomain } from '../composition/carrinho.ts';

const itemParamsSchema = z.object({ id: z.uuid(mensagensCarrinho.itemNaoEncontrado) });

/** GET /api/carrinho */
export const getCarrinho: SignedInRoute =
  (platform) =>
  async (_request, { user }) =>
    json(200, await carrinhoDomain(platform).carrinho.view(user.id));

/** POST /api/carrinho — add a product (with its size when it has sizes). */
export const postCarrinho: SignedInRoute =
  (platform) =>
  async (request, { user }) => {
    await carrinhoDomain(platform).carrinho.add(user.id, await readJson(request, adicionarItemSchema));
    return json(201, await carrinhoDomain(platform).carrinho.view(user.id));
  };

/** PUT /api/carrinho/{id} — set the quantity; 0 or less removes the item. */
export const putCarrinhoItem: SignedInRoute =
  (platform) =>
  async (request, { user }) => {
    const { id } = parseInput(itemParamsSchema, request.params);
    const { quantidade } = await readJson(request, atualizarItemSchema);
    await carrinhoDomain(platform).carrinho.update(user.id, id, quantidade);
    return json(200, await carrinhoDomain(platform).carrinho.view(user.id));
  };

/** DELETE /api/carrinho/{id} */
export const deleteCarrinhoItem: SignedInRoute =
  (platform) =>
  async (request, { user }) => {
    const { id } = parseInput(itemParamsSchema, request.params);
    await carrinhoDomain(platform).carrinho.remove(user.id, id);
    return json(200, await carrinhoDomain(platform).carrinho.view(user.id));
  };

/** DELETE /api/carrinho — empty the cart. */
export const deleteCarrinho: SignedInRoute =
  (platform) =>
  async (_request, { user }) => {
    await carrinhoDomain(platform).carrinho.clear(user.id);
    return json(200, await carrinhoDomain(platform).carrinho.view(user.id));
  };
