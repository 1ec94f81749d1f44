import type { UsuariosRepository } from '../../data/usuarios/usuariosRepository.ts';
import type { ActivityLog } from '../logs/activityLog.ts';
import type { Outbox } from '../outbox.ts';
import type { EntraValidator } from './entraTokens.ts';
import type { LoginThrottle } from './loginThrottle.ts';
import { createMicrosoftLogin } from './microsoftLogin.ts';
import { createPasswordLogin } from './passwordLogin.ts';
import type { Senhas } from './passwords.ts';
import type { PortalTokens } from './portalTokens.ts';
import type { Sealer } from './sealing.ts';
import { createSessions } from './sessions.ts';
import type { VerificationCodes } from './verificationCodes.ts';

export interface AuthServiceDeps {
  usuarios: UsuariosRepository;
  tokens: PortalTokens;
  throttle: LoginThrottle;
  codes: VerificationCodes;
  outbox: Outbox;
  validateEntraToken: EntraValidator;
  sealer: Sealer;
  activity: ActivityLog;
  masterRole: string;
  /** Password hashing: OWASP's parameters (passwords.ts `senhas`). */
  senhas: Senhas;
  now: () => Date;
}

/**
 * Signing in and sessions: password sign-in with e-mail verification (passwordLogin.ts), Microsoft sign-in and the
 * work account's sealed token (microsoftLogin.ts), the sessions both open (sessions.ts).
 */
export function createAuthService(deps: AuthServiceDeps) {
  const sessions = createSessions(deps);
  return {
    ...createPasswordLogin(deps, sessions),
    ...createMicrosoftLogin(deps, sessions),
    verifyToken: sessions.verifyToken,
    sessionOf: sessions.sessionOf,
    authenticate: sessions.authenticate,
    logout: sessions.logout,
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
