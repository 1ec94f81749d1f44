import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type RequestListener, type ServerResponse } from 'node:http';
import { Agent, createServer as createHttpsServer, request as httpsRequest } from 'node:https';
import { createRequire } from 'node:module';
import type { AddressInfo, Server, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { createHttpsServer as createCosmosServer } from '@vercel/cosmosdb-server';
import { seedProdutos } from '../../../../scripts/seed/produtos.ts';
import { startAzurite } from '../../../../scripts/stack/azurite.ts';
import { createEmailSink } from '../../../../scripts/stack/emailSink.ts';
import { freePort, type StartedProcess } from '../../../../scripts/stack/processes.ts';
import { prepareLocalResources } from '../../../src/app/localSetup.ts';
import type { Clock } from '../../../src/composition/platform.ts';
import type { OutboxDoc } from '../../../src/data/outbox/outboxRepository.ts';
import { startInProcessApi } from '../inProcessApi.ts';

/**
 * Private stand-ins for fault injection: the shared ones of the global setup serve other test files in
 * parallel and are never stopped here. Each helper starts its own instance on a free port.
 */

const listen = (server: Server, port = 0) =>
  new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });

const close = (server: Server & { closeAllConnections(): void }) =>
  new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });

/** One request to Cosmos as the proxy saw it. */
export interface RequisicaoCosmos {
  method: string;
  path: string;
  /** A transactional batch (`x-ms-cosmos-is-batch-request`). */
  lote: boolean;
  /** The container addressed (`/dbs/<db>/colls/<container>/…`), if any. */
  container: string | null;
  corpo: string;
}

/**
 * What the proxy does to a request instead of passing it on:
 * - `cair`: Cosmos stops — the proxy stops listening and cuts every connection, this request's too, so the
 *   request never reaches the database (like a process killed before it read it);
 * - `perderResposta`: the database serves the request but the connection is cut before the answer;
 * - `responder`: an answer of the proxy's own (a 429 with `x-ms-retry-after-ms`, say);
 * - `segurar`: the request waits (a slow database) until `ate` settles, then passes.
 */
export type FalhaCosmos =
  | { tipo: 'cair' }
  | { tipo: 'perderResposta' }
  | { tipo: 'segurar'; ate: Promise<unknown> }
  | { tipo: 'responder'; status: number; headers?: Record<string, string>; corpo?: unknown };

export const respostaThrottling: FalhaCosmos = {
  tipo: 'responder',
  status: 429,
  headers: { 'x-ms-retry-after-ms': '100', 'x-ms-substatus': '3200' },
  corpo: { code: 'TooManyRequests', message: 'Request rate is large.' },
};

const cosmosPackageDir = dirname(createRequire(import.meta.url).resolve('@vercel/cosmosdb-server/package.json'));

/**
 * A private @vercel/cosmosdb-server (in this process) behind an HTTPS proxy the test controls: `regra`
 * decides per request whether it passes or fails, `parar` stops Cosmos as seen from the API (connection
 * refused, connections cut) and `voltar` brings it back on the same address with its data intact.
 */
