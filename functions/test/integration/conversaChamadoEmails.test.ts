import { randomUUID } from 'node:crypto';
import { type Chamado, chamadoCriadoResponseSchema, mensagensConversa, mensagensLimites } from '@portal/shared';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { InvocationContext } from '../../../scripts/stack/functionsHost/inProcess.ts';
import { timers } from '../../src/app/routes.ts';
import { corpoChamado, notasEmitida } from './chamadoDeTeste.ts';
import { manualClock, startIsolatedApi } from './inProcessApi.ts';
import { call, emailsTo, signedIn } from './usuariosDeTeste.ts';

/**
 * The e-mails of a ticket's replies (issue 32, finding 3): one side of a ticket hears of the other's replies at most
 * once in any ten minutes — the first reply after a quiet spell at once, a burst in one e-mail at the window's end that
 * names how many replies it covers — through the outbox and its minute timer. A database of its own: the test runs the
 * timer, whose sweep must not meet other files' pending e-mails.
 */
const clock = manualClock();
const minuto = 60_000;
const emailUrl = inject('emailUrl');
const caixaSuporte = inject('settings').SUPPORT_MAILBOX ?? '';
let api: Awaited<ReturnType<typeof startIsolatedApi>>;

beforeAll(async () => {
  api = await startIsolatedApi(inject('settings'), clock);
});
afterAll(() => api.close());

/** A franchisee with a ticket of a title of its own (the sink is shared: e-mails are told apart by subject). */
async function comChamado() {
  const { user, headers } = await signedIn(api);
  const resposta = await fetch(`${api.url}/support/contact`, {
    method: 'POST',
    headers: { ...headers, 'X-User-Email': user.email, 'idempotency-key': randomUUID() },
    body: corpoChamado({ ...notasEmitida, assunto: `Despesas ${randomUUID().slice(0, 8)}` }),
  });
  expect(resposta.status).toBe(201);
  return { user, headers, chamado: chamadoCriadoResponseSchema.parse(await resposta.json()).chamado };
}

const responder = async (headers: Record<string, string>, chamado: Chamado, texto: string) =>
  (
    await call(
      `${api.url}/support/chamados/${chamado.id}/mensagens`,
      'POST',
      { ...headers, 'idempotency-key': randomUUID() },
      { texto },
    )
  ).status;

/** The reply notices an address got for a ticket, oldest first. */
const avisos = async (para: string, chamado: Chamado) =>
  (await emailsTo(emailUrl, para))
    .filter((email) => email.subject === mensagensConversa.emailAssunto(chamado.protocolo, chamado.titulo))
    .reverse();

/** One minute of the outbox timer, as the Functions host runs it. */
async function minutoDoTimer() {
  const timer = timers.find(({ name }) => name === 'outbox-envio');
  await (await timer?.handler())?.(api.deps.platform)(
    { isPastDue: false, schedule: { adjustForDST: false }, scheduleStatus: { last: '', next: '', lastUpdated: '' } },
    new InvocationContext({ invocationId: randomUUID(), functionName: 'outbox-envio' }),
  );
}

