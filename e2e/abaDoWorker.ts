import type { Browser, BrowserContext, BrowserContextOptions, CDPSession, Disposable, Page } from '@playwright/test';

/**
 * One browser context and page per Playwright worker, handed to its tests in turn and cleared in between. A new
 * context costs Chromium a renderer process and a cold compile of the app: about a second of CPU per test, which on
 * two cores was a tenth of the browser suite. Between two tests the page is left as a new context's would be: no
 * storage, cookies, HTTP cache, routes, init scripts, listeners, other pages, or changed viewport.
 */

/** The project's context options (its device and locale), which a context made outside the built-in fixture repeats. */
const chavesDoContexto = [
  'viewport',
  'userAgent',
  'deviceScaleFactor',
  'isMobile',
  'hasTouch',
  'locale',
  'timezoneId',
  'serviceWorkers',
] as const satisfies readonly (keyof BrowserContextOptions)[];

export const opcoesDoContexto = (projeto: BrowserContextOptions, baseURL: string): BrowserContextOptions => ({
  ...Object.fromEntries(chavesDoContexto.map((chave) => [chave, projeto[chave]])),
  baseURL,
});

interface Aba {
  context: BrowserContext;
  page: Page;
  cdp: CDPSession;
}

export interface AbaDoWorker {
  /** The worker's page, opened at the first call. */
  tomar(): Promise<Aba>;
  /** Closes it: the next test gets a new one. */
  descartar(): Promise<void>;
}

export function criarAbaDoWorker(browser: Browser, opcoes: BrowserContextOptions): AbaDoWorker {
  let aba: Aba | undefined;
  return {
    async tomar() {
      if (!aba) {
        const context = await browser.newContext(opcoes);
        const page = await context.newPage();
        aba = { context, page, cdp: await context.newCDPSession(page) };
      }
      return aba;
    },
    async descartar() {
      await aba?.context.close();
      aba = undefined;
    },
  };
}

/** Playwright's event emitters have Node's `listeners` and `eventNames`, which its types leave out. */
interface Emissor {
  eventNames(): (string | symbol)[];
  listeners(evento: string | symbol): unknown[];
  off(evento: string | symbol, ouvinte: unknown): unknown;
}

/** Notes the listeners `alvo` has now; the function returned removes any added since (Playwright's own stay). */
function ouvintesDoTeste(alvo: Page | BrowserContext) {
  const emissor = alvo as unknown as Emissor;
  const antes = new Map(emissor.eventNames().map((evento) => [evento, [...emissor.listeners(evento)]]));
  return () => {
    for (const evento of emissor.eventNames()) {
      for (const ouvinte of emissor.listeners(evento)) {
        if (!antes.get(evento)?.includes(ouvinte)) emissor.off(evento, ouvinte);
      }
    }
  };
}

/** Records the init scripts a test adds to `alvo`; the function returned removes them. */
function scriptsDoTeste(alvo: { addInitScript: Page['addInitScript'] }) {
  const original = alvo.addInitScript;
  const adicionar = original.bind(alvo);
  const scripts: Disposable[] = [];
  const registrar: Page['addInitScript'] = async (script, arg, options) => {
    const adicionado = await adicionar(script, arg, options);
    scripts.push(adicionado);
    return adicionado;
  };
  alvo.addInitScript = registrar;
  return async () => {
    alvo.addInitScript = original;
    for (const script of scripts) await script.dispose();
  };
}

/**
 * Lends the worker's page to one test (`usar`), then clears what the test left. A test that failed, or closed the
 * page, gives the context up: the next one gets a new context rather than an unknown state.
 */
export async function emprestarPagina(aba: AbaDoWorker, usar: (page: Page) => Promise<boolean>) {
  const { context, page, cdp } = await aba.tomar();
  const viewport = page.viewportSize();
  const desfazer = [ouvintesDoTeste(page), ouvintesDoTeste(context), scriptsDoTeste(page), scriptsDoTeste(context)];

  const passou = await usar(page);

  for (const passo of desfazer) await passo();
  if (!passou || page.isClosed()) {
    await aba.descartar();
    return;
  }
  try {
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await context.unrouteAll({ behavior: 'ignoreErrors' });
    for (const outra of context.pages()) if (outra !== page) await outra.close();
    if (viewport) await page.setViewportSize(viewport);
    await context.clearCookies();
    await cdp.send('Network.clearBrowserCache');
    // A light document of the portal's own origin ends the app (its timers and requests) and reaches the origin's
    // storage, the session (a tab's) included.
    await page.goto('/favicon.svg');
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
  } catch {
    // A page that cannot be cleared is not lent again; the test it served has passed.
    await aba.descartar();
  }
}
