import { randomUUID } from 'node:crypto';
import {
  chamadoCriadoResponseSchema,
  mensagens,
  mensagensConsultas,
  mensagensPedidos,
  pedidoCriadoResponseSchema,
} from '@portal/shared';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { corpoChamado, notasEmitida, pdf } from '../chamadoDeTeste.ts';
import { manualClock } from '../inProcessApi.ts';
import { baseForm, comprarEm, logoPng, multipart, upload, uploadsAbertos } from '../requisicoesPedido.ts';
import { call, signedIn, testPassword } from '../usuariosDeTeste.ts';
import {
  type ApiPrivada,
  type AzuritePrivado,
  type CosmosComFalhas,
  documentosDe,
  enviar,
  type RequisicaoCosmos,
  respostaThrottling,
  type SinkComFalhas,
  startApiPrivada,
  startAzuritePrivado,
  startCosmosComFalhas,
  startSinkComFalhas,
} from './standIns.ts';

/**
 * Cosmos failing under a request: a private cosmosdb-server behind a proxy that stops it, loses an answer,
 * holds a request or throttles, with a private Azurite (order logos are named by order number, which
 * restarts at #1001 in every database) and a private e-mail sink. The stand-in never throttles, so the 429s
 * are the proxy's own answers in Cosmos's shape (x-ms-retry-after-ms, substatus 3200); everything else is the
 * real stand-in reached through the real SDK.
 */
const settings = inject('settings');
const clock = manualClock();
const indisponivel = { status: 503, body: { message: mensagens.servicoIndisponivel }, retryAfter: '5' };

let cosmos: CosmosComFalhas;
let azurite: AzuritePrivado;
let sink: SinkComFalhas;
let api: ApiPrivada;
let shop: Awaited<ReturnType<typeof comprarEm>>;
let png: Buffer;

beforeAll(async () => {
  [cosmos, azurite, sink, png] = await Promise.all([
    startCosmosComFalhas(),
    startAzuritePrivado(settings),
    startSinkComFalhas(),
    logoPng(),
  ]);
  api = await startApiPrivada(settings, clock, {
    cosmos: cosmos.endpoint,
    storage: azurite.connectionString,
    email: sink.connectionString,
  });
  shop = await comprarEm(api);
});
afterEach(async () => {
  cosmos.regra = null;
  await cosmos.voltar();
});
afterAll(async () => {
  await api?.close();
  await Promise.all([cosmos?.close(), azurite?.close(), sink?.close()]);
});

const comLogo = () =>
  multipart({ ...baseForm(), logo_extra: { produtos: 'Camisetas', entende_alteracao_valor: true } }, [
    { name: 'logo.png', content: png },
  ]);
const pedir = (headers: Record<string, string>, key: string) =>
  enviar(`${api.url}/pedidos`, { method: 'POST', headers: { ...headers, 'idempotency-key': key }, body: comLogo() });
const logos = async () => (await api.deps.blobs.list('pedidos', '')).map(({ name }) => name).sort();
const itensNoCarrinho = async (headers: Record<string, string>) =>
  (await call(`${api.url}/carrinho`, 'GET', headers)).body?.quantidade_total;
const emailsPara = (to: string) => sink.mensagens.filter((mensagem) => mensagem.to === to);
const loteEm = (container: string) => (pedido: RequisicaoCosmos) => pedido.lote && pedido.container === container;

