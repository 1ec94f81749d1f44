import { adicionarItemSchema, atualizarItemSchema, mensagensCarrinho } from '@portal/shared';
import * as z from 'zod';
import { json, parseInput, readJson } from '../app/http.ts';
import type { SignedInRoute } from '../app/routeTypes.ts';

const itemParamsSchema = z.object({ id: z.uuid(mensagensCarrinho.itemNaoEncontrado) });

/** GET /api/carrinho */
export const getCarrinho: SignedInRoute =
  (deps) =>
  async (_request, { user }) =>
    json(200, await deps.carrinho.view(user.id));

/** POST /api/carrinho — add a product (with its size when it has sizes). */
export const postCarrinho: SignedInRoute =
  (deps) =>
  async (request, { user }) => {
    await deps.carrinho.add(user.id, await readJson(request, adicionarItemSchema));
    return json(201, await deps.carrinho.view(user.id));
  };

/** PUT /api/carrinho/{id} — set the quantity; 0 or less removes the item. */
export const putCarrinhoItem: SignedInRoute =
  (deps) =>
  async (request, { user }) => {
    const { id } = parseInput(itemParamsSchema, request.params);
    const { quantidade } = await readJson(request, atualizarItemSchema);
    await deps.carrinho.update(user.id, id, quantidade);
    return json(200, await deps.carrinho.view(user.id));
  };

/** DELETE /api/carrinho/{id} */
export const deleteCarrinhoItem: SignedInRoute =
  (deps) =>
  async (request, { user }) => {
    const { id } = parseInput(itemParamsSchema, request.params);
    await deps.carrinho.remove(user.id, id);
    return json(200, await deps.carrinho.view(user.id));
  };

/** DELETE /api/carrinho — empty the cart. */
export const deleteCarrinho: SignedInRoute =
  (deps) =>
  async (_request, { user }) => {
    await deps.carrinho.clear(user.id);
    return json(200, await deps.carrinho.view(user.id));
  };
