/**
 * The Cosmos SDK calls under each request the load bench sends, made bare: no HTTP, no token check, no
 * validation or mapping, only the SDK calls the portal's services make for that request, in the same
 * order and with the same concurrency between them. Queries are the portal's own, recorded from one
 * request (cosmosCalls.ts); point reads and writes are written out here, and loadBench.ts checks that
 * they are the portal's call for call before it times anything. Inputs are plain JSON: they travel to
 * the bare driver process (bareDriver.ts).
 */
import { randomUUID } from 'node:crypto';
import type { JSONObject, OperationInput, PatchOperation } from '@azure/cosmos';
import { type CarrinhoDoc, carrinhoCom } from '../../functions/src/data/carrinho/carrinhosRepository.ts';
import type { Containers } from '../../functions/src/data/cosmos.ts';
import type { CosmosCall } from './cosmosCalls.ts';

export interface UsuarioBare {
  id: string;
  username: string;
  email: string;
}

/** The documents one order placement writes, from a request the portal served; ids are replaced. */
export interface PedidoTemplate {
  order: Record<string, unknown>;
  outbox: Record<string, unknown>;
  log: Record<string, unknown>;
}

export type BareScenario =
  /**
   * A read: the session's user read (when signed in), the user's cart read when `carrinho` (GET /api/carrinho prices
   * it), then the recorded queries all at once.
   */
  | { kind: 'consulta'; userId: string | null; carrinho: boolean; queries: CosmosCall[] }
  /** One item added to the cart; each client moves to the next user after `perUser` adds. */
  | {
      kind: 'carrinho';
      users: string[];
      perUser: number;
      produtoId: string;
      tamanho: string | null;
      queries: CosmosCall[];
    }
  /** An order placed from a filled cart; every request takes the next user. */
  | { kind: 'pedido'; users: UsuarioBare[]; template: PedidoTemplate; queries: CosmosCall[] };

const containerOf = (containers: Containers, name: string) => {
  const container = containers[name as keyof Containers];
  if (!container) throw new Error(`no container ${name}`);
  return container;
};

/** A recorded query sent again: a paged query (the data layer gives those a page size) fetches one page. */
export async function replayQuery(containers: Containers, call: CosmosCall): Promise<void> {
  if (!call.query) throw new Error(`${call.container}.${call.operation} is not a query`);
  const iterator = containerOf(containers, call.container).items.query(call.query, call.options ?? {});
  await (call.options?.maxItemCount === undefined ? iterator.fetchAll() : iterator.fetchNext());
}

const ifMatch = (etag: string | undefined) => ({ accessCondition: { type: 'IfMatch', condition: etag ?? '' } });

/** A user's cart: the `carrinho` item of their partition of `pedidos` (carrinhosRepository.ts). */
const cartId = 'carrinho';

/** Hands out users in turn; past the end it fails, so a run never reuses one silently. */
function userQueue<T>(users: T[]) {
  let next = 0;
  return () => {
    const user = users[next++];
    if (user === undefined) throw new Error(`user pool of ${users.length} exhausted`);
    return user;
  };
}

/**
 * The bare operation of a scenario, called as `operation(client)`; `client` is the index of the
 * concurrent loop calling it (the cart keeps one user per client, as one autocannon connection does).
 */