describe('Cosmos stopped mid-request', () => {
  it("between the order's reads and its batch: 503 in pt-BR with Retry-After, no order, the logo copy kept (a cut cannot be told from a lost answer); the same key places exactly one once it is back", async () => {
    const { user, headers } = await shop.shopperWithCart();
    const antes = await logos();
    const key = randomUUID();
    cosmos.regra = (pedido) => (loteEm('pedidos')(pedido) ? { tipo: 'cair' } : null);

    expect(await pedir(headers, key)).toEqual(indisponivel);
    expect(cosmos.parado).toBe(true);
    // Whatever needs the database answers the same meanwhile. The batch's connection was cut: the API cannot tell it
    // from an answer lost after a commit, so the logo copied before it stays (decision 87), under the number it drew.
    expect(await enviar(`${api.url}/carrinho`, { headers })).toEqual(indisponivel);
    const copiaDaTentativa = (await logos()).filter((logo) => !antes.includes(logo));
    expect(copiaDaTentativa).toEqual([expect.stringMatching(/^\d+\/logo-1\.png$/)]);

    cosmos.regra = null;
    await cosmos.voltar();
    expect(await documentosDe(api, 'pedidos', user.id)).toEqual({ carrinho: 1 });
    expect(await itensNoCarrinho(headers)).toBe(3);

    const retry = await pedir(headers, key);
    expect(retry.status).toBe(201);
    const { pedido } = pedidoCriadoResponseSchema.parse(retry.body);
    const replay = await pedir(headers, key);
    expect(replay.status).toBe(200);
    expect(pedidoCriadoResponseSchema.parse(replay.body).pedido.id).toBe(pedido.id);
    expect(await documentosDe(api, 'pedidos', user.id)).toEqual({ pedido: 1, idempotencia: 1, outbox: 1, carrinho: 1 });
    expect(await logos()).toEqual([...antes, ...copiaDaTentativa, `${pedido.id}/logo-1.png`].sort());
    expect(emailsPara(user.email).map(({ subject }) => subject)).toEqual([
      `Pedido #${pedido.id} recebido — Portal do Franqueado`,
    ]);
    expect(await itensNoCarrinho(headers)).toBe(0);
  });

  it('killed during a ticket filing: 503, no ticket, its copies kept (a cut cannot be told from a lost answer), the upload kept for the retry, which files exactly one', async () => {
    const { user, headers: sessao } = await signedIn(api);
    const headers = { ...sessao, 'X-User-Email': user.email };
    const enviado = await upload(api, headers, 'anexo-chamado', 'referencia.pdf', pdf);
    const uploadId = 'uploadId' in enviado ? String(enviado.uploadId) : '';
    const key = randomUUID();
    const abrir = () =>
      enviar(`${api.url}/support/contact`, {
        method: 'POST',
        headers: { ...headers, 'Idempotency-Key': key },
        body: corpoChamado(notasEmitida, { anexos: [{ nome: 'nota.pdf', bytes: pdf }], uploadIds: [uploadId] }),
      });
    cosmos.regra = (pedido) => (loteEm('chamados')(pedido) ? { tipo: 'cair' } : null);

    expect(await abrir()).toEqual(indisponivel);
    expect(cosmos.parado).toBe(true);
    // The batch's connection was cut: what it would have kept cannot be told from what it dropped, so the copies it
    // made stay (decision 87); the upload stays for the retry.
    const copiasDaTentativa = (await api.deps.blobs.list('chamados', `${user.id}/`)).map(({ name }) => name);
    expect(copiasDaTentativa).toHaveLength(2);
    expect(await uploadsAbertos(api.deps.blobs, `${user.id}/`)).toHaveLength(1);

    cosmos.regra = null;
    await cosmos.voltar();
    expect(await documentosDe(api, 'chamados', user.id)).toEqual({});

    const retry = await abrir();
    expect(retry.status).toBe(201);
    const { chamado } = chamadoCriadoResponseSchema.parse(retry.body);
    expect(chamado.anexos.map(({ nome }) => nome)).toEqual(['nota.pdf', 'referencia.pdf']);
    const replay = await abrir();
    expect(replay.status).toBe(200);
    expect(chamadoCriadoResponseSchema.parse(replay.body).chamado.protocolo).toBe(chamado.protocolo);
    expect(await documentosDe(api, 'chamados', user.id)).toEqual({ chamado: 1, idempotencia: 1, outbox: 2 });
    expect((await api.deps.blobs.list('chamados', `${user.id}/`)).map(({ name }) => name).sort()).toEqual(
      [...copiasDaTentativa, `${user.id}/${chamado.id}/anexo-1.pdf`, `${user.id}/${chamado.id}/anexo-2.pdf`].sort(),
    );
    expect(await uploadsAbertos(api.deps.blobs, `${user.id}/`)).toEqual([]);
    expect(emailsPara(user.email).map(({ subject }) => subject)).toEqual([
      `Chamado ${chamado.protocolo} recebido — Portal do Franqueado`,
    ]);
    expect(
      emailsPara(settings.SUPPORT_MAILBOX ?? '').filter(({ subject }) => subject.includes(`${chamado.protocolo}:`)),
    ).toHaveLength(1);
  });

  it('the batch committed but its answer lost: the order stands whole, logo included, and the retry gets it', async () => {
    const { user, headers } = await shop.shopperWithCart();
    const key = randomUUID();
    cosmos.regra = (pedido) => (loteEm('pedidos')(pedido) ? { tipo: 'perderResposta' } : null);
    const primeira = await pedir(headers, key);
    cosmos.regra = null;
    expect(primeira.status).toBe(201);

    const retry = await pedir(headers, key);
    expect(retry.status).toBe(200);
    const { pedido } = pedidoCriadoResponseSchema.parse(retry.body);
    expect(await documentosDe(api, 'pedidos', user.id)).toEqual({ pedido: 1, idempotencia: 1, outbox: 1, carrinho: 1 });
    const imagem = await fetch(`${api.url}/pedidos/${pedido.id}/logo/0`, { headers });
    expect(imagem.status).toBe(200);
    expect(Buffer.from(await imagem.arrayBuffer()).equals(png)).toBe(true);
    expect(emailsPara(user.email)).toHaveLength(1);
    expect(await itensNoCarrinho(headers)).toBe(0);
  });
});

