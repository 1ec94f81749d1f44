import type { SessaoResponse, UsuarioSessao } from '@portal/shared/schemas/auth';
import {
  clearStoredSession,
  hasStoredUserData,
  readStoredToken,
  type StoredSession,
  writeStoredSession,
} from '../../lib/storageKeys.ts';

export interface SessionState {
  session: StoredSession | null;
  /** Set when a password login needs the e-mail code: the verification screen replaces the routed area. */
  /** `aviso`: what the sign-in said beyond the screen's own instruction (the code waits in the e-mail queue). */
  pendingVerification: { userId: string; aviso?: string } | null;
}

type Listener = () => void;

/**
 * The signed-in state, persisted in local storage. A stored token counts only after the profile call
 * accepted it (an invalid token, or a failing check, means signed out), or while the call gets no answer at all
 * (offline): the state is signed out until the first `ensureValidated` read the stored session.
 */
export function createSessionStore(fetchProfile: (token: string) => Promise<Response>) {
  let state: SessionState = { session: null, pendingVerification: null };
  let validation: Promise<void> | null = null;
  const listeners = new Set<Listener>();

  const set = (next: SessionState) => {
    state = next;
    for (const listener of listeners) listener();
  };

  const validate = async () => {
    if (!hasStoredUserData()) return;
    // The profile call starts with the stored token while the checks (zod) load, not after them.
    const token = readStoredToken();
    const profile = token ? fetchProfile(token) : null;
    profile?.catch(() => undefined);
    try {
      const { profileResponseSchema, readStoredSession } = await import('../../lib/lazySchemas.ts');
      const stored = readStoredSession();
      if (!stored) return;
      const response = await (profile && stored.token === token ? profile : fetchProfile(stored.token)).catch(
        () => null,
      );
      // No answer (no network): the stored session stands, as the device last knew it, so the portal reads offline
      // what the service worker kept; the API checks the token on every call, and a 401 ends the session.
      if (!response) {
        set({ ...state, session: stored });
        return;
      }
      const parsed = profileResponseSchema.safeParse(response.ok ? await response.json() : undefined);
      if (!parsed.success) throw new Error(`profile check failed (${response.status})`);
      const session = { token: stored.token, user: parsed.data.user };
      writeStoredSession(session);
      set({ ...state, session });
    } catch (error) {
      console.error('Sessão inválida', error);
      clearStoredSession();
      set({ ...state, session: null });
    }
  };

  return {
    getState: () => state,
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Resolves once the stored token was checked against /api/profile (once per page load). */
    ensureValidated(): Promise<void> {
      validation ??= validate();
      return validation;
    },
    isSignedIn: () => state.session !== null,
    user: (): UsuarioSessao | null => state.session?.user ?? null,
    token: (): string | null => state.session?.token ?? null,
    signIn(response: SessaoResponse) {
      const session = { token: response.token, user: response.user };
      writeStoredSession(session);
      validation = Promise.resolve();
      set({ session, pendingVerification: null });
    },
    startVerification(userId: string, aviso?: string) {
      set({ ...state, pendingVerification: aviso ? { userId, aviso } : { userId } });
    },
    cancelVerification() {
      set({ ...state, pendingVerification: null });
    },
    signOut() {
      clearStoredSession();
      validation = Promise.resolve();
      set({ session: null, pendingVerification: null });
    },
  };
}
