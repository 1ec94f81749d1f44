import { randomUUID } from 'node:crypto';
import { chamadoCriadoResponseSchema, pedidoCriadoResponseSchema } from '@portal/shared';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { corpoChamado, notasEmitida, pdf } from '../chamadoDeTeste.ts';
import { manualClock } from '../inProcessApi.ts';
import { baseForm, comprarEm, multipart } from '../requisicoesPedido.ts';
import {
  type ApiPrivada,
  enviar,
  registrosOutbox,
  type SinkComFalhas,
  startApiPrivada,
  startSinkComFalhas,
} from './standIns.ts';

/**
 * The e-mail service failing: the stack's sink behind a front that answers 429 (with Retry-After, as ACS
 * throttles) or 500 when told — the sink itself never fails — or down (its port closed); the API on a
 * database of its own, so each sweep meets this file's e-mails only. The requests go through; the outbox
 * keeps the e-mails and the sweep, on the manual clock, sends each once.
 */
const settings = inject('settings');
const clock = manualClock();
const minuto = 60_000;

let sink: SinkComFalhas;
let api: ApiPrivada;
let shop: Awaited<ReturnType<typeof comprarEm>>;

beforeAll(async () => {
  sink = await startSinkComFalhas();
  api = await startApiPrivada(settings, clock, { email: sink.connectionString });
  shop = await comprarEm(api);
});
afterAll(async () => {
  await api?.close();
  await sink?.close();
});

const estados = async (userId: string) =>
  (await registrosOutbox(api, userId)).map(({ status, tentativas }) => `${status} ${tentativas}`).sort();

describe('e-mail service failing', () => {
  it('answering 429, then 500: the order and the ticket are created; the outbox keeps the three e-mails and the sweep sends each exactly once', async () => {
    const { user, headers } = await shop.shopperWithCart();
    // Throttled for a minute: the order's e-mail is refused once, no SDK retry (it would sleep Retry-After inside
    // the request); the ticket's two are not even tried, every sender waiting out the service's minute.
    sink.falhar(429);
    const placed = await shop.placeOrder(headers, multipart(baseForm()));
    expect(placed.status).toBe(201);
    const { pedido } = pedidoCriadoResponseSchema.parse(placed.body);
    const filed = await enviar(`${api.url}/support/contact`, {
      method: 'POST',
      headers: { ...headers, 'X-User-Email': user.email, 'Idempotency-Key': randomUUID() },
      body: corpoChamado(notasEmitida, { anexos: [{ nome: 'nota.pdf', bytes: pdf }] }),
    });
    expect(filed.status).toBe(201);
    const { chamado } = chamadoCriadoResponseSchema.parse(filed.body);
    expect(sink.tentativas).toBe(1);
    expect(sink.aceitos.size).toBe(0);
    // Throttling is not the message's fault: no attempt counted toward giving up.
    expect(await estados(user.id)).toEqual(['pendente 0', 'pendente 0', 'pendente 0']);

    // Within the service's minute the sweep does not even try.
    clock.advance(30_000);
    expect(await api.deps.outbox.sweep()).toBe(0);
    expect(sink.tentativas).toBe(1);

    // The minute over, the service errs (500) for one e-mail's send and the SDK's three retries: two go out.
    sink.falhar(500, 500, 500, 500);
    clock.advance(30_000 + 1000);
    expect(await api.deps.outbox.sweep()).toBe(2);
    expect((await estados(user.id)).sort()).toEqual(['enviado 1', 'enviado 1', 'pendente 1']);
    // A real failure counts, and waits a minute.
    clock.advance(30_000);
    expect(await api.deps.outbox.sweep()).toBe(0);
    clock.advance(30_000);
    expect(await api.deps.outbox.sweep()).toBe(1);
    expect(await api.deps.outbox.sweep()).toBe(0);

    expect(await estados(user.id)).toEqual(['enviado 1', 'enviado 1', 'enviado 2']);
    expect(sink.tentativas).toBe(1 + 4 + 2 + 1);
    expect([...sink.aceitos.values()]).toEqual([1, 1, 1]);
    expect(sink.mensagens.map(({ to, subject }) => `${to}: ${subject}`).sort()).toEqual(
      [
        `${user.email}: Pedido #${pedido.id} recebido — Portal do Franqueado`,
        `${user.email}: Chamado ${chamado.protocolo} recebido — Portal do Franqueado`,
        `${settings.SUPPORT_MAILBOX}: Novo chamado ${chamado.protocolo}: Reembolso do dia de campo`,
      ].sort(),
    );
  });

  it("answering 503 with an hour's Retry-After: the order is created at once, the e-mail waits in the outbox for the sweep", async () => {
    const { user, headers } = await shop.shopperWithCart();
    // The SDK's throttling strategy would sleep that hour inside the request, three times over (the test's timeout).
    sink.falhar(503);
    const placed = await shop.placeOrder(headers, multipart(baseForm()));
    expect(placed.status).toBe(201);
    expect(await estados(user.id)).toEqual(['pendente 1']);
    clock.advance(minuto);
    expect(await api.deps.outbox.sweep()).toBe(1);
    expect(await estados(user.id)).toEqual(['enviado 2']);
  });

  it('down for minutes: the order is created, the outbox keeps its e-mail meanwhile, and it goes out once when the service is back', async () => {
    const { user, headers } = await shop.shopperWithCart();
    const antes = sink.mensagens.length;
    await sink.fechar();

    const placed = await shop.placeOrder(headers, multipart(baseForm()));
    expect(placed.status).toBe(201);
    const { pedido } = pedidoCriadoResponseSchema.parse(placed.body);
    const [registro] = await registrosOutbox(api, user.id);
    expect(registro).toMatchObject({ status: 'pendente', tentativas: 1, ultimo_erro: expect.any(String) });
    // (A sweep during the outage fails like the request's own try — the 500s above show it — and costs the
    // e-mail SDK's backoff in real seconds, so the minutes pass without one.)
    clock.advance(5 * minuto);
    expect(await api.deps.outbox.backlog()).toMatchObject({ pendentes: 1, falhas: 0, maisAntigoMinutos: 5 });

    await sink.abrir();
    expect(await api.deps.outbox.sweep()).toBe(1);
    expect(await api.deps.outbox.sweep()).toBe(0);
    expect(sink.aceitos.get(registro?.id ?? '')).toBe(1);
    expect(
      sink.mensagens.slice(0, sink.mensagens.length - antes).map(({ to, subject }) => `${to}: ${subject}`),
    ).toEqual([`${user.email}: Pedido #${pedido.id} recebido — Portal do Franqueado`]);
  });
});
