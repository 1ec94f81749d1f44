import { healthResponseSchema, mensagens, painelAdminResponseSchema } from '@portal/shared';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { OutboxDoc } from '../../../src/data/outbox/outboxRepository.ts';
import { manualClock } from '../inProcessApi.ts';
import { baseForm, comprarEm, multipart } from '../requisicoesPedido.ts';
import { call, codeIn, createUsuarioDeTeste, post, signedIn, testPassword } from '../usuariosDeTeste.ts';
import {
  type ApiPrivada,
  registrosOutbox,
  type SinkComFalhas,
  startApiPrivada,
  startSinkComFalhas,
} from './standIns.ts';

/**
 * Issue 33, item 6: Communication Services' sending limits on day one (the Azure-managed domain: 5 e-mails a minute,
 * 10 an hour). The stack's sink refuses past a budget as the service does — 429, Retry-After, its error body — on the
 * test's clock, and the API (on a database of its own, so its sweeps meet only this file's e-mails) talks to it
 * through the real e-mail SDK.
 */
const settings = inject('settings');
const clock = manualClock();
const minuto = 60_000;

let sink: SinkComFalhas;
let api: ApiPrivada;

beforeAll(async () => {
  sink = await startSinkComFalhas({ limits: { porMinuto: 2, porHora: 100 }, now: clock.now });
  api = await startApiPrivada(settings, clock, { email: sink.connectionString });
});
afterAll(async () => {
  await api?.close();
  await sink?.close();
});

const mensagem = (to: string, subject: string) => ({ to, subject, text: subject, html: `<p>${subject}</p>` });

/** The records of the `outbox` container (sign-in codes and other mail of no other write) of one user. */
const registrosAvulsos = async (userId: string) =>
  (
    await api.deps.cosmos.containers.outbox.items
      .query<OutboxDoc>({
        query: "SELECT * FROM c WHERE c.tipo = 'outbox' AND c.userId = @u",
        parameters: [{ name: '@u', value: userId }],
      })
      .fetchAll()
  ).resources;

const entrar = (username: string) => post(`${api.url}/login`, { username, password: testPassword });

