import { randomUUID } from 'node:crypto';
import {
  chamadoCriadoResponseSchema,
  mensagensChamados,
  mensagensPedidos,
  pedidoCriadoResponseSchema,
  pedidoResponseSchema,
} from '@portal/shared';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { corpoChamado, notasEmitida, pdf } from '../chamadoDeTeste.ts';
import { manualClock } from '../inProcessApi.ts';
import { baseForm, comprarEm, logoPng, multipart, upload, uploadsAbertos } from '../requisicoesPedido.ts';
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
 * The same request many times at once: a database of its own (the stack's Functions host sweeps the shared one's
 * outbox every minute on the real clock, and a sweep landing between a write and its dispatch sent the e-mail to the
 * stack's sink instead of this file's), a private Azurite (all its blobs are this file's, so a copy left behind
 * shows) and a private e-mail sink (every e-mail sent shows, the support mailbox's too).
 */
const settings = inject('settings');
const vezes = 20;

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
});
afterAll(async () => {
  await api?.close();
  await Promise.all([azurite?.close(), sink?.close()]);
});

const blobs = async (container: 'pedidos' | 'chamados' | 'uploads', prefixo = '') =>
  container === 'uploads'
    ? (await uploadsAbertos(api.deps.blobs, prefixo)).sort()
    : (await api.deps.blobs.list(container, prefixo)).map(({ name }) => name).sort();
const emailsPara = (to: string) => sink.mensagens.filter((mensagem) => mensagem.to === to);
const itensNoCarrinho = async (headers: Record<string, string>) =>
  (await call(`${api.url}/carrinho`, 'GET', headers)).body?.quantidade_total;
const registrosDoLog = async (usuarioId: string, acao: string) =>
  (await api.deps.activity.list({ usuarioId }, { limite: 100 })).logs.filter((log) => log.acao === acao);
const todasAoMesmoTempo = <T>(pedido: () => Promise<T>) => Promise.all(Array.from({ length: vezes }, pedido));
/** One 201 (the creation), the rest 200 (replays of it). */
const umaCriacao = [201, ...Array<number>(vezes - 1).fill(200)];

async function franqueado() {
  const { user, headers } = await signedIn(api);
  return { user, headers: { ...headers, 'X-User-Email': user.email } };
}

describe(`${vezes} submissions at once with one Idempotency-Key`, () => {
  it('one checkout: exactly one order, one confirmation e-mail, the cart emptied once, no logo copy left', async () => {
    const { user, headers } = await shop.shopperWithCart();
    const antes = await blobs('pedidos');
    const key = randomUUID();
    const logo = { ...baseForm(), logo_extra: { produtos: 'Camisetas', entende_alteracao_valor: true } };
    const pedir = () =>
      enviar(`${api.url}/pedidos`, {
        method: 'POST',
        headers: { ...headers, 'idempotency-key': key },
        body: multipart(logo, [{ name: 'logo.png', content: png }]),
      });

    const avisos = vi.spyOn(console, 'warn');
    const respostas = await todasAoMesmoTempo(pedir).finally(() => avisos.mockRestore());
    expect(respostas.map(({ status }) => status).sort((a, b) => b - a)).toEqual(umaCriacao);
    // No replay failed its clean-up (they once all rewrote the cart at once, and some gave up).
    expect(avisos.mock.calls.map((args) => args.join(' ')).filter((aviso) => aviso.includes('clean-up'))).toEqual([]);
    const ids = new Set(respostas.map(({ body }) => pedidoCriadoResponseSchema.parse(body).pedido.id));
    expect(ids.size).toBe(1);
    const [id] = ids;

    expect(await documentosDe(api, 'pedidos', user.id)).toEqual({ pedido: 1, idempotencia: 1, outbox: 1, carrinho: 1 });
    expect(emailsPara(user.email).map(({ subject }) => subject)).toEqual([
      `Pedido #${id} recebido — Portal do Franqueado`,
    ]);
    expect([...sink.aceitos.values()].every((vezesAceito) => vezesAceito === 1)).toBe(true);
    expect(await registrosDoLog(user.id, 'Pedido criado')).toHaveLength(1);
    // Each losing request copied the logo under the number it drew, and took its copy away.
    expect(await blobs('pedidos')).toEqual([...antes, `${id}/logo-1.png`].sort());
    expect(await itensNoCarrinho(headers)).toBe(0);
    // Emptied once: a replay finds nothing to take out and does not write the cart again…
    const versaoDoCarrinho = async () => (await api.deps.carrinho.stored(user.id))?.etag;
    const esvaziado = await versaoDoCarrinho();
    expect((await pedir()).status).toBe(200);
    expect(await versaoDoCarrinho()).toBe(esvaziado);
    // …and with something added afterwards the key is another order's (decision 86): refused, the cart untouched.
    await call(`${api.url}/carrinho`, 'POST', headers, { produto_id: shop.byName('Boné Trucker').id, quantidade: 2 });
    expect((await pedir()).status).toBe(422);
    expect(await itensNoCarrinho(headers)).toBe(2);
  });

  it('one ticket: exactly one ticket, its two e-mails, one copy of its attachments', async () => {
    const { user, headers } = await franqueado();
    const key = randomUUID();
    const abrir = () =>
      enviar(`${api.url}/support/contact`, {
        method: 'POST',
        headers: { ...headers, 'Idempotency-Key': key },
        body: corpoChamado(notasEmitida, { anexos: [{ nome: 'nota.pdf', bytes: pdf }] }),
      });

    const respostas = await todasAoMesmoTempo(abrir);
    expect(respostas.map(({ status }) => status).sort((a, b) => b - a)).toEqual(umaCriacao);
    const protocolos = new Set(respostas.map(({ body }) => chamadoCriadoResponseSchema.parse(body).chamado.protocolo));
    expect(protocolos.size).toBe(1);
    const [protocolo] = protocolos;
    const id = protocolo?.replace(/^CH-/, '');

    expect(await documentosDe(api, 'chamados', user.id)).toEqual({ chamado: 1, idempotencia: 1, outbox: 2 });
    expect(emailsPara(user.email).map(({ subject }) => subject)).toEqual([
      `Chamado ${protocolo} recebido — Portal do Franqueado`,
    ]);
    expect(
      emailsPara(settings.SUPPORT_MAILBOX ?? '').filter(({ subject }) => subject.includes(`${protocolo}:`)),
    ).toHaveLength(1);
    expect(await registrosDoLog(user.id, 'Chamado criado')).toHaveLength(1);
    expect(await blobs('chamados', `${user.id}/`)).toEqual([`${user.id}/${id}/anexo-1.pdf`]);
  });

  it('one ticket whose attachment was uploaded beforehand: every answer is the ticket, with the attachment', async () => {
    const { user, headers } = await franqueado();
    const enviado = await upload(api, headers, 'anexo-chamado', 'referencia.pdf', pdf);
    const uploadId = 'uploadId' in enviado ? String(enviado.uploadId) : '';
    const key = randomUUID();
    const abrir = () =>
      enviar(`${api.url}/support/contact`, {
        method: 'POST',
        headers: { ...headers, 'Idempotency-Key': key },
        body: corpoChamado(notasEmitida, { uploadIds: [uploadId] }),
      });

    const respostas = await todasAoMesmoTempo(abrir);
    expect(respostas.map(({ status }) => status).sort((a, b) => b - a)).toEqual(umaCriacao);
    const [chamado] = respostas.map(({ body }) => chamadoCriadoResponseSchema.parse(body).chamado);
    expect(chamado?.anexos.map(({ nome }) => nome)).toEqual(['referencia.pdf']);
    expect(await documentosDe(api, 'chamados', user.id)).toEqual({ chamado: 1, idempotencia: 1, outbox: 2 });
    expect(await blobs('chamados', `${user.id}/`)).toEqual([`${user.id}/${chamado?.id}/anexo-1.pdf`]);
    expect(await blobs('uploads', `${user.id}/`)).toEqual([]);
  });
});