export async function startCosmosComFalhas() {
  const backend = createCosmosServer();
  const backendPort = await listen(backend);
  const backendAgent = new Agent({ rejectUnauthorized: false, keepAlive: true });
  const [cert, key] = await Promise.all([
    readFile(join(cosmosPackageDir, 'cert.pem')),
    readFile(join(cosmosPackageDir, 'key.pem')),
  ]);
  const sockets = new Set<Socket>();
  const vistos: RequisicaoCosmos[] = [];
  const state = {
    regra: null as ((pedido: RequisicaoCosmos) => FalhaCosmos | null) | null,
    parado: false,
  };

  const parar = async () => {
    state.parado = true;
    const fechado = new Promise<void>((resolve) => proxy.close(() => resolve()));
    for (const socket of sockets) socket.destroy();
    await fechado;
  };

  const encaminhar = async (request: IncomingMessage, response: ServerResponse) => {
    const corpo = await buffer(request);
    const container = /^\/dbs\/[^/]+\/colls\/([^/]+)/.exec(request.url ?? '')?.[1] ?? null;
    const pedido: RequisicaoCosmos = {
      method: request.method ?? 'GET',
      path: request.url ?? '/',
      lote: String(request.headers['x-ms-cosmos-is-batch-request']).toLowerCase() === 'true',
      container: container && decodeURIComponent(container),
      corpo: corpo.toString('utf8'),
    };
    vistos.push(pedido);
    const falha = state.regra?.(pedido) ?? null;
    if (falha?.tipo === 'segurar') await falha.ate.catch(() => undefined);
    if (falha?.tipo === 'cair') {
      await parar();
      return;
    }
    if (falha?.tipo === 'responder') {
      response.writeHead(falha.status, { 'content-type': 'application/json', ...falha.headers });
      response.end(JSON.stringify(falha.corpo ?? {}));
      return;
    }
    const upstream = httpsRequest(
      {
        host: '127.0.0.1',
        port: backendPort,
        method: request.method,
        path: request.url,
        headers: request.headers,
        agent: backendAgent,
      },
      (answer) => {
        if (falha?.tipo === 'perderResposta') {
          // Served and committed; the API never hears of it.
          answer.resume();
          answer.on('end', () => request.socket.destroy());
          return;
        }
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => request.socket.destroy());
    upstream.end(corpo);
  };
  const proxy = createHttpsServer({ cert, key }, (request, response) => {
    // A request whose connection `parar` cut while its body was read just ends.
    encaminhar(request, response).catch(() => request.socket.destroy());
  });
  proxy.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  const port = await listen(proxy);

  return {
    /** The endpoint the API is given (COSMOS_ENDPOINT). */
    endpoint: `https://127.0.0.1:${port}/`,
    /** Every request that reached the proxy, in order. */
    vistos,
    get parado() {
      return state.parado;
    },
    set regra(regra: ((pedido: RequisicaoCosmos) => FalhaCosmos | null) | null) {
      state.regra = regra;
    },
    parar,
    /** Cosmos is back, on the same port, with what it held. */
    async voltar() {
      if (!state.parado) return;
      await listen(proxy, port);
      state.parado = false;
    },
    async close() {
      state.regra = null;
      if (!state.parado) await close(proxy);
      backendAgent.destroy();
      await close(backend);
    },
  };
}
export type CosmosComFalhas = Awaited<ReturnType<typeof startCosmosComFalhas>>;

/**
 * A private Azurite (its own process, data in a temporary folder) that a test may stop for good: what the stack's
 * launcher starts, on a free port. Used where blob names would meet other files' (order numbers restart
 * at #1001 in every isolated database, and orders keep their logos under `pedidos/<number>/`).
 */
export async function startAzuritePrivado(settings: Record<string, string>) {
  const location = await mkdtemp(join(tmpdir(), 'portal-falhas-azurite-'));
  let processo: StartedProcess | null = null;
  let port = 0;
  for (let attempt = 1; processo === null; attempt++) {
    port = await freePort();
    try {
      processo = await startAzurite({ name: 'azurite-privado', port, location, quiet: true });
    } catch (error) {
      if (!(error instanceof Error && /EADDRINUSE/.test(error.message)) || attempt >= 3) throw error;
    }
  }
  const started = processo;
  const shared = settings.STORAGE_CONNECTION_STRING ?? '';
  return {
    /** The shared connection string with this instance's endpoint. */
    connectionString: shared.replace(
      /BlobEndpoint=http:\/\/127\.0\.0\.1:\d+\//,
      `BlobEndpoint=http://127.0.0.1:${port}/`,
    ),
    /** Azurite stopped: its port refuses connections. */
    parar: () => started.stop(),
    async close() {
      await started.stop();
      await rm(location, { recursive: true, force: true });
    },
  };
}
export type AzuritePrivado = Awaited<ReturnType<typeof startAzuritePrivado>>;

/**
 * The e-mail sink of the stack (scripts/stack/emailSink.ts) behind a front that can answer the next sends
 * with errors (`falhar(429, 429, 500…)`: one status per call, 429 with `Retry-After: 60` as ACS throttles)
 * and counts what it accepted per Operation-Id, so a message sent twice shows even though the sink keeps
 * one copy. `fechar`/`abrir` take it down and bring it back on the same port (connection refused meanwhile).
 * `limites` gives the sink a sending budget and a clock (emailSink.ts): past it the sink itself answers 429.
 */
export async function startSinkComFalhas(limites: Parameters<typeof createEmailSink>[0] = {}) {
  const sink = createEmailSink(limites);
  const entregar = sink.server.listeners('request')[0] as RequestListener;
  const falhas: number[] = [];
  const aceitos = new Map<string, number>();
  let tentativas = 0;
  const server = createServer((request, response) => {
    if (request.method === 'POST' && (request.url ?? '').startsWith('/emails:send')) {
      tentativas++;
      const status = falhas.shift();
      if (status !== undefined) {
        request.resume();
        response.writeHead(status, {
          'content-type': 'application/json',
          // A 503 names an hour, as a service in maintenance may: nothing may wait on it inside a request.
          ...(status === 429 ? { 'Retry-After': '60' } : status === 503 ? { 'Retry-After': '3600' } : {}),
        });
        response.end(JSON.stringify({ error: { code: status === 429 ? 'TooManyRequests' : 'InternalError' } }));
        return;
      }
      const id = String(request.headers['operation-id'] ?? '');
      response.on('finish', () => {
        if (response.statusCode === 202) aceitos.set(id, (aceitos.get(id) ?? 0) + 1);
      });
    }
    entregar(request, response);
  });
  const port = await listen(server);
  let aberto = true;
  return {
    url: `http://127.0.0.1:${port}`,
    /** EMAIL_CONNECTION_STRING for the API. */
    connectionString: `endpoint=http://127.0.0.1:${port}/;accesskey=${Buffer.from('falhas').toString('base64')}`,
    /** What the sink delivered, newest first (one per Operation-Id). */
    mensagens: sink.messages,
    /** Accepted sends per Operation-Id: 1 each when nothing was sent twice. */
    aceitos,
    get tentativas() {
      return tentativas;
    },
    /** The sink's own budget, like the service's rate limits (emailSink.ts). */
    limitar: sink.limitar,
    /** The next sends are answered with these statuses, one per call, in order. */
    falhar(...statuses: number[]) {
      falhas.push(...statuses);
    },
    async fechar() {
      aberto = false;
      await close(server);
    },
    async abrir() {
      await listen(server, port);
      aberto = true;
    },
    async close() {
      if (aberto) await close(server);
    },
  };
}
export type SinkComFalhas = Awaited<ReturnType<typeof startSinkComFalhas>>;

/**
 * The API in this process pointed at whichever private stand-ins the test gives (the others stay the shared
 * ones). With `isolada` (the default) on a database of its own, dropped on close, holding the seed's
 * catalogue without its images — what carts and orders need, without the seed's thumbnails and password
 * hashes (startIsolatedApi's full seed costs seconds on this machine); without it, on the shared seeded
 * database, whose order and ticket numbers no other database repeats.
 */
export async function startApiPrivada(
  settings: Record<string, string>,
  clock: Clock,
  { cosmos, storage, email }: { cosmos?: string; storage?: string; email?: string },
  { isolada = true }: { isolada?: boolean } = {},
) {
  const overrides = {
    ...settings,
    ...(cosmos ? { COSMOS_ENDPOINT: cosmos } : {}),
    ...(storage ? { STORAGE_CONNECTION_STRING: storage } : {}),
    ...(email ? { EMAIL_CONNECTION_STRING: email } : {}),
  };
  if (!isolada) {
    const api = await startInProcessApi(overrides, clock);
    // A private Azurite starts empty.
    if (storage) await api.deps.blobs.ensureContainers();
    return api;
  }
  const api = await startInProcessApi({ ...overrides, COSMOS_DATABASE: `falhas-${randomUUID().slice(0, 8)}` }, clock);
  await prepareLocalResources(api.deps.platform);
  const agora = clock.now().toISOString();
  for (const { nome, descricao, preco, tamanhos, ativo } of seedProdutos) {
    await api.deps.produtos.create({
      id: randomUUID(),
      nome,
      descricao,
      preco,
      tamanhos,
      ativo,
      imagem: null,
      guia_tamanho: null,
      created_at: agora,
      updated_at: agora,
      estoque: null,
      movimentos_estoque: [],
    });
  }
  return {
    ...api,
    async close() {
      await api.deps.cosmos.database.delete();
      await api.close();
    },
  };
}
export type ApiPrivada = Awaited<ReturnType<typeof startApiPrivada>>;

/** How many documents of each kind a user's partition holds (order or ticket, idempotency, outbox). */
export async function documentosDe(api: ApiPrivada, container: 'pedidos' | 'chamados', userId: string) {
  const { resources } = await api.deps.cosmos.containers[container].items
    .query<{ tipo: string }>({
      query: 'SELECT c.tipo FROM c WHERE c.userId = @u',
      parameters: [{ name: '@u', value: userId }],
    })
    .fetchAll();
  const contagem: Record<string, number> = {};
  for (const { tipo } of resources) contagem[tipo] = (contagem[tipo] ?? 0) + 1;
  return contagem;
}

/** A user's outbox records, beside their orders and tickets. */
export async function registrosOutbox(api: ApiPrivada, userId: string) {
  const porContainer = await Promise.all(
    (['pedidos', 'chamados'] as const).map(async (container) => {
      const { resources } = await api.deps.cosmos.containers[container].items
        .query<OutboxDoc>({
          query: "SELECT * FROM c WHERE c.tipo = 'outbox' AND c.userId = @u",
          parameters: [{ name: '@u', value: userId }],
        })
        .fetchAll();
      return resources;
    }),
  );
  return porContainer.flat();
}

/** A request whose answer is read whole: status, JSON body and the Retry-After header. */
export async function enviar(url: string, init: RequestInit) {
  const response = await fetch(url, init);
  return {
    status: response.status,
    body: (await response.json().catch(() => null)) as Record<string, unknown> | null,
    retryAfter: response.headers.get('retry-after'),
  };
}
