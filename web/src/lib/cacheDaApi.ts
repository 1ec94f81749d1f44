/**
 * The service worker's cache of API answers (web/sw/sw.ts): the few reads the portal shows without a network. The
 * page clears it whenever the signed-in user changes (main.tsx).
 */
export const cacheDaApi = 'portal-api';

/**
 * The moment (ISO 8601) the service worker stored an answer, on its cached copy only: an answer that carries it came
 * from the cache because the network failed, and is as old as it says.
 */
export const cabecalhoGuardadoEm = 'X-Portal-Guardado-Em';

/** Drops every cached API answer (nothing to drop where the browser has no Cache API: no service worker either). */
export const limparCacheDaApi = (): Promise<unknown> =>
  typeof caches === 'undefined' ? Promise.resolve() : caches.delete(cacheDaApi);
