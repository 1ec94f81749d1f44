import { mensagens, onDemand, temCaracterDeControle } from '@portal/shared';
import { createRemoteJWKSet, errors, type JWTPayload, jwtVerify } from 'jose';
import { unavailable } from '../../errors.ts';

export interface EntraSettings {
  tenantId: string;
  issuer: string;
  jwksUrl: string;
  audience: string;
  scopeName: string;
  /** The portal SPA's app registration: the only client app whose tokens are taken. */
  clientId: string;
}

export interface EntraIdentity {
  tid: string;
  oid: string;
  name: string;
  username: string;
  email: string;
  roles: string[];
  expiresAt: Date;
}

const stringClaim = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The client app that requested the token: `azp` in v2 access tokens, `appid` in v1 ones (Entra's `ver` claim).
 * Any app of the tenant may be allowed the API's scope; only the portal's SPA speaks for a franchisee here.
 */
const clientApp = (payload: JWTPayload) => stringClaim(payload.ver === '1.0' ? payload.appid : payload.azp);

/**
 * Validates work-account access tokens: RS256 signature from the tenant's JWKS (by kid), issuer and
 * tenant (single tenant), audience (this API only: ID tokens and tokens for other APIs fail), expiry,
 * the delegated scope, and the client app that requested it (the portal's SPA only); an e-mail claim with a control character is refused too (it reaches e-mail
 * headers). Returns null for any invalid token.
 */
export function createEntraValidator(settings: EntraSettings, now: () => Date) {
  // Built at the first token: it constructs a `Headers`, and Node loads its fetch implementation (undici, ~20 ms) at
  // the first touch of one, which a password sign-in never needs (decision 83).
  const jwks = onDemand(() => createRemoteJWKSet(new URL(settings.jwksUrl), { cooldownDuration: 30_000 }));
  return async (token: string): Promise<EntraIdentity | null> => {
    try {
      const { payload } = await jwtVerify(token, jwks(), {
        issuer: settings.issuer,
        audience: settings.audience,
        algorithms: ['RS256'],
        requiredClaims: ['exp', 'tid', 'oid'],
        clockTolerance: 60,
        currentDate: now(),
      });
      const scopes = stringClaim(payload.scp).split(' ');
      if (payload.tid !== settings.tenantId || !scopes.includes(settings.scopeName)) return null;
      if (clientApp(payload) !== settings.clientId) return null;
      const email = stringClaim(payload.email) || stringClaim(payload.preferred_username) || stringClaim(payload.upn);
      // The address becomes the `to` of the user's e-mails: a line break there would start a header of its own.
      if (temCaracterDeControle(email)) return null;
      return {
        tid: stringClaim(payload.tid),
        oid: stringClaim(payload.oid),
        name: stringClaim(payload.name),
        username: email.split('@')[0] || stringClaim(payload.oid),
        email,
        roles: Array.isArray(payload.roles) ? payload.roles.filter((role) => typeof role === 'string') : [],
        expiresAt: new Date((payload.exp ?? 0) * 1000),
      };
    } catch (error) {
      // The tenant's key endpoint being unreachable is an outage, not a bad token.
      if (error instanceof errors.JWKSTimeout || !(error instanceof errors.JOSEError)) {
        throw unavailable(mensagens.servicoIndisponivel);
      }
      return null;
    }
  };
}
export type EntraValidator = ReturnType<typeof createEntraValidator>;
