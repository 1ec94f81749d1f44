/** A read the boot script started (app/bootScript.ts), and the token it was made with (null: a public read). */
export interface BootRead {
  token: string | null;
  resposta: Promise<Response>;
}

declare global {
  interface Window {
    /** The reads the boot script started, by API path. */
    __portalBootReads?: Record<string, BootRead | undefined>;
  }
}

/**
 * How long a started read may stand in for a new one: the queries' own staleTime (main.tsx), so a preloaded
 * answer is never older than a cached one would be.
 */
const validadeMs = 30_000;

/**
 * The app has started: from here on the boot script starts no read. It is an async script, so on a busy phone it may
 * run after the entry, whose screens then read for themselves: its reads would be asked for twice and never taken.
 */
export function closeBootReads(): void {
  window.__portalBootReads ??= {};
}

/**
 * The boot script's read of `path`, taken once, within the first `validadeMs` of the page (a screen that was never
 * shown leaves its read behind), and only for the token it was made with; a public read, made without one, answers
 * the same to everyone, so it serves the app whether or not its session check ended first.
 */
export function takeBootRead(path: string, token: string | null): Promise<Response> | undefined {
  const precargas = window.__portalBootReads;
  const precarga = precargas?.[path];
  if (!precargas || !precarga) return undefined;
  precargas[path] = undefined;
  const paraEste = precarga.token === null || precarga.token === token;
  return paraEste && performance.now() < validadeMs ? precarga.resposta : undefined;
}
