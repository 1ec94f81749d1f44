import { createSessionStore } from '../features/auth/sessionStore.ts';
import { createApiClient } from '../lib/apiClient.ts';
import { apiUrl } from '../lib/apiUrl.ts';
import { takeBootRead } from './bootReads.ts';

/** The page's one session and API client; both take the boot script's reads first (app/bootReads.ts). */
export const session = createSessionStore(
  (token) =>
    takeBootRead('/api/profile', token) ??
    fetch(apiUrl('/api/profile'), {
      headers: { Accept: 'application/json', 'X-Portal-Authorization': `Bearer ${token}` },
    }),
);

export const api = createApiClient({
  getToken: session.token,
  onUnauthorized: session.signOut,
  fetch: (input, init) =>
    ((init?.method ?? 'GET') === 'GET' && typeof input === 'string'
      ? takeBootRead(input, session.token())
      : undefined) ?? fetch(typeof input === 'string' ? apiUrl(input) : input, init),
});