export function bareOperation(containers: Containers, scenario: BareScenario): (client: number) => Promise<void> {
  const { usuarios, produtos, pedidos, logs, outbox: outboxContainer } = containers;
  const readUser = async (userId: string) => {
    await usuarios.item(userId, userId).read();
  };
  const readProducts = () => Promise.all(scenario.queries.map((call) => replayQuery(containers, call)));

  if (scenario.kind === 'consulta') {
    const { userId, carrinho } = scenario;
    return async () => {
      if (userId) await readUser(userId);
      if (userId && carrinho) await pedidos.item(cartId, userId).read();
      await readProducts();
    };
  }

  if (scenario.kind === 'carrinho') {
    const nextUser = userQueue(scenario.users);
    const clients = new Map<number, { userId: string; adds: number }>();
    return async (client) => {
      let state = clients.get(client);
      if (!state || state.adds >= scenario.perUser) {
        state = { userId: nextUser(), adds: 0 };
        clients.set(client, state);
      }
      state.adds++;
      const { userId } = state;
      await readUser(userId);
      // The product, then the cart's read-modify-write under its ETag.
      await produtos.item(scenario.produtoId, scenario.produtoId).read();
      const { resource, etag } = await pedidos.item(cartId, userId).read<CarrinhoDoc>();
      const now = new Date().toISOString();
      const itens = resource?.itens ?? [];
      const same = itens.find((item) => item.produto_id === scenario.produtoId && item.tamanho === scenario.tamanho);
      const next = carrinhoCom(
        userId,
        same
          ? itens.map((item) => (item === same ? { ...item, quantidade: item.quantidade + 1 } : item))
          : [...itens, { id: randomUUID(), produto_id: scenario.produtoId, quantidade: 1, tamanho: scenario.tamanho }],
        now,
      );
      if (resource) await pedidos.item(cartId, userId).replace(next, ifMatch(etag));
      else await pedidos.items.create(next);
      // The answer: the cart read again and priced from its products.
      await pedidos.item(cartId, userId).read();
      await readProducts();
    };
  }

  const nextUser = userQueue(scenario.users);
  const { template } = scenario;
  return async () => {
    const user = nextUser();
    const key = randomUUID();
    const idemId = `idem-${key}`;
    await readUser(user.id);
    // No order yet under this key.
    await pedidos.item(idemId, user.id).read();
    // The cart, priced from its products.
    const { resource: cart, etag: cartEtag } = await pedidos.item(cartId, user.id).read<CarrinhoDoc>();
    if (!cart || cart.itens.length === 0) throw new Error(`cart of ${user.id} empty`);
    await readProducts();
    const increment: PatchOperation[] = [{ op: 'incr', path: '/valor', value: 1 }];
    const { resource: counter } = await pedidos
      .item('sequencia-pedidos', '__sistema__')
      .patch<{ valor: number }>(increment);
    if (!counter) throw new Error('order counter missing');
    const numero = counter.valor;
    const id = String(numero);
    const now = new Date().toISOString();
    const order = {
      ...template.order,
      id,
      userId: user.id,
      numero,
      created_at: now,
      updated_at: now,
      user: { username: user.username, email: user.email },
      cliente_chave: user.username.toLowerCase(),
      itens_carrinho: cart.itens.map((item) => item.id),
      historico_status: [{ status: 'Pendente de Aprovação', por: user.username, em: now, motivo: null }],
    };
    const outbox = {
      ...template.outbox,
      id: randomUUID(),
      userId: user.id,
      origem: { tipo: 'pedido', id },
      proxima_tentativa: now,
      created_at: now,
    };
    // The cart consumed at the version priced, then the key's record, the order and its e-mail: one batch.
    const consumed = { ...carrinhoCom(user.id, [], now), finalizado_no_pedido: numero };
    const operations: OperationInput[] = [
      {
        operationType: 'Replace',
        id: cartId,
        partitionKey: user.id,
        ifMatch: cartEtag,
        resourceBody: consumed as unknown as JSONObject,
      },
      ...[{ id: idemId, tipo: 'idempotencia', userId: user.id, pedidoId: id, created_at: now }, order, outbox].map(
        (resourceBody): OperationInput => ({ operationType: 'Create', resourceBody: resourceBody as JSONObject }),
      ),
    ];
    const batch = await pedidos.items.batch(operations, user.id);
    const failed = (batch.result ?? []).find((result) => result.statusCode >= 300);
    if (failed || batch.result?.length !== operations.length) throw new Error(`batch failed (${failed?.statusCode})`);
    await logs.items.create({
      ...template.log,
      id: randomUUID(),
      usuario: user.username,
      usuarioId: user.id,
      usuarioEmail: user.email,
      created_at: now,
    });
    // The e-mail: the service's pause read (none), a lease on the outbox record, then the record marked sent (the
    // send itself is no SDK call).
    await outboxContainer.item('pausa-envio', 'pausa-envio').read();
    const { resource: record, etag: recordEtag } = await pedidos.item(outbox.id, user.id).read();
    const lease = { ...record, status: 'enviando', lease_ate: new Date(Date.now() + 120_000).toISOString() };
    const leased = await pedidos.item(outbox.id, user.id).replace(lease, ifMatch(recordEtag));
    const sent = { ...lease, status: 'enviado', tentativas: 1, enviado_em: new Date().toISOString(), lease_ate: null };
    await pedidos.item(outbox.id, user.id).replace(sent, ifMatch(leased.etag));
  };
}
