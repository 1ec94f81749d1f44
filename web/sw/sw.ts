/**
 * The portal's service worker (Workbox, built by vite-plugin-pwa's injectManifest: web/vite.config.ts). It serves the
 * shell and the build's hashed files from its precache, every address of the SPA with its index.html, and keeps the
 * last answer of the few reads a franchisee needs in the field without a network: the runtime configuration, the
 * shop's products and their pictures, the user's own orders. Nothing else of the API, and nothing that writes.
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { apiCacheName, clearCacheMessage, storedAtHeader } from '../src/lib/apiCache.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: { url: string; revision: string | null }[] };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The first visit's page is served by this worker from its install on; a new version waits for the user (below).
clientsClaim();

// Every address of the SPA is its index.html, as staticwebapp.config.json's navigation fallback; /api never is.
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api\//] }));

/** The reads kept for the offline view; /api/config is the same for everyone and the app cannot start without it. */
const leiturasSemRede = [
  /^\/api\/config$/,
  /^\/api\/produtos$/,
  /^\/api\/produtos\/[^/]+\/imagem\/[^/]+$/,
  /^\/api\/pedidos\/meus-pedidos$/,
];
/** Where the API answers: this origin, or the Function app's in `direct` mode. */
const origensDaApi = new Set([self.location.origin, import.meta.env.PORTAL_API_URL].filter(Boolean));

const hexadecimal = (bytes: ArrayBuffer) =>
  Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('');

/**
 * A read made with a session is kept under a key of its token's digest: an answer of one user can never answer
 * another's read, even before the page has cleared the cache at a sign-out.
 */
const porSessao: WorkboxPlugin = {
  async cacheKeyWillBeUsed({ request }) {
    const autorizacao = request.headers.get('X-Portal-Authorization');
    if (!autorizacao) return request;
    const url = new URL(request.url);
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(autorizacao));
    url.searchParams.set('_sessao', hexadecimal(digest));
    return url.href;
  },
};

/**
 * Bumped at each change of user (the page's message, below): a read that started before it is not stored when it
 * answers after it, so no answer of the user who left lands in the cache the page has just cleared.
 */
let geracao = 0;
const daMesmaGeracao: WorkboxPlugin = {
  async requestWillFetch({ request, state }) {
    if (state) state.geracao = geracao;
    return request;
  },
  async cacheWillUpdate({ response, state }) {
    return state?.geracao === geracao ? response : null;
  },
};

/**
 * The copy kept says when it was stored: the page shows an answer that carries it as the one loaded then, not as a
 * fresh one. The page's own answer, from the network, never carries it.
 */
const guardadoEm: WorkboxPlugin = {
  async cacheWillUpdate({ response }) {
    const headers = new Headers(response.headers);
    headers.set(storedAtHeader, new Date().toISOString());
    return new Response(await response.arrayBuffer(), {
      status: response.status,
      statusText: response.statusText,
      headers,
    });
  },
};

registerRoute(
  ({ url }) => origensDaApi.has(url.origin) && leiturasSemRede.some((caminho) => caminho.test(url.pathname)),
  new NetworkFirst({
    cacheName: apiCacheName,
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), daMesmaGeracao, porSessao, guardadoEm],
  }),
  'GET',
);

self.addEventListener('message', (evento) => {
  const tipo = (evento.data as { type?: unknown } | null)?.type;
  // 'Atualizar' on the page's notice (workbox-window's messageSkipWaiting): the new version takes over, the page
  // reloads.
  if (tipo === 'SKIP_WAITING') void self.skipWaiting();
  if (tipo === clearCacheMessage) {
    geracao++;
    evento.waitUntil(caches.delete(apiCacheName));
  }
});
