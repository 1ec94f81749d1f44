import { randomUUID } from 'node:crypto';
import { listaProdutosAdminResponseSchema, mensagens } from '@portal/shared';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { corpoChamado, notasEmitida, pdf } from '../chamadoDeTeste.ts';
import { manualClock } from '../inProcessApi.ts';
import { baseForm, comprarEm, logoPng, multipart } from '../requisicoesPedido.ts';
import { call, signedIn } from '../usuariosDeTeste.ts';
import {
  type ApiPrivada,
  type AzuritePrivado,
  documentosDe,
  enviar,
  type SinkComFalhas,
  startApiPrivada,
  startAzuritePrivado,
  startSinkComFalhas,
} from './standIns.ts';

/**
 * Blob Storage unavailable: a private Azurite, used for the seed and then stopped (its port refuses
 * connections), behind an API on a database of its own. Whatever needs Blob answers 503 and leaves nothing in
 * Cosmos; what does not need it goes on.
 */
const settings = inject('settings');
const indisponivel = { status: 503, body: { message: mensagens.servicoIndisponivel }, retryAfter: '5' };

let azurite: AzuritePrivado;
let sink: SinkComFalhas;
let api: ApiPrivada;
let shop: Awaited<ReturnType<typeof comprarEm>>;
let admin: Record<string, string>;
let png: Buffer;

beforeAll(async () => {
  [azurite, sink, png] = await Promise.all([startAzuritePrivado(settings), startSinkComFalhas(), logoPng()]);
  api = await startApiPrivada(settings, manualClock(), {
    storage: azurite.connectionString,
    email: sink.connectionString,
  });
  shop = await comprarEm(api);
  admin = (await signedIn(api, 'admin')).headers;
  await azurite.parar();
});
afterAll(async () => {
  await api?.close();
  await Promise.all([azurite?.close(), sink?.close()]);
});

const produtos = async () =>
  listaProdutosAdminResponseSchema.parse((await call(`${api.url}/admin/produtos`, 'GET', admin)).body).produtos;

describe('Blob Storage unavailable', () => {
  it('an upload URL request answers 503 in pt-BR with Retry-After, for every purpose', async () => {
    const { headers } = await signedIn(api);
    for (const [quem, finalidade, nome, tipo] of [
      [headers, 'logo-pedido', 'logo.png', 'image/png'],
      [headers, 'anexo-chamado', 'nota.pdf', 'application/pdf'],
      [admin, 'imagem-produto', 'foto.png', 'image/png'],
    ] as const) {
      const pedido = { finalidade, nome, tamanho: 1000, tipo };
      expect(
        await enviar(`${api.url}/uploads`, {
          method: 'POST',
          headers: { ...quem, 'content-type': 'application/json' },
          body: JSON.stringify(pedido),
        }),
        finalidade,
      ).toEqual(indisponivel);
    }
  });

  it('a ticket with attachments answers 503 and stores no ticket; one without attachments is still filed', async () => {
    const { user, headers: sessao } = await signedIn(api);
    const headers = { ...sessao, 'X-User-Email': user.email };
    const abrir = (body: FormData) =>
      enviar(`${api.url}/support/contact`, {
        method: 'POST',
        headers: { ...headers, 'Idempotency-Key': randomUUID() },
        body,
      });
    expect(await abrir(corpoChamado(notasEmitida, { anexos: [{ nome: 'nota.pdf', bytes: pdf }] }))).toEqual(
      indisponivel,
    );
    expect(await documentosDe(api, 'chamados', user.id)).toEqual({});

    expect((await abrir(corpoChamado())).status).toBe(201);
    expect(await documentosDe(api, 'chamados', user.id)).toEqual({ chamado: 1, idempotencia: 1, outbox: 2 });
  });

  it('an order with a logo image answers 503: no order, the cart kept; without a logo it is placed', async () => {
    const { user, headers } = await shop.shopperWithCart();
    const logo = { ...baseForm(), logo_extra: { produtos: 'Camisetas', entende_alteracao_valor: true } };
    expect(
      await enviar(`${api.url}/pedidos`, {
        method: 'POST',
        headers: { ...headers, 'idempotency-key': randomUUID() },
        body: multipart(logo, [{ name: 'logo.png', content: png }]),
      }),
    ).toEqual(indisponivel);
    expect(await documentosDe(api, 'pedidos', user.id)).toEqual({ carrinho: 1 });
    expect((await call(`${api.url}/carrinho`, 'GET', headers)).body).toMatchObject({ quantidade_total: 3 });

    expect((await shop.placeOrder(headers, multipart(baseForm()))).status).toBe(201);
    expect(await documentosDe(api, 'pedidos', user.id)).toEqual({ pedido: 1, idempotencia: 1, outbox: 1, carrinho: 1 });
  });

  it('a product with an image answers 503 and is not stored; an edit with a new image leaves the product as it was', async () => {
    const antes = await produtos();
    const imagem = `data:image/png;base64,${png.toString('base64')}`;
    const novo = { nome: 'Squeeze Personalizado', descricao: 'Squeeze de 500 ml.', preco: 29.9, tamanhos: [] };
    expect(
      await enviar(`${api.url}/admin/produtos`, {
        method: 'POST',
        headers: { ...admin, 'content-type': 'application/json' },
        body: JSON.stringify({ ...novo, imagem_base64: imagem }),
      }),
    ).toEqual(indisponivel);
    expect(await produtos()).toEqual(antes);

    const [produto] = antes;
    if (!produto) throw new Error('the seed has no products');
    expect(
      await enviar(`${api.url}/admin/produtos/${produto.id}`, {
        method: 'PUT',
        headers: { ...admin, 'content-type': 'application/json', 'if-match': produto.versao },
        body: JSON.stringify({ ...novo, imagem_base64: imagem }),
      }),
    ).toEqual(indisponivel);
    expect(await produtos()).toEqual(antes);
  });
});