describe('Cosmos answering 429', () => {
  it('the SDK retries a throttled request: with every request throttled once, the order is placed once', async () => {
    const { user, headers } = await shop.shopperWithCart();
    const throttled = new Set<string>();
    cosmos.regra = ({ method, path, corpo }) => {
      const pedido = `${method} ${path} ${corpo}`;
      if (throttled.has(pedido)) return null;
      throttled.add(pedido);
      return respostaThrottling;
    };
    const placed = await pedir(headers, randomUUID());
    cosmos.regra = null;
    expect(placed.status).toBe(201);
    // Reads, the order number's counter and the batch were each answered 429 first.
    expect(throttled.size).toBeGreaterThanOrEqual(4);
    expect([...throttled].some((pedido) => pedido.startsWith('PATCH '))).toBe(true);
    expect(await documentosDe(api, 'pedidos', user.id)).toEqual({ pedido: 1, idempotencia: 1, outbox: 1, carrinho: 1 });
    expect(emailsPara(user.email)).toHaveLength(1);
  });

  it('when Cosmos keeps answering 429 the API gives up with 503 in pt-BR: nothing half-written, no logo left; the same key works afterwards', async () => {
    const { user, headers } = await shop.shopperWithCart();
    const antes = await logos();
    const desde = cosmos.vistos.length;
    const key = randomUUID();
    cosmos.regra = (pedido) => (loteEm('pedidos')(pedido) ? respostaThrottling : null);

    expect(await pedir(headers, key)).toEqual(indisponivel);
    // The first try and the SDK's three retries.
    expect(cosmos.vistos.slice(desde).filter(loteEm('pedidos'))).toHaveLength(4);
    expect(await documentosDe(api, 'pedidos', user.id)).toEqual({ carrinho: 1 });
    expect(await logos()).toEqual(antes);
    expect(await itensNoCarrinho(headers)).toBe(3);
    // A point read throttled past the SDK's retries says the same (Cosmos's ErrorResponse carries `code: 429`).
    cosmos.regra = () => respostaThrottling;
    expect(await enviar(`${api.url}/carrinho`, { headers })).toEqual(indisponivel);

    cosmos.regra = null;
    const retry = await pedir(headers, key);
    expect(retry.status).toBe(201);
    expect(await documentosDe(api, 'pedidos', user.id)).toEqual({ pedido: 1, idempotencia: 1, outbox: 1, carrinho: 1 });
    expect(emailsPara(user.email)).toHaveLength(1);
  });
});

