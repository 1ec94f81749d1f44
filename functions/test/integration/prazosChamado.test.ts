import { randomUUID } from 'node:crypto';
import {
  type Chamado,
  chamadoCriadoResponseSchema,
  chamadoSchema,
  listaChamadosResponseSchema,
  mensagensPrazos,
  painelAdminResponseSchema,
} from '@portal/shared';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chamadosDomain } from '../../src/composition/chamados.ts';
import { clientsOf } from '../../src/composition/clients.ts';
import { createAvisosPrazo } from '../../src/services/chamados/avisosPrazo.ts';
import { corpoChamado, notasEmitida } from './chamadoDeTeste.ts';
import { manualClock, startInProcessApi, startIsolatedApi } from './inProcessApi.ts';
import { call, emailsTo, signedIn, testSession } from './usuariosDeTeste.ts';

/**
 * Ticket deadlines in business hours (issue 36) end to end, on a database of its own (the 80 % sweep reads every
 * ticket) and the test's clock, from Monday 2026-12-07 09:00 in São Paulo. An invoices ticket ('Notas') has 4
 * business hours to its first support reply and 16 to its resolution (the defaults).
 */
let api: Awaited<ReturnType<typeof startIsolatedApi>>;
const emailUrl = inject('emailUrl');
const settings = inject('settings');
const caixaSuporte = settings.SUPPORT_MAILBOX ?? '';
const segunda9h = new Date('2026-12-07T12:00:00Z');
const clock = manualClock(segunda9h);
const hora = 60 * 60 * 1000;

beforeAll(async () => {
  api = await startIsolatedApi(settings, clock);
});
afterAll(() => api.close());

/** A franchisee's invoices ticket filed now, with a title of its own (the e-mails are found by it). */
async function comChamado(apiAlvo: { url: string } = api) {
  const solicitante = await signedIn(api);
  const titulo = `Prazo ${randomUUID().slice(0, 8)}`;
  const resposta = await fetch(`${apiAlvo.url}/support/contact`, {
    method: 'POST',
    headers: { ...solicitante.headers, 'X-User-Email': solicitante.user.email, 'idempotency-key': randomUUID() },
    body: corpoChamado({ ...notasEmitida, assunto: titulo }),
  });
  expect(resposta.status).toBe(201);
  return { solicitante, titulo, chamado: chamadoCriadoResponseSchema.parse(await resposta.json()).chamado };
}

const lerComo = async (headers: Record<string, string>, chamado: Pick<Chamado, 'id'>) =>
  chamadoSchema.parse((await call(`${api.url}/support/chamados/${chamado.id}`, 'GET', headers)).body?.chamado);
const responder = (headers: Record<string, string>, chamado: Pick<Chamado, 'id'>, texto: string) =>
  call(
    `${api.url}/support/chamados/${chamado.id}/mensagens`,
    'POST',
    { ...headers, 'idempotency-key': randomUUID() },
    {
      texto,
    },
  );
const mudarStatus = (headers: Record<string, string>, chamado: Pick<Chamado, 'id'>, status: string) =>
  call(`${api.url}/admin/chamados/${chamado.id}/status`, 'PUT', headers, { status });
const listar = async (headers: Record<string, string>, query: string) => {
  const resposta = await call(`${api.url}/admin/chamados?${query}`, 'GET', headers);
  expect(resposta.status, JSON.stringify(resposta.body)).toBe(200);
  return listaChamadosResponseSchema.parse(resposta.body).chamados;
};
const contarNoPainel = async (headers: Record<string, string>) =>
  painelAdminResponseSchema.parse((await call(`${api.url}/admin/dashboard`, 'GET', headers)).body).prazosChamados;

