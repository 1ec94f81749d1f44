import { mensagensConsultas } from '@portal/shared';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { manualClock, startInProcessApi } from './inProcessApi.ts';
import { baseForm, comprarEm, multipart } from './requisicoesPedido.ts';
import { signedIn } from './usuariosDeTeste.ts';

/**
 * Issue 19, item 14: the heavy routes (dashboard, admin lists, the pages an export reads) take a bounded number of
 * one user's requests at once; the rest get 429 with Retry-After before anything reaches the database.
 */
let api: Awaited<ReturnType<typeof startInProcessApi>>;

beforeAll(async () => {
  api = await startInProcessApi(inject('settings'), manualClock());
});
afterAll(() => api.close());

const ler = async (caminho: string, headers: Record<string, string>) => {
  const response = await fetch(`${api.url}${caminho}`, { headers });
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    body: (await response.json()) as Record<string, unknown>,
  };
};
const juntos = (vezes: number, pedido: () => ReturnType<typeof ler>) =>
  Promise.all(Array.from({ length: vezes }, pedido));
const contar = (respostas: { status: number }[]) => {
  const contagem: Record<number, number> = {};
  for (const { status } of respostas) contagem[status] = (contagem[status] ?? 0) + 1;
  return contagem;
};

describe('heavy routes, one user at a time', () => {
  it('25 dashboards at once from one admin: a few are served, the rest get a pt-BR 429 with Retry-After, none a 5xx', async () => {
    const { headers } = await signedIn(api, 'admin');
    const respostas = await juntos(25, () => ler('/admin/dashboard', headers));
    const contagem = contar(respostas);
    expect(Object.keys(contagem).sort()).toEqual(['200', '429']);
    // Two run at once; how many more are served depends on how fast those two answer while the burst arrives
    // (falhas/cosmos.test.ts holds the database to count exactly).
    expect(contagem[429]).toBeGreaterThanOrEqual(10);
    for (const recusada of respostas.filter(({ status }) => status === 429)) {
      expect(recusada.body).toEqual({ message: mensagensConsultas.muitasAoMesmoTempo });
      expect(Number(recusada.retryAfter)).toBeGreaterThanOrEqual(1);
    }
    // The slots are free again once those answered.
    expect((await ler('/admin/dashboard', headers)).status).toBe(200);
  });

  it('is per user: another admin is served while one floods the lists', async () => {
    const [inundando, outro] = await Promise.all([signedIn(api, 'admin'), signedIn(api, 'admin')]);
    const [enxurrada, doOutro] = await Promise.all([
      juntos(25, () => ler('/admin/pedidos?limite=50', inundando.headers)),
      ler('/admin/pedidos?limite=50', outro.headers),
    ]);
    // Four of one user's run at once; how many of the 25 find them all taken depends on how fast the first ones answer
    // while the burst arrives, on a machine other test files share (falhas/cosmos.test.ts holds the database to count
    // exactly). That the flood was limited at all, and the other admin served meanwhile, is this test's point.
    expect(contar(enxurrada)[429]).toBeGreaterThanOrEqual(1);
    expect(enxurrada.every(({ status }) => status === 200 || status === 429)).toBe(true);
    expect(doOutro.status).toBe(200);
  });

  it('comes after the session check: a flood without a session is all 401, one of a franchisee on admin lists 403 or 429', async () => {
    const anonimos = await juntos(10, () => ler('/admin/logs', {}));
    expect(new Set(anonimos.map(({ status }) => status))).toEqual(new Set([401]));
    const { headers } = await signedIn(api);
    const franqueado = await juntos(10, () => ler('/admin/logs', headers));
    expect(franqueado.every(({ status }) => status === 403 || status === 429)).toBe(true);
    expect((await ler('/pedidos/meus-pedidos', headers)).status).toBe(200);
  });

  it("the SPA's own pattern is never refused: an export's pages one after another, a list with its total", async () => {
    const shop = await comprarEm(api);
    for (let pedido = 0; pedido < 3; pedido++) {
      const { headers } = await shop.shopperWithCart();
      expect((await shop.placeOrder(headers, multipart(baseForm()))).status).toBe(201);
    }
    const { headers } = await signedIn(api, 'admin');
    // The export: every page, as fast as they come (ExportarPedidos → buscarTodos), at one order per page.
    let continuacao: string | null = null;
    let paginas = 0;
    do {
      const pagina = await ler(
        `/admin/pedidos?limite=1${continuacao ? `&continuacao=${encodeURIComponent(continuacao)}` : ''}`,
        headers,
      );
      expect(pagina.status).toBe(200);
      continuacao = typeof pagina.body.continuacao === 'string' ? pagina.body.continuacao : null;
      paginas++;
    } while (continuacao && paginas < 40);
    expect(paginas).toBeGreaterThanOrEqual(3);
    // The tickets screen asks for its page and its total together; the dashboard once per visit.
    for (let visita = 0; visita < 5; visita++) {
      const respostas = await Promise.all([
        ler('/admin/chamados?limite=25', headers),
        ler('/admin/chamados?limite=1', headers),
        ler('/admin/dashboard', headers),
      ]);
      expect(respostas.map(({ status }) => status)).toEqual([200, 200, 200]);
    }
  });
});
