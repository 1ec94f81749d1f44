import { randomUUID } from 'node:crypto';
import { healthResponseSchema } from '@portal/shared';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { recordCosmosCalls } from '../../../scripts/bench/cosmosCalls.ts';
import { InvocationContext } from '../../../scripts/stack/functionsHost/inProcess.ts';
import { timers } from '../../src/app/routes.ts';
import type { Platform } from '../../src/composition/platform.ts';
import { manualClock, startApiWithEmailDown } from './inProcessApi.ts';
import { signedIn } from './usuariosDeTeste.ts';

/** What IT admins watch: the admin health report, the request log lines, the outbox timer's line. */
const health = async (url: string, headers: Record<string, string> = {}) => {
  const response = await fetch(`${url}/health`, { headers });
  return { status: response.status, body: healthResponseSchema.parse(await response.json()) };
};

/** A ticket through the spec's multipart call: two e-mails (support mailbox, requester) into the outbox. */
async function abrirChamado(url: string, headers: Record<string, string>, email: string) {
  const form = new FormData();
  for (const [nome, valor] of Object.entries({
    assunto: 'Banner para a loja',
    categoria: 'Solicitações de Marketing',
    tipoSolicitacao: 'Campanha',
    descricao: 'Banner da campanha de dezembro.',
  })) {
    form.append(nome, valor);
  }
  const response = await fetch(`${url}/support/contact`, {
    method: 'POST',
    headers: { ...headers, 'X-User-Email': email },
    body: form,
  });
  expect(response.status).toBe(201);
}

/**
 * The outbox timer's log line, from a run of the registered timer itself; its budget: one query per container
 * holding e-mails (the sweep and the backlog line read the same answer), whatever it finds.
 */
async function linhaDoTimer(platform: Platform) {
  const linhas: string[] = [];
  const context = new InvocationContext({
    invocationId: randomUUID(),
    functionName: 'outbox-envio',
    logHandler: (_level, ...args) => linhas.push(args.map(String).join(' ')),
  });
  const timer = timers.find(({ name }) => name === 'outbox-envio');
  const { calls } = await recordCosmosCalls(async () =>
    (await timer?.handler())?.(platform)(
      { isPastDue: false, schedule: { adjustForDST: false }, scheduleStatus: { last: '', next: '', lastUpdated: '' } },
      context,
    ),
  );
  const consultas = calls.filter(({ operation }) => operation === 'query').map(({ container }) => container);
  expect(consultas.sort()).toEqual(['chamados', 'outbox', 'pedidos']);
  expect(linhas).toHaveLength(1);
  return JSON.parse(linhas[0] ?? '') as unknown;
}

describe('operations', () => {
  // A database of its own (seeded: products with their pictures) is set up apart from the test's own time.
  const clock = manualClock();
  let api: Awaited<ReturnType<typeof startApiWithEmailDown>>;
  beforeAll(async () => {
    api = await startApiWithEmailDown(inject('settings'), clock, { isolated: true });
  });
  afterAll(() => api.close());

  it("reports the outbox backlog to admins only, built up while the e-mail service is down, and the timer's line says so", async () => {
    const cliente = await signedIn(api);
    const admin = await signedIn(api, 'admin');
    expect((await health(api.url, admin.headers)).body.outbox).toEqual({
      pendentes: 0,
      falhas: 0,
      maisAntigoEm: null,
      maisAntigoMinutos: null,
      limitadoAte: null,
    });

    const aberto = clock.now().toISOString();
    await abrirChamado(api.url, cliente.headers, cliente.user.email);
    clock.advance(20 * 60_000);

    const publico = await health(api.url);
    expect(publico.status).toBe(200);
    expect(publico.body).not.toHaveProperty('outbox');
    expect((await health(api.url, cliente.headers)).body).not.toHaveProperty('outbox');
    expect((await health(api.url, admin.headers)).body.outbox).toEqual({
      pendentes: 2,
      falhas: 0,
      maisAntigoEm: aberto,
      maisAntigoMinutos: 20,
      limitadoAte: null,
    });
    // The sweep fails again (the service is still down): the line the backlog alert reads.
    expect(await linhaDoTimer(api.deps.platform)).toEqual({
      evento: 'outbox',
      enviados: 0,
      pendentes: 2,
      falhas: 0,
      maisAntigoMinutos: 20,
      limitadoMinutos: null,
    });

    const volta = await api.emailVolta();
    try {
      clock.advance(5 * 60_000);
      expect(await linhaDoTimer(api.deps.platform)).toEqual({
        evento: 'outbox',
        enviados: 2,
        pendentes: 0,
        falhas: 0,
        maisAntigoMinutos: null,
        limitadoMinutos: null,
      });
      expect((await health(api.url, admin.headers)).body.outbox?.pendentes).toBe(0);
    } finally {
      await volta.close();
    }
  });

  it('logs one JSON line per request: route, method, status, duration, user, correlation id — nothing else', async () => {
    const api = await startApiWithEmailDown(inject('settings'), manualClock(), { isolated: false });
    try {
      const cliente = await signedIn(api);
      api.logs.length = 0;
      await abrirChamado(api.url, cliente.headers, cliente.user.email);
      await fetch(`${api.url}/carrinho`, { headers: { 'x-portal-authorization': 'Bearer invalido' } });
      await fetch(`${api.url}/produtos`);

      const linhas = api.logs
        .filter((linha) => linha.startsWith('{"evento":"requisicao"'))
        .map((linha) => JSON.parse(linha) as Record<string, unknown>);
      expect(linhas.map(({ rota, metodo, status, usuarioId }) => ({ rota, metodo, status, usuarioId }))).toEqual([
        { rota: 'chamados-criar', metodo: 'POST', status: 201, usuarioId: cliente.user.id },
        { rota: 'carrinho-ver', metodo: 'GET', status: 401, usuarioId: null },
        { rota: 'produtos-listar', metodo: 'GET', status: 200, usuarioId: null },
      ]);
      for (const linha of linhas) {
        expect(Object.keys(linha)).toEqual([
          'evento',
          'rota',
          'metodo',
          'status',
          'duracaoMs',
          'usuarioId',
          'correlacaoId',
        ]);
        expect(linha.duracaoMs).toEqual(expect.any(Number));
        expect(linha.correlacaoId).toMatch(/^[0-9a-f-]{36}$/);
      }
    } finally {
      await api.close();
    }
  });
});