describe('status changes at once on the same version (If-Match)', () => {
  const paralelas = 10;
  /** One 200, every other 409 with the stale-version message. */
  const umaMudanca = (message: string) => [
    { status: 200 },
    ...Array.from({ length: paralelas - 1 }, () => ({ status: 409, message })),
  ];
  const resumo = (respostas: { status: number; body: Record<string, unknown> | null }[]) =>
    respostas
      .map(({ status, body }) => (status === 200 ? { status } : { status, message: body?.message }))
      .sort((a, b) => a.status - b.status);

  it('of one order: exactly one 200, the others 409, one status e-mail', async () => {
    const { user, headers } = await shop.shopperWithCart();
    const placed = await shop.placeOrder(headers, multipart(baseForm()));
    const { pedido } = pedidoCriadoResponseSchema.parse(placed.body);
    const statuses = ['Aprovado', 'Em Preparação'];

    const respostas = await Promise.all(
      Array.from({ length: paralelas }, (_, indice) =>
        call(
          `${api.url}/admin/pedidos/${pedido.id}/status`,
          'PUT',
          { ...admin, 'if-match': pedido.versao },
          { status: statuses[indice % 2] },
        ),
      ),
    );
    expect(resumo(respostas)).toEqual(umaMudanca(mensagensPedidos.versaoDesatualizada));

    const atual = pedidoResponseSchema.parse((await call(`${api.url}/pedidos/${pedido.id}`, 'GET', headers)).body);
    expect(atual.pedido.historico).toHaveLength(2);
    expect(await documentosDe(api, 'pedidos', user.id)).toEqual({ pedido: 1, idempotencia: 1, outbox: 2, carrinho: 1 });
    expect(emailsPara(user.email).filter(({ subject }) => !subject.includes('recebido'))).toHaveLength(1);
  });

  it('of one ticket: exactly one 200, the others 409, one status e-mail', async () => {
    const { user, headers } = await franqueado();
    const filed = await enviar(`${api.url}/support/contact`, { method: 'POST', headers, body: corpoChamado() });
    const { chamado } = chamadoCriadoResponseSchema.parse(filed.body);
    const statuses = ['Em andamento', 'Resolvido'];

    const respostas = await Promise.all(
      Array.from({ length: paralelas }, (_, indice) =>
        call(
          `${api.url}/admin/chamados/${chamado.id}/status`,
          'PUT',
          { ...admin, 'If-Match': chamado.versao },
          { status: statuses[indice % 2] },
        ),
      ),
    );
    expect(resumo(respostas)).toEqual(umaMudanca(mensagensChamados.versaoDesatualizada));

    expect(await documentosDe(api, 'chamados', user.id)).toEqual({ chamado: 1, idempotencia: 1, outbox: 3 });
    expect(emailsPara(user.email).filter(({ subject }) => !subject.includes('recebido'))).toHaveLength(1);
  });
});
