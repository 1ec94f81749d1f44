import { type UsuarioSessao, usuarioSessaoSchema } from '@portal/shared';

/** Browser storage keys of the spec (section 3). */
const keys = {
  token: 'token',
  userData: 'userData',
  azureToken: 'azureToken',
  azureTokenExpires: 'azureTokenExpires',
} as const;

export interface StoredSession {
  token: string;
  user: UsuarioSessao;
}

/** The stored session; broken `userData` is removed (spec section 4). */
export function readStoredSession(): StoredSession | null {
  const token = localStorage.getItem(keys.token);
  const raw = localStorage.getItem(keys.userData);
  if (raw === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = undefined;
  }
  const user = usuarioSessaoSchema.safeParse(parsed);
  if (!user.success) {
    localStorage.removeItem(keys.userData);
    return null;
  }
  return token ? { token, user: user.data } : null;
}

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