describe("Cosmos failing the sign-in and upload counters ('codigos')", () => {
  it('answers 503 in pt-BR with Retry-After: no session and no upload URL without their count; both work once it is back', async () => {
    const { user, headers } = await signedIn(api);
    const senha = { username: user.username, password: testPassword };
    const pedidoDeUpload = { finalidade: 'anexo-chamado', nome: 'nota.pdf', tamanho: pdf.length, tipo: '' };
    const naJanela = (pedido: RequisicaoCosmos) => pedido.container === 'codigos';
    const enviarJson = (caminho: string, corpo: unknown, extras: Record<string, string> = {}) =>
      enviar(`${api.url}${caminho}`, {
        method: 'POST',
        headers: { ...extras, 'content-type': 'application/json' },
        body: JSON.stringify(corpo),
      });

    for (const falha of [respostaThrottling, { tipo: 'perderResposta' } as const]) {
      cosmos.regra = (pedido) => (naJanela(pedido) ? falha : null);
      expect(await enviarJson('/login', senha), falha.tipo).toEqual(indisponivel);
      expect(await enviarJson('/uploads', pedidoDeUpload, headers), falha.tipo).toEqual(indisponivel);
    }
    expect(await uploadsAbertos(api.deps.blobs, `${user.id}/`)).toEqual([]);

    cosmos.regra = null;
    expect((await enviarJson('/login', senha)).status).toBe(200);
    expect((await enviarJson('/uploads', pedidoDeUpload, headers)).status).toBe(201);
  });

  it('the export answers 503 in pt-BR with Retry-After when its first page cannot be read, never a 200 cut short', async () => {
    const { headers } = await signedIn(api, 'admin');
    cosmos.regra = (pedido) => (pedido.method === 'POST' && pedido.container === 'pedidos' ? respostaThrottling : null);
    expect(await enviar(`${api.url}/admin/exportacao-pedidos`, { headers })).toEqual(indisponivel);
    cosmos.regra = null;
    const depois = await enviar(`${api.url}/admin/exportacao-pedidos`, { headers });
    expect(depois.status).toBe(200);
  });
});

/** A promise with its resolver, to hold a request in the proxy until the test lets it go. */
function sinal() {
  let soltar: () => void = () => undefined;
  const solto = new Promise<void>((resolve) => {
    soltar = resolve;
  });
  return { solto, soltar };
}

/** The first `quantas` of `promessas` to settle, in the order they did. */
function primeiras<T>(promessas: readonly Promise<T>[], quantas: number): Promise<T[]> {
  return new Promise((resolve, reject) => {
    const chegadas: T[] = [];
    for (const promessa of promessas) {
      promessa.then((valor) => {
        chegadas.push(valor);
        if (chegadas.length === quantas) resolve([...chegadas]);
      }, reject);
    }
  });
}

describe('a flood of heavy requests from one user', () => {
  it('the dashboard held slow by the database: 25 at once, the refused ones never reach it (not even the session read)', async () => {
    const { user, headers } = await signedIn(api, 'admin');
    const leituraDoUsuario = (pedido: RequisicaoCosmos) =>
      pedido.method === 'GET' && pedido.container === 'usuarios' && pedido.path.endsWith(`/docs/${user.id}`);
    // Every query waits until all 25 requests have been answered or admitted: the admitted ones stay running.
    const banco = sinal();
    cosmos.regra = (pedido) =>
      pedido.method === 'POST' && pedido.container === 'pedidos' ? { tipo: 'segurar', ate: banco.solto } : null;
    const desde = cosmos.vistos.length;
    const respostas = Array.from({ length: 25 }, () => enviar(`${api.url}/admin/dashboard`, { headers }));
    // The first 23 answers arrive while the database still holds the admitted requests (not within a time, which a
    // busy machine may exceed): each one a refusal. Were a refusal to wait for the database, they would never all come.
    const recusadas = await primeiras(respostas, 23);
    banco.soltar();
    cosmos.regra = null;
    const todas = await Promise.all(respostas);
    const servidas = todas.filter(({ status }) => status === 200);
    expect(
      todas
        .filter(({ status }) => status !== 200)
        .map(({ status, body, retryAfter }) => ({ status, body, retryAfter })),
    ).toEqual(
      Array.from({ length: 25 - servidas.length }, () => ({
        status: 429,
        body: { message: mensagensConsultas.muitasAoMesmoTempo },
        retryAfter: '2',
      })),
    );
    expect(servidas.length).toBe(2);
    expect(recusadas.map(({ status }) => status)).toEqual(Array.from({ length: 23 }, () => 429));
    expect(cosmos.vistos.slice(desde).filter(leituraDoUsuario)).toHaveLength(2);
  });
});

