/**
 * The service worker's cache of API answers (web/sw/sw.ts): the few reads the portal shows without a network. The
 * page clears it whenever the signed-in user changes (main.tsx).
 */
export const apiCacheName = 'portal-api';

/**
 * The moment (ISO 8601) the service worker stored an answer, on its cached copy only: an answer that carries it came
 * from the cache because the network failed, and is as old as it says.
 */
export const storedAtHeader = 'X-Portal-Guardado-Em';

/** The page's message to the service worker at a change of user: drop the cache, and whatever is still on its way. */
export const clearCacheMessage = 'LIMPAR_CACHE_DA_API';

/**
 * Drops every cached API answer, and has the service worker drop the answers of reads still under way (they would
 * land in the cache after this). Nothing to drop where the browser has no Cache API: no service worker either.
 */
export function clearApiCache(): Promise<unknown> {
  if (typeof caches === 'undefined') return Promise.resolve();
  navigator.serviceWorker?.controller?.postMessage({ type: clearCacheMessage });
  return caches.delete(apiCacheName);
}
