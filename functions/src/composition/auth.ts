import { createAuthService } from '../services/auth/authService.ts';
import { createEntraValidator } from '../services/auth/entraTokens.ts';
import { createLoginThrottle } from '../services/auth/loginThrottle.ts';
import { senhas } from '../services/auth/passwords.ts';
import { createPortalTokens } from '../services/auth/portalTokens.ts';
import { createSealer } from '../services/auth/sealing.ts';
import { createVerificationCodes } from '../services/auth/verificationCodes.ts';
import { clientsOf } from './clients.ts';
import { logsDomain } from './logs.ts';
import { perPlatform } from './platform.ts';
import { slidingWindowOf } from './slidingWindow.ts';
import { usuariosDomain } from './usuarios.ts';

/** Sign-in (password, e-mail code, Microsoft), sessions and the portal's tokens; the access wrapper checks with it. */
export const authDomain = perPlatform((platform) => {
  const { config } = platform;
  // Whatever a caller passes, an API in Azure hashes at OWASP's parameters: cheaper hashing is for tests, in process.
  if (config.PORTAL_MODE !== 'local' && platform.senhas && platform.senhas !== senhas) {
    throw new Error('Password hashing other than the portal’s runs only in local mode.');
  }
  const { outbox, now } = clientsOf(platform);
  const { security, janela } = slidingWindowOf(platform);
  return {
    auth: createAuthService({
      usuarios: usuariosDomain(platform).usuarios,
      tokens: createPortalTokens(config.PORTAL_TOKEN_SECRET, config.PORTAL_TOKEN_TTL_MINUTES, now),
      throttle: createLoginThrottle(janela, config.PORTAL_TOKEN_SECRET),
      codes: createVerificationCodes(security, config.PORTAL_TOKEN_SECRET, now),
      outbox,
      validateEntraToken: createEntraValidator(
        {
          tenantId: config.ENTRA_TENANT_ID,
          issuer: config.ENTRA_ISSUER,
          jwksUrl: config.ENTRA_JWKS_URL,
          audience: config.ENTRA_AUDIENCE,
          scopeName: config.ENTRA_SCOPE_NAME,
          clientId: config.ENTRA_SPA_CLIENT_ID,
        },
        now,
      ),
      sealer: createSealer(config.PORTAL_TOKEN_SECRET),
      activity: logsDomain(platform).activity,
      masterRole: config.ENTRA_MASTER_ROLE,
      senhas: platform.senhas ?? senhas,
      now,
    }),
  };
});
