/**
 * READY, as the phone measure (telefone.ts) and the first-load budgets (e2e/orcamentosDaCarga.spec.ts) define it:
 * React's screen is up (its h1 entered the page: every screen has one, and the shell the boot script paints has
 * none, its heading is a paragraph) and the last answer of the API (`/api/...`, the pictures it serves included)
 * is in, whichever came later. Both read it from the page's own clock, with the requests of the load as the page's
 * Resource Timing saw them.
 */
import type { Page } from '@playwright/test';

/**
 * An init script (`addInitScript`) that notes when React's screen entered the page. A MutationObserver costs the
 * page next to nothing; a poll every frame would delay what it measures on a throttled CPU. No named inner
 * functions: tsx would wrap them in a helper the page does not have.
 */
export function marcarTela(): void {
  const marca = window as unknown as { __telaMs?: number };
  new MutationObserver((_mudancas, observador) => {
    if (!document.querySelector('h1')) return;
    marca.__telaMs = performance.now();
    observador.disconnect();
  }).observe(document, { childList: true, subtree: true });
}

/** One request of a load: its path, start and end in the page's clock (ms), and Resource Timing's `transferSize`. */
export interface Requisicao {
  caminho: string;
  inicioMs: number;
  fimMs: number;
  bytes: number;
}

/** A load as the page saw it: when React's screen entered (NaN if it never did) and its requests, the document's first. */
export interface Carga {
  telaMs: number;
  requisicoes: Requisicao[];
}

/** The load of the page's current document so far (`marcarTela` must have run in it). */
export function lerCarga(page: Page): Promise<Carga> {
  return page.evaluate(() => {
    const entradas = [
      ...performance.getEntriesByType('navigation'),
      ...performance.getEntriesByType('resource'),
    ] as PerformanceResourceTiming[];
    return {
      telaMs: (window as unknown as { __telaMs?: number }).__telaMs ?? Number.NaN,
      requisicoes: entradas.map((entrada) => ({
        caminho: new URL(entrada.name).pathname,
        inicioMs: entrada.startTime,
        // A cross-origin entry (the API in `direct` mode) still has its responseEnd; it counts from the fetch, so
        // its preflight is inside.
        fimMs: entrada.responseEnd,
        bytes: entrada.transferSize,
      })),
    };
  });
}

/** What a request fetched: code, styles, the API (the pictures it serves included), or the rest (the document, icons). */
export const tipos = ['js', 'css', 'api', 'outros'] as const;
export type Tipo = (typeof tipos)[number];

/** A request's `Tipo`, by its path. */
export const tipoDe = (caminho: string): Tipo => {
  if (/\.m?js$/.test(caminho)) return 'js';
  if (caminho.endsWith('.css')) return 'css';
  return caminho.startsWith('/api/') ? 'api' : 'outros';
};

/** READY in the page's clock: React's screen up and the API's last answer in, whichever is later. */
export function prontoMs({ telaMs, requisicoes }: Carga): number {
  const ultimaDaApi = Math.max(
    0,
    ...requisicoes.filter((requisicao) => tipoDe(requisicao.caminho) === 'api').map((requisicao) => requisicao.fimMs),
  );
  return Math.max(telaMs, ultimaDaApi);
}