describe('reply notices', () => {
  it('a burst of replies is one e-mail at the end of the window, naming how many; a quiet spell e-mails at once', async () => {
    const { user, headers, chamado } = await comChamado();

    // The attack of the review: a burst of replies in five seconds. The reply limit lets ten in; the first is e-mailed
    // at once, the nine after it wait.
    const rajada: number[] = [];
    for (let indice = 0; indice < 59; indice++) {
      clock.advance(80);
      rajada.push(await responder(headers, chamado, `Rajada ${indice}`));
    }
    expect(rajada.filter((status) => status === 201)).toHaveLength(10);
    expect((await avisos(caixaSuporte, chamado)).map((email) => email.text.split('\n')[0])).toEqual([
      mensagensConversa.emailRespondeu(user.username, chamado.protocolo),
    ]);

    // The waiting notice is no backlog (the e-mail alert reads it) until it is due.
    expect(await api.deps.outbox.backlog()).toMatchObject({ pendentes: 0, maisAntigoEm: null });

    // Nothing more until ten minutes after the first notice, whatever the timer finds meanwhile.
    clock.advance(5 * minuto);
    await minutoDoTimer();
    expect(await avisos(caixaSuporte, chamado)).toHaveLength(1);
    clock.advance(5 * minuto);
    await minutoDoTimer();
    const [primeiro, rajadaToda] = await avisos(caixaSuporte, chamado);
    expect(primeiro?.text).toContain('Rajada 0');
    expect(rajadaToda?.text.split('\n').slice(0, 4)).toEqual([
      mensagensConversa.emailRespostas(9, chamado.protocolo),
      mensagensConversa.emailMaisRecente(user.username),
      '',
      'Rajada 9',
    ]);
    expect(await avisos(caixaSuporte, chamado)).toHaveLength(2);

    // A reply a minute after that notice waits for its window to end, and then goes alone.
    clock.advance(minuto);
    expect(await responder(headers, chamado, 'Logo depois')).toBe(201);
    await minutoDoTimer();
    expect(await avisos(caixaSuporte, chamado)).toHaveLength(2);
    clock.advance(9 * minuto);
    await minutoDoTimer();
    const terceiro = (await avisos(caixaSuporte, chamado))[2];
    expect(terceiro?.text.split('\n').slice(0, 3)).toEqual([
      mensagensConversa.emailRespondeu(user.username, chamado.protocolo),
      '',
      'Logo depois',
    ]);

    // After a quiet spell, at once again.
    clock.advance(15 * minuto);
    expect(await responder(headers, chamado, 'Depois do silêncio')).toBe(201);
    expect((await avisos(caixaSuporte, chamado)).at(-1)?.text).toContain('Depois do silêncio');
    expect(await avisos(caixaSuporte, chamado)).toHaveLength(4);
  });

  it("each side has its own window: the support's reply reaches the requester at once during the requester's burst", async () => {
    const { user, headers, chamado } = await comChamado();
    const admin = await signedIn(api, 'admin');
    expect(await responder(headers, chamado, 'Primeira')).toBe(201);
    expect(await responder(headers, chamado, 'Segunda')).toBe(201);
    expect(await avisos(caixaSuporte, chamado)).toHaveLength(1);

    expect(await responder(admin.headers, chamado, 'Estamos vendo.')).toBe(201);
    expect((await avisos(user.email, chamado)).map((email) => email.text.split('\n')[2])).toEqual(['Estamos vendo.']);

    // The requester's waiting notice now goes to the admin who answered, and covers both replies after the first.
    expect(await responder(headers, chamado, 'Terceira')).toBe(201);
    clock.advance(10 * minuto);
    await minutoDoTimer();
    expect(await avisos(caixaSuporte, chamado)).toHaveLength(1);
    expect((await avisos(admin.user.email, chamado)).map((email) => email.text.split('\n').slice(0, 4))).toEqual([
      [
        mensagensConversa.emailRespostas(2, chamado.protocolo),
        mensagensConversa.emailMaisRecente(user.username),
        '',
        'Terceira',
      ],
    ]);
  });

  it('one franchisee cannot spend the e-mail quota: five tickets an hour, twelve reply e-mails to support an hour', async () => {
    const { user, headers } = await signedIn(api);
    const abrir = () =>
      fetch(`${api.url}/support/contact`, {
        method: 'POST',
        headers: { ...headers, 'X-User-Email': user.email, 'idempotency-key': randomUUID() },
        body: corpoChamado({ ...notasEmitida, assunto: `Cota ${randomUUID().slice(0, 8)}` }),
      });
    const chamados: Chamado[] = [];
    for (let hora = 0; hora < 3; hora++) {
      for (let vez = 0; vez < 5; vez++) {
        const aberto = await abrir();
        expect(aberto.status).toBe(201);
        chamados.push(chamadoCriadoResponseSchema.parse(await aberto.json()).chamado);
      }
      const sexto = await abrir();
      expect(sexto.status).toBe(429);
      expect(Number(sexto.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await sexto.json()).toEqual({
        message: mensagensLimites.chamadosDemais(Number(sexto.headers.get('retry-after'))),
      });
      clock.advance(61 * minuto);
    }
    // One reply on each of 15 quiet tickets, within the reply limit (one every seven seconds): each would e-mail the
    // support team at once; the hour's budget lets twelve go.
    for (const chamado of chamados) {
      clock.advance(7_000);
      expect(await responder(headers, chamado, 'Alguma novidade?')).toBe(201);
    }
    const avisados = await Promise.all(chamados.map(async (chamado) => (await avisos(caixaSuporte, chamado)).length));
    expect(avisados.reduce((soma, quantos) => soma + quantos, 0)).toBe(12);
    // The replies past it are written all the same, unread for the support team.
    const admin = await signedIn(api, 'admin');
    const ultimo = chamados.at(-1);
    const lista = await call(`${api.url}/admin/chamados?protocolo=${ultimo?.protocolo}`, 'GET', admin.headers);
    expect(lista.body).toMatchObject({ chamados: [{ respostas: 1, nao_lido: true }] });
  });
});
