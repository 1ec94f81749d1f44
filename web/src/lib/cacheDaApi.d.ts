/**
 * The service worker's cache of API answers (web/sw/sw.ts): the few reads the portal shows without a network. The
 * page clears it whenever the signed-in user changes (main.tsx).
 */
export declare const cacheDaApi = 'portal-api';
/** Set by the service worker on an answer it took from its cache because the network failed. */
export declare const cabecalhoDoCache = 'X-Portal-Do-Cache';
/** Drops every cached API answer (nothing to drop where the browser has no Cache API: no service worker either). */
export declare const limparCacheDaApi: () => Promise<unknown>;
