import { createSessionStore } from '../features/auth/sessionStore.ts';
import { createApiClient } from '../lib/apiClient.ts';

declare global {
  interface Window {
    /** The profile call the boot script started for the stored token (web/vite.config.ts, portal:arranque). */
    __portalPerfil?: { token: string; resposta: Promise<Response> };
  }
}

/** The boot script's profile call, taken once and only for the token it was made with. */
function perfilAntecipado(token: string): Promise<Response> | undefined {
  const antecipado = window.__portalPerfil;
  window.__portalPerfil = undefined;
  return antecipado?.token === token ? antecipado.resposta : undefined;
}

/** The page's one session and API client. */
export const session = createSessionStore(
  (token) =>
    perfilAntecipado(token) ??
    fetch('/api/profile', { headers: { Accept: 'application/json', 'X-Portal-Authorization': `Bearer ${token}` } }),
);

export const api = createApiClient({ getToken: session.token, onUnauthorized: session.signOut });
