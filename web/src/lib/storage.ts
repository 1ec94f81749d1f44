import { usuarioSessaoSchema } from '@portal/shared/schemas/auth';
import { keys, type StoredSession } from './storageKeys.ts';

export {
  clearStoredSession,
  type StoredSession,
  writeAzureToken,
  writeStoredSession,
} from './storageKeys.ts';

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