describe('the cart changing under a checkout', () => {
  it("an item added (another tab) between the order's read of the cart and its batch: 409 in pt-BR, nothing written, no logo left, the cart keeps both", async () => {
    const { user, headers } = await shop.shopperWithCart();
    const antes = await logos();
    const lote = sinal();
    const loteChegou = sinal();
    cosmos.regra = (pedido) => {
      if (!loteEm('pedidos')(pedido)) return null;
      cosmos.regra = null;
      loteChegou.soltar();
      return { tipo: 'segurar', ate: lote.solto };
    };
    const pedido = pedir(headers, randomUUID());
    await loteChegou.solto;
    const bone = { produto_id: shop.byName('Boné Trucker').id, quantidade: 1 };
    expect((await call(`${api.url}/carrinho`, 'POST', headers, bone)).status).toBe(201);
    lote.soltar();

    expect(await pedido).toEqual({ status: 409, body: { message: mensagensPedidos.carrinhoMudou }, retryAfter: null });
    expect(await documentosDe(api, 'pedidos', user.id)).toEqual({ carrinho: 1 });
    expect(await logos()).toEqual(antes);
    expect(await itensNoCarrinho(headers)).toBe(4);
    expect(emailsPara(user.email)).toEqual([]);
    // Checked again, the cart as it is now is one order.
    expect((await pedir(headers, randomUUID())).status).toBe(201);
    expect(await itensNoCarrinho(headers)).toBe(0);
  });
});

describe('a retry arriving while the first request is mid-flight (same Idempotency-Key)', () => {
  it('the order: the retry that checked the key before the first committed still answers with the order, not an empty cart', async () => {
    const { user, headers } = await shop.shopperWithCart();
    const key = randomUUID();
    const lote = sinal();
    const loteChegou = sinal();
    const carrinho = sinal();
    const carrinhoChegou = sinal();
    let fase = 0;
    // The first request's batch waits; the retry's cart read (its first step after the key check) waits until
    // the first has committed and emptied the cart.
    cosmos.regra = (pedido) => {
      if (fase === 0 && loteEm('pedidos')(pedido)) {
        fase = 1;
        loteChegou.soltar();
        return { tipo: 'segurar', ate: lote.solto };
      }
      if (fase === 1 && pedido.method === 'GET' && pedido.path.endsWith('/docs/carrinho')) {
        fase = 2;
        carrinhoChegou.soltar();
        return { tipo: 'segurar', ate: carrinho.solto };
      }
      return null;
    };
    const primeira = pedir(headers, key);
    await loteChegou.solto;
    const segunda = pedir(headers, key);
    await carrinhoChegou.solto;
    lote.soltar();
    expect((await primeira).status).toBe(201);
    carrinho.soltar();
    const retry = await segunda;
    expect(retry.status).toBe(200);
    expect(await documentosDe(api, 'pedidos', user.id)).toEqual({ pedido: 1, idempotencia: 1, outbox: 1, carrinho: 1 });
  });

  it('the ticket: the retry that checked the key before the first committed still answers with the ticket, not a missing upload', async () => {
    const { user, headers: sessao } = await signedIn(api);
    const headers = { ...sessao, 'X-User-Email': user.email };
    const enviado = await upload(api, headers, 'anexo-chamado', 'referencia.pdf', pdf);
    const uploadId = 'uploadId' in enviado ? String(enviado.uploadId) : '';
    const key = randomUUID();
    const abrir = () =>
      enviar(`${api.url}/support/contact`, {
        method: 'POST',
        headers: { ...headers, 'Idempotency-Key': key },
        body: corpoChamado(notasEmitida, { uploadIds: [uploadId] }),
      });
    const lote = sinal();
    const loteChegou = sinal();
    const numero = sinal();
    const numeroChegou = sinal();
    let fase = 0;
    // The first request's batch waits; the retry's number (its step after the key check) waits until the
    // first has committed and taken the upload.
    cosmos.regra = (pedido) => {
      if (fase === 0 && loteEm('chamados')(pedido)) {
        fase = 1;
        loteChegou.soltar();
        return { tipo: 'segurar', ate: lote.solto };
      }
      if (fase === 1 && pedido.method === 'PATCH' && pedido.container === 'chamados') {
        fase = 2;
        numeroChegou.soltar();
        return { tipo: 'segurar', ate: numero.solto };
      }
      return null;
    };
    const primeira = abrir();
    await loteChegou.solto;
    const segunda = abrir();
    await numeroChegou.solto;
    lote.soltar();
    expect((await primeira).status).toBe(201);
    numero.soltar();
    const retry = await segunda;
    expect(retry.status).toBe(200);
    expect(await documentosDe(api, 'chamados', user.id)).toEqual({ chamado: 1, idempotencia: 1, outbox: 2 });
    expect(await api.deps.blobs.list('chamados', `${user.id}/`)).toHaveLength(1);
  });
});
