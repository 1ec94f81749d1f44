import { createSessionStore } from '../features/auth/sessionStore.ts';
import { createApiClient } from '../lib/apiClient.ts';

/** The page's one session and API client. */
export const session = createSessionStore((token) =>
  fetch('/api/profile', { headers: { Accept: 'application/json', 'X-Portal-Authorization': `Bearer ${token}` } }),
);

export const api = createApiClient({ getToken: session.token, onUnauthorized: session.signOut });
