import type { Browser, Locator, Page, Request } from '@playwright/test';
import { mensagensPedidos } from '@portal/shared';
import { loadConfig } from '../functions/src/config.ts';
import { lerCarga, marcarTela } from '../scripts/bench/pronto.ts';
import { contasDoSeed, contextoTelefone, rotasTelefone, sessaoGuardada } from '../scripts/bench/telefone.ts';
import { sessaoSemSenha } from './dadosDoTeste.ts';
import { expect, problemasDaPagina, test } from './fixtures.ts';
import {
  type FigurasDaCarga,
  lerOrcamentos,
  primeiraCarga,
  relatorio,
  verificarOrcamentos,
} from './orcamentosDaCarga.ts';
import { pilhaPropria } from './pilhaPropria.ts';

/**
 * Budgets that fail on growth (issue 35): each address of the phone measure (scripts/bench/telefone.ts), loaded cold
 * as the phone loads it — its screen, a fresh context, a session in local storage for the signed-in ones — until READY
 * (scripts/bench/pronto.ts) and the page has settled, and its first load (orcamentosDaCarga.ts) compared with
 * e2e/orcamentosDaCarga.json.
 * Bytes and requests do not depend on the network's speed or the CPU's, so there is no throttling, and the desktop
 * project alone runs it. A stack of its own, seeded as a fresh `npm start` (and `npm run bench`) is: the API's answers
 * and pictures are the seed's, not whatever the other journeys left in the run's stack.
 */
const pilha = pilhaPropria('orcamentos', { comWebDoRun: true });

/** Each address's own content, up once its data is in (the seed has no orders). */
const conteudo = new Map<string, (page: Page) => Locator>([
  ['/login', (page) => page.getByLabel('Usuário')],
  ['/microsoft-login', (page) => page.getByRole('button', { name: 'Entrar com conta Microsoft' })],
  ['/painel', (page) => page.getByRole('link', { name: /Loja de Brindes/ })],
  ['/home', (page) => page.getByRole('article').first()],
  ['/meus-pedidos', (page) => page.getByText(mensagensPedidos.nenhumPedido)],
  ['/admin-pedidos', (page) => page.getByText(mensagensPedidos.nenhumPedido)],
]);

/**
 * One cold load of `url` on the phone's screen, its first load once the page has settled: its content up, then two
 * frames (lazy pictures start on a frame's layout) with no request in flight nor started. With the idle-time work
 * held, nothing can start later: the app defers nothing else (no timer loads anything). Events of one page reach the
 * test in order, so a request the page started before it answered is known by then: no quiet period is waited out.
 */
async function medir(
  browser: Browser,
  url: URL,
  localStorage: { name: string; value: string }[],
): Promise<FigurasDaCarga> {
  const context = await browser.newContext({
    ...contextoTelefone(url, localStorage),
    // No service worker: its precache is no first load.
    serviceWorkers: 'block',
  });
  try {
    // What the app leaves until the browser is idle (whenIdle: the service worker's registration and precache,
    // on-demand form code, the sign-in screens' zod check) comes after the first screen by design, yet on a fast
    // machine it may start before the last answer: held, it cannot be counted by chance.
    await context.addInitScript(() => {
      window.requestIdleCallback = () => 0;
    });
    await context.addInitScript(marcarTela);
    const page = await context.newPage();
    const problemas = problemasDaPagina(page);
    const pendentes = new Set<Request>();
    const terminadas: string[] = [];
    let iniciadas = 0;
    page.on('request', (requisicao) => {
      iniciadas++;
      pendentes.add(requisicao);
    });
    page.on('requestfinished', (requisicao) => {
      pendentes.delete(requisicao);
      terminadas.push(new URL(requisicao.url()).pathname);
    });
    page.on('requestfailed', (requisicao) => {
      pendentes.delete(requisicao);
      problemas.push(`${requisicao.url()} failed: ${requisicao.failure()?.errorText}`);
    });

    await page.goto(url.href);
    const proprio = conteudo.get(url.pathname);
    if (!proprio) throw new Error(`${url.pathname}: no content to wait for`);
    // The stack's first requests are cold (the API host imports each route's code at its first call).
    await expect(proprio(page)).toBeVisible({ timeout: 20_000 });
    await expect(page).toHaveURL(url.href);
    await expect
      .poll(
        async () => {
          const antes = iniciadas;
          await page.evaluate(
            () => new Promise((pronta) => requestAnimationFrame(() => requestAnimationFrame(() => pronta(null)))),
          );
          return { emCurso: [...pendentes].map((requisicao) => requisicao.url()), novas: iniciadas - antes };
        },
        { message: 'the page settles', timeout: 20_000 },
      )
      .toEqual({ emCurso: [], novas: 0 });
    // Every finished request is in the page's Resource Timing (an entry lands just after its request ends), and
    // none read 0 bytes (a cache hit, or a cross-origin answer that hides its size): the bytes miss nothing.
    await expect
      .poll(async () => (await lerCarga(page)).requisicoes.map(({ caminho }) => caminho).sort(), {
        message: 'Resource Timing has every request',
      })
      .toEqual([...terminadas].sort());
    const carga = await lerCarga(page);
    expect(
      carga.requisicoes.filter(({ bytes }) => bytes === 0).map(({ caminho }) => caminho),
      'requests without their size',
    ).toEqual([]);
    expect(problemas, 'CSP violations, uncaught errors or failed requests').toEqual([]);
    const icones = await page
      .locator('link[rel~="icon"]')
      .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
    return primeiraCarga(carga, icones);
  } finally {
    await context.close();
  }
}

test('each address of the phone measure loads within its budget (e2e/orcamentosDaCarga.json)', async ({
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'bytes and requests do not depend on the project: measured once');
  test.setTimeout(120_000);
  const stack = pilha();
  const config = loadConfig(stack.settings);
  const guardada = async (username: string) => {
    const { token, user } = await sessaoSemSenha(username, config);
    return sessaoGuardada(token, user);
  };
  const sessoes = new Map<string, { name: string; value: string }[]>([
    ['nenhuma', []],
    ['usuario', await guardada(contasDoSeed.usuario)],
    ['admin', await guardada(contasDoSeed.admin)],
  ]);
  const medidas = new Map<string, FigurasDaCarga>();
  for (const rota of rotasTelefone) {
    medidas.set(rota.path, await medir(browser, new URL(rota.path, stack.urls.web), sessoes.get(rota.conta) ?? []));
  }
  const orcamentos = lerOrcamentos();
  console.log(relatorio(medidas, orcamentos));
  verificarOrcamentos(medidas, orcamentos);
});
