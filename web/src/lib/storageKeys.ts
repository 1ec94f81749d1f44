import type { UsuarioSessao } from '@portal/shared/schemas/auth';

// The writes and the raw reads of the stored session, without zod: the session store is in the first
// download of every page, and the sign-in screens must not download zod to paint. Reading the stored
// session with its check is `readStoredSession` in storage.ts, loaded with the first profile check.

/** Browser storage keys of the spec (section 3). */
export const keys = {
  token: 'token',
  userData: 'userData',
  azureToken: 'azureToken',
  azureTokenExpires: 'azureTokenExpires',
} as const;

export interface StoredSession {
  token: string;
  user: UsuarioSessao;
}

/** Whether a stored session may exist (readStoredSession has something to read or to remove). */
export const hasStoredUserData = (): boolean => localStorage.getItem(keys.userData) !== null;

/** The stored portal token as it is, unchecked. */
export const readStoredToken = (): string | null => localStorage.getItem(keys.token);

export function writeStoredSession(session: StoredSession): void {
  localStorage.setItem(keys.token, session.token);
  localStorage.setItem(keys.userData, JSON.stringify(session.user));
}

export function writeAzureToken(token: string, expiresAt: Date): void {
  localStorage.setItem(keys.azureToken, token);
  localStorage.setItem(keys.azureTokenExpires, expiresAt.toISOString());
  sessionStorage.setItem(keys.azureToken, token);
}

/** Sign-out removes every stored token and the user data. */
export function clearStoredSession(): void {
  for (const key of Object.values(keys)) {
    localStorage.removeItem(key);
    sessionStorage.removeItem(key);
  }
}