describe('the e-mail service past its sending limit', () => {
  it('a 429 pauses every sender until Retry-After without counting an attempt; then sign-in codes go out before the order e-mails that waited', async () => {
    const avulsos = await createUsuarioDeTeste(api.deps);
    const enviar = (assunto: string) =>
      api.deps.outbox.send({
        email: mensagem(avulsos.email, assunto),
        userId: avulsos.id,
        origem: { tipo: 'teste', id: assunto },
      });

    // The minute's budget (2) goes; the third is refused with Retry-After: one try, no SDK retry.
    expect(await enviar('Avulso 1')).toBe('enviado');
    expect(await enviar('Avulso 2')).toBe('enviado');
    expect(await enviar('Avulso 3')).toBe('naFila');
    expect(sink.tentativas).toBe(3);
    const pausaAte = new Date(clock.now().getTime() + minuto).toISOString();
    // A second on, so the waiting e-mails' ages differ.
    clock.advance(1000);

    // Meanwhile an order is placed (its e-mail is left to the sweep, not even tried) and a user who must verify their
    // e-mail signs in: the code waits too, and the answer says so at once.
    const shop = await comprarEm(api);
    const { user: comprador, headers } = await shop.shopperWithCart();
    expect((await shop.placeOrder(headers, multipart(baseForm()))).status).toBe(201);
    const novo = await createUsuarioDeTeste(api.deps, { verified: false });
    expect(await entrar(novo.username)).toEqual({
      status: 200,
      body: { requiresVerification: true, userId: novo.id, message: mensagens.verificacaoNecessariaNaFila },
    });
    expect(sink.tentativas).toBe(3);

    // Throttling is nobody's failure: every record waits with no attempt counted, and the backlog tells the pause.
    const esperando = [
      ...(await registrosAvulsos(avulsos.id)).filter(({ status }) => status !== 'enviado'),
      ...(await registrosOutbox(api, comprador.id)),
      ...(await registrosAvulsos(novo.id)),
    ];
    expect(esperando.map(({ status, tentativas }) => `${status} ${tentativas}`)).toEqual([
      'pendente 0',
      'pendente 0',
      'pendente 0',
    ]);
    expect(await api.deps.outbox.backlog()).toMatchObject({ pendentes: 3, falhas: 0, limitadoAte: pausaAte });
    const admin = await signedIn(api, 'admin');
    const painel = painelAdminResponseSchema.parse(
      (await call(`${api.url}/admin/dashboard`, 'GET', admin.headers)).body,
    );
    expect(painel.emails).toMatchObject({ pendentes: 3, falhas: 0, limitadoAte: pausaAte });
    const saude = healthResponseSchema.parse((await call(`${api.url}/health`, 'GET', admin.headers)).body);
    expect(saude.outbox).toMatchObject({ pendentes: 3, limitadoAte: pausaAte });

    // Within the service's minute the timer does not try either.
    clock.advance(minuto / 2);
    expect(await api.deps.outbox.sweep()).toBe(0);
    expect(sink.tentativas).toBe(3);

    // The minute over, the budget takes two: the code first, then the longest waiting; the order's e-mail is refused
    // again (a new pause, still no attempt counted) and goes the minute after.
    clock.advance(minuto / 2 + 1000);
    const linha = await api.deps.outbox.ciclo();
    expect(linha).toMatchObject({ enviados: 2, pendentes: 1, falhas: 0, limitadoMinutos: 1 });
    expect(sink.mensagens.slice(0, 2).map(({ to }) => to)).toEqual([avulsos.email, novo.email]);
    expect((await registrosOutbox(api, comprador.id)).map(({ tentativas }) => tentativas)).toEqual([0]);
    // A code once sent is not kept (it is a secret), and it works.
    expect(await registrosAvulsos(novo.id)).toEqual([]);
    const code = codeIn(sink.mensagens[1]?.text);
    expect((await post(`${api.url}/verify-email`, { userId: novo.id, code })).status).toBe(200);

    clock.advance(minuto + 1000);
    expect(await api.deps.outbox.ciclo()).toMatchObject({ enviados: 1, pendentes: 0, limitadoAte: null });
    expect(sink.mensagens[0]?.to).toBe(comprador.email);
  });

  it('a code asked again while the service asks to wait replaces the one waiting: only the newest goes out, and it works', async () => {
    clock.advance(minuto + 1000);
    sink.limitar({ porMinuto: 0, porHora: 100 });
    const novo = await createUsuarioDeTeste(api.deps, { verified: false });
    expect((await entrar(novo.username)).body).toMatchObject({ message: mensagens.verificacaoNecessariaNaFila });
    // A minute on, as the resend allows: the service still refuses, and the new code takes the old one's place.
    clock.advance(minuto + 1000);
    const reenvio = await post(`${api.url}/resend-verification`, { userId: novo.id });
    expect(reenvio.body).toEqual({ message: mensagens.codigoReenviadoNaFila });
    expect(await registrosAvulsos(novo.id)).toHaveLength(1);

    sink.limitar(null);
    clock.advance(minuto + 1000);
    expect(await api.deps.outbox.ciclo()).toMatchObject({ enviados: 1 });
    const recebidos = sink.mensagens.filter(({ to }) => to === novo.email);
    expect(recebidos).toHaveLength(1);
    const codigo = codeIn(recebidos[0]?.text);
    expect((await post(`${api.url}/verify-email`, { userId: novo.id, code: codigo })).status).toBe(200);
  });

  it('past the hourly limit a sign-in answers at once (no wait on the hour-long Retry-After), the timer line reports the pause, and a code that waited past its validity is dropped, not sent', async () => {
    clock.advance(minuto + 1000);
    sink.limitar({ porMinuto: 100, porHora: 1 });
    const tentativas = sink.tentativas;
    const novo = await createUsuarioDeTeste(api.deps, { verified: false });
    // Without the e-mail client's own 429 policy the SDK would sleep the Retry-After (about an hour) three times here.
    expect((await entrar(novo.username)).body).toMatchObject({ message: mensagens.verificacaoNecessariaNaFila });
    expect(sink.tentativas).toBe(tentativas + 1);

    // The e-mail backlog alert fires on a pause past 15 minutes (infra/modules/alerts.bicep).
    const linha = await api.deps.outbox.ciclo();
    expect(linha.limitadoMinutos).toBeGreaterThan(15);
    expect(linha).toMatchObject({ enviados: 0, pendentes: 1, falhas: 0 });
    expect(sink.tentativas).toBe(tentativas + 1);

    // An hour on the code (valid 10 minutes) is worth nothing: dropped unsent.
    clock.advance(60 * minuto);
    sink.limitar(null);
    expect(await api.deps.outbox.ciclo()).toMatchObject({ enviados: 0, pendentes: 0, limitadoAte: null });
    expect(await registrosAvulsos(novo.id)).toEqual([]);
    expect(sink.mensagens.filter(({ to }) => to === novo.email)).toEqual([]);
    expect(sink.tentativas).toBe(tentativas + 1);
  });
});