describe('ticket deadlines in business hours (issue 36)', () => {
  it('the first-response clock runs in business hours and stops at the first support reply', async () => {
    clock.set(segunda9h);
    const { chamado, solicitante } = await comChamado();
    const admin = await signedIn(api, 'admin');
    expect((await lerComo(admin.headers, chamado)).prazo).toEqual({
      alvo: 'primeira_resposta',
      vence_em: '2026-12-07T16:00:00.000Z',
      atrasado: false,
      minutos_uteis_restantes: 240,
    });
    // The requester never sees deadlines, in the detail or in their list.
    expect((await lerComo(solicitante.headers, chamado)).prazo).toBeUndefined();
    const meus = await call(`${api.url}/support/meus-chamados`, 'GET', solicitante.headers);
    const [meu] = listaChamadosResponseSchema.parse(meus.body).chamados;
    expect(meu?.id).toBe(chamado.id);
    expect(meu && 'prazo' in meu).toBe(false);

    clock.advance(3 * hora);
    expect((await lerComo(admin.headers, chamado)).prazo).toMatchObject({
      atrasado: false,
      minutos_uteis_restantes: 60,
    });
    clock.advance(2 * hora);
    const atrasado = await lerComo(admin.headers, chamado);
    expect(atrasado.prazo).toMatchObject({ alvo: 'primeira_resposta', atrasado: true, minutos_uteis_restantes: 0 });
    expect((await listar(admin.headers, 'atrasados=1')).map(({ id }) => id)).toContain(chamado.id);

    // The reply stops it: the resolution clock (16 h from Monday 09:00) is what is due now — Tuesday 15:00.
    expect((await responder(admin.headers, chamado, 'Recebido, vamos analisar.')).status).toBe(201);
    expect((await lerComo(admin.headers, chamado)).prazo).toMatchObject({
      alvo: 'resolucao',
      vence_em: '2026-12-08T18:00:00.000Z',
      atrasado: false,
    });
    expect((await listar(admin.headers, 'atrasados=1')).map(({ id }) => id)).not.toContain(chamado.id);
  });

  it("the resolution clock pauses while 'Aguardando franqueado', stops at 'Resolvido' and resumes on reopening", async () => {
    clock.set(segunda9h);
    const { chamado, solicitante } = await comChamado();
    let admin = await signedIn(api, 'admin');
    expect((await responder(admin.headers, chamado, 'Precisamos da nota.')).status).toBe(201);
    clock.advance(hora);
    const aguardando = await mudarStatus(admin.headers, chamado, 'Aguardando franqueado');
    expect(aguardando.status, JSON.stringify(aguardando.body)).toBe(200);
    // No clock runs: no deadline, and not late however long the requester takes.
    expect(chamadoSchema.parse(aguardando.body?.chamado).prazo).toBeNull();

    clock.set(new Date('2026-12-08T13:00:00Z')); // Tuesday 10:00
    const resposta = await responder(await testSession(api.deps, solicitante.user), chamado, 'Segue a nota.');
    expect(resposta.status).toBe(201);
    expect(chamadoSchema.parse(resposta.body?.chamado).status).toBe('Em andamento');
    admin = await signedIn(api, 'admin');
    // 1 h ran on Monday: 15 h remain from Tuesday 10:00 — 8 on Tuesday, 7 on Wednesday.
    expect((await lerComo(admin.headers, chamado)).prazo).toMatchObject({
      alvo: 'resolucao',
      vence_em: '2026-12-09T18:00:00.000Z',
    });

    clock.set(new Date('2026-12-09T14:00:00Z')); // Wednesday 11:00
    admin = await signedIn(api, 'admin');
    const resolvido = await mudarStatus(admin.headers, chamado, 'Resolvido');
    expect(chamadoSchema.parse(resolvido.body?.chamado).prazo).toBeNull();

    clock.set(new Date('2026-12-09T15:00:00Z')); // Wednesday 12:00: the requester reopens it
    expect(
      (await responder(await testSession(api.deps, solicitante.user), chamado, 'Ainda falta o reembolso.')).status,
    ).toBe(201);
    admin = await signedIn(api, 'admin');
    // 1 + 8 + 3 = 12 h ran; 4 remain from 12:00.
    expect((await lerComo(admin.headers, chamado)).prazo).toMatchObject({
      alvo: 'resolucao',
      vence_em: '2026-12-09T19:00:00.000Z',
      atrasado: false,
    });
  });

  it('the list sorts by deadline, the late first', async () => {
    clock.set(segunda9h);
    const primeiro = await comChamado(); // due 13:00
    clock.advance(4 * hora);
    const segundo = await comChamado(); // due 17:00
    clock.set(new Date('2026-12-07T19:30:00Z')); // 16:30: the first is late, the second not yet
    const admin = await signedIn(api, 'admin');
    const ids = (await listar(admin.headers, 'ordem=prazo')).map(({ id }) => id);
    expect(ids.indexOf(primeiro.chamado.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(primeiro.chamado.id)).toBeLessThan(ids.indexOf(segundo.chamado.id));
    const [linha] = (await listar(admin.headers, `ordem=prazo&protocolo=${primeiro.chamado.id}`)).filter(
      ({ id }) => id === primeiro.chamado.id,
    );
    expect(linha?.prazo).toMatchObject({ atrasado: true });
    const atrasados = (await listar(admin.headers, 'atrasados=1&ordem=prazo')).map(({ id }) => id);
    expect(atrasados).toContain(primeiro.chamado.id);
    expect(atrasados).not.toContain(segundo.chamado.id);
    // The dashboard counts the late one, and the second as due today (17:00 in São Paulo).
    const painel = painelAdminResponseSchema.parse(
      (await call(`${api.url}/admin/dashboard`, 'GET', admin.headers)).body,
    );
    expect(painel.prazosChamados?.atrasados).toBeGreaterThanOrEqual(1);
    expect(painel.prazosChamados?.vencemHoje).toBeGreaterThanOrEqual(1);
    // Anything else in the new query parameters is a 400 in pt-BR.
    for (const query of ['ordem=urgente', 'atrasados=sim']) {
      const recusada = await call(`${api.url}/admin/chamados?${query}`, 'GET', admin.headers);
      expect(recusada.status).toBe(400);
      expect(JSON.stringify(recusada.body)).toMatch(/inválid/);
    }
  });

  it("deadlines are support's: a franchisee's own list refuses the late filter and the order by deadline", async () => {
    clock.set(segunda9h);
    const { solicitante } = await comChamado();
    for (const [query, mensagem] of [
      ['atrasados=1', mensagensPrazos.filtroAtrasados],
      ['ordem=prazo', mensagensPrazos.ordemInvalida],
    ] as const) {
      const recusada = await call(`${api.url}/support/meus-chamados?${query}`, 'GET', solicitante.headers);
      expect(recusada.status, query).toBe(400);
      expect(JSON.stringify(recusada.body)).toContain(mensagem);
    }
  });

  it('a missed deadline stays missed while the ticket waits for the requester, and sorts by when it was missed', async () => {
    clock.set(segunda9h);
    const { chamado, solicitante } = await comChamado();
    let admin = await signedIn(api, 'admin');
    expect((await responder(admin.headers, chamado, 'Vamos analisar.')).status).toBe(201);
    // The resolution was due Tuesday 15:00; on Wednesday 10:00 it is late, and a new ticket is due at 14:00.
    clock.set(new Date('2026-12-09T13:00:00Z'));
    admin = await signedIn(api, 'admin');
    const outro = await comChamado();
    const antes = await contarNoPainel(admin.headers);
    const perdido = {
      alvo: 'resolucao',
      vence_em: '2026-12-08T18:00:00.000Z',
      atrasado: true,
      minutos_uteis_restantes: 0,
    };
    expect((await lerComo(admin.headers, chamado)).prazo).toEqual(perdido);

    // Pausing does not clear the breach: still 'Atrasado', in the late filter and the dashboard, sorted by it.
    const pausado = await mudarStatus(admin.headers, chamado, 'Aguardando franqueado');
    expect(pausado.status, JSON.stringify(pausado.body)).toBe(200);
    expect(chamadoSchema.parse(pausado.body?.chamado).prazo).toEqual(perdido);
    expect((await listar(admin.headers, 'atrasados=1')).map(({ id }) => id)).toContain(chamado.id);
    expect((await contarNoPainel(admin.headers))?.atrasados).toBe(antes?.atrasados);
    const ordem = (await listar(admin.headers, 'ordem=prazo&limite=100')).map(({ id }) => id);
    expect(ordem.indexOf(chamado.id)).toBeGreaterThanOrEqual(0);
    expect(ordem.indexOf(chamado.id)).toBeLessThan(ordem.indexOf(outro.chamado.id));

    // The requester's answer resumes it, still late by the same due time.
    clock.advance(hora);
    const resposta = await responder(await testSession(api.deps, solicitante.user), chamado, 'Segue a nota.');
    expect(resposta.status).toBe(201);
    admin = await signedIn(api, 'admin');
    expect((await lerComo(admin.headers, chamado)).prazo).toEqual(perdido);
  });

  it('a sweep that loses the race to another and finds nothing left to warn of writes nothing', async () => {
    clock.set(segunda9h);
    const { chamado } = await comChamado();
    const { avisosPrazo, chamadosRepository, prazos } = chamadosDomain(api.deps.platform);
    clock.advance(3 * hora + 15 * 60 * 1000); // 81 % of the first response
    const lido = (await chamadosRepository.avisosDePrazoDevidos(clock.now(), 1000)).find(
      ({ doc }) => doc.id === String(chamado.id),
    );
    expect(lido).toBeDefined();
    await avisosPrazo.varrer();
    const avisado = await chamadosRepository.get(lido?.doc.userId ?? '', String(chamado.id));
    // Another instance's sweep read the ticket before that one wrote it: its batch fails on the version, it reads
    // the ticket again and finds the target warned. An unneeded write would change the version an admin holds.
    const { outbox, portalUrl } = clientsOf(api.deps.platform);
    const outraInstancia = createAvisosPrazo({
      chamados: { ...chamadosRepository, avisosDePrazoDevidos: async () => (lido ? [lido] : []) },
      outbox,
      prazos,
      caixaSuporte,
      portalUrl,
      now: clock.now,
    });
    expect(await outraInstancia.varrer()).toEqual({ avisados: 0, falhas: 0 });
    expect((await chamadosRepository.get(lido?.doc.userId ?? '', String(chamado.id)))?.etag).toBe(avisado?.etag);
  });

  it('switched off, a change keeps no deadline; switched back on, the sweep recomputes it, never from a stale one', async () => {
    clock.set(segunda9h);
    const resolvidoDesligado = await comChamado(); // first response due 13:00
    const respondidoDesligado = await comChamado();
    const desligado = await startInProcessApi(
      { ...settings, COSMOS_DATABASE: api.deps.config.COSMOS_DATABASE, SLA_ATIVO: 'false' },
      clock,
    );
    let abertoDesligado: Awaited<ReturnType<typeof comChamado>>;
    try {
      abertoDesligado = await comChamado(desligado); // filed while off: its first response was due 13:00 too
      clock.advance(hora);
      const admin = await signedIn(api, 'admin');
      const resolvido = await call(
        `${desligado.url}/admin/chamados/${resolvidoDesligado.chamado.id}/status`,
        'PUT',
        admin.headers,
        { status: 'Resolvido' },
      );
      expect(resolvido.status, JSON.stringify(resolvido.body)).toBe(200);
      const respondido = await call(
        `${desligado.url}/support/chamados/${respondidoDesligado.chamado.id}/mensagens`,
        'POST',
        { ...admin.headers, 'idempotency-key': randomUUID() },
        { texto: 'Recebido.' },
      );
      expect(respondido.status, JSON.stringify(respondido.body)).toBe(201);
    } finally {
      await desligado.close();
    }
    const { avisosPrazo, chamadosRepository } = chamadosDomain(api.deps.platform);
    const gravado = async ({ chamado }: { chamado: Pick<Chamado, 'id'> }) =>
      (await chamadosRepository.find(String(chamado.id)))?.doc.prazo;
    for (const chamado of [resolvidoDesligado, respondidoDesligado]) {
      expect(await gravado(chamado)).toMatchObject({ alvo: null, vence_em: null, urgencia: 0 });
    }

    // Switched back on at 15:00, past the old 13:00: neither is late from its old deadline.
    clock.set(new Date('2026-12-07T18:00:00Z'));
    let admin = await signedIn(api, 'admin');
    expect((await lerComo(admin.headers, resolvidoDesligado.chamado)).prazo).toBeNull();
    expect((await listar(admin.headers, 'atrasados=1')).map(({ id }) => id)).not.toContain(
      resolvidoDesligado.chamado.id,
    );
    // The sweep's next pass recomputes both: the resolved one has no clock, the answered one its resolution's.
    await avisosPrazo.varrer();
    admin = await signedIn(api, 'admin');
    expect(await gravado(resolvidoDesligado)).toMatchObject({ alvo: null, vence_em: null, aviso_em: null });
    expect((await lerComo(admin.headers, resolvidoDesligado.chamado)).prazo).toBeNull();
    expect((await lerComo(admin.headers, respondidoDesligado.chamado)).prazo).toMatchObject({
      alvo: 'resolucao',
      vence_em: '2026-12-08T18:00:00.000Z',
      atrasado: false,
    });
    // The one filed while off is late: support's e-mail says so (not that it reached 80 %).
    expect((await lerComo(admin.headers, abertoDesligado.chamado)).prazo).toMatchObject({ atrasado: true });
    const avisos = (await emailsTo(emailUrl, caixaSuporte)).filter(
      ({ subject, text }) => text.includes(abertoDesligado.titulo) && subject.includes('prazo de'),
    );
    expect(avisos.map(({ subject }) => subject)).toEqual([
      mensagensPrazos.emailAssuntoAtrasado(abertoDesligado.chamado.protocolo, 'Primeira resposta'),
    ]);
    expect(avisos[0]?.text).toContain(
      mensagensPrazos.emailTextoAtrasado(abertoDesligado.chamado.protocolo, 'Primeira resposta', '07/12/2026 13:00'),
    );
  });

  it('support gets one e-mail at 80 % of a target, once per ticket and target', async () => {
    clock.set(segunda9h);
    const { chamado, titulo } = await comChamado();
    const { avisosPrazo } = chamadosDomain(api.deps.platform);
    const avisos = async () =>
      (await emailsTo(emailUrl, caixaSuporte)).filter(
        (email) => email.text.includes(titulo) && email.subject.includes('80%'),
      );

    clock.advance(3 * hora); // 75 % of the 4 h first response
    await avisosPrazo.varrer();
    expect(await avisos()).toEqual([]);
    clock.advance(15 * 60 * 1000); // 81 %
    // Two sweeps at once, and one after: a single e-mail.
    await Promise.all([avisosPrazo.varrer(), avisosPrazo.varrer()]);
    await avisosPrazo.varrer();
    const [aviso, ...mais] = await avisos();
    expect(mais).toEqual([]);
    expect(aviso?.subject).toBe(mensagensPrazos.emailAssunto(chamado.protocolo, 'Primeira resposta'));
    expect(aviso?.text).toContain('Vence em 07/12/2026');

    // The resolution target warns on its own, once: 80 % of 16 h is 12.8 h, Tuesday 12:48.
    clock.set(new Date('2026-12-08T15:50:00Z'));
    await avisosPrazo.varrer();
    await avisosPrazo.varrer();
    expect((await avisos()).map(({ subject }) => subject)).toEqual([
      mensagensPrazos.emailAssunto(chamado.protocolo, 'Resolução'),
      mensagensPrazos.emailAssunto(chamado.protocolo, 'Primeira resposta'),
    ]);
  });

  it("switched off (SLA_ATIVO=false): no deadline in the lists, no 'Aguardando franqueado', no warning", async () => {
    const desligado = await startInProcessApi(
      { ...settings, COSMOS_DATABASE: api.deps.config.COSMOS_DATABASE, SLA_ATIVO: 'false' },
      clock,
    );
    try {
      clock.set(segunda9h);
      const { chamado } = await comChamado(desligado);
      const admin = await signedIn(api, 'admin');
      const lista = await call(`${desligado.url}/admin/chamados`, 'GET', admin.headers);
      const linha = listaChamadosResponseSchema.parse(lista.body).chamados.find(({ id }) => id === chamado.id);
      expect(linha).toBeDefined();
      expect(linha && 'prazo' in linha).toBe(false);
      const recusado = await call(`${desligado.url}/admin/chamados/${chamado.id}/status`, 'PUT', admin.headers, {
        status: 'Aguardando franqueado',
      });
      expect(recusado.status).toBe(400);
      expect(recusado.body?.message ?? JSON.stringify(recusado.body)).toContain(mensagensPrazos.statusDesligado);
      expect((await lerComo(admin.headers, chamado)).status).toBe('Aberto');
      // Nor filters or sorts by deadlines.
      for (const query of ['atrasados=1', 'ordem=prazo']) {
        expect((await call(`${desligado.url}/admin/chamados?${query}`, 'GET', admin.headers)).status, query).toBe(400);
      }
      clock.advance(5 * hora);
      expect(await chamadosDomain(desligado.deps.platform).avisosPrazo.varrer()).toEqual({ avisados: 0, falhas: 0 });
      const painel = await call(`${desligado.url}/admin/dashboard`, 'GET', (await signedIn(api, 'admin')).headers);
      expect(painel.status).toBe(200);
      expect(painel.body && 'prazosChamados' in painel.body).toBe(false);
    } finally {
      await desligado.close();
    }
  });
});
