declare global {
  interface Window {
    /** The reads the boot script started, by API path (web/vite.config.ts, portal:arranque). */
    __portalPrecargas?: Record<string, { token: string | null; resposta: Promise<Response> } | undefined>;
  }
}

/**
 * How long a started read may stand in for a new one: the queries' own staleTime (main.tsx), so a preloaded
 * answer is never older than a cached one would be.
 */
const validadeMs = 30_000;

/**
 * The boot script's read of `path`, taken once and only for the token it was made with, within the first
 * `validadeMs` of the page (a screen that was never shown leaves its read behind).
 */
export function tomarPrecarga(path: string, token: string | null): Promise<Response> | undefined {
  const precargas = window.__portalPrecargas;
  const precarga = precargas?.[path];
  if (!precargas || !precarga) return undefined;
  precargas[path] = undefined;
  return precarga.token === token && performance.now() < validadeMs ? precarga.resposta : undefined;
}
