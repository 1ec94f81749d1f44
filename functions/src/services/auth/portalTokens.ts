import { randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

const issuer = 'portal-do-franqueado';
const audience = 'portal-do-franqueado-api';

export interface PortalTokenClaims {
  userId: string;
  tokenVersion: number;
}

/** A verified token: who, which version, and the session it opened (ended by sign-out). */
export interface VerifiedPortalToken extends PortalTokenClaims {
  tokenId: string;
  expiresAt: Date;
}

/**
 * The portal's own session token: HS256, short-lived, carrying only who, which token version and a
 * session id (`jti`), so one sign-out can end exactly that session.
 */
export function createPortalTokens(secret: string, ttlMinutes: number, now: () => Date) {
  const key = new TextEncoder().encode(secret);
  return {
    async issue(claims: PortalTokenClaims): Promise<string> {
      const issuedAt = Math.floor(now().getTime() / 1000);
      return new SignJWT({ ver: claims.tokenVersion })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(claims.userId)
        .setJti(randomUUID())
        .setIssuer(issuer)
        .setAudience(audience)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ttlMinutes * 60)
        .sign(key);
    },
    /** The claims of a valid token, or null for anything else (bad signature, expired, other algorithm). */
    async verify(token: string): Promise<VerifiedPortalToken | null> {
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer,
          audience,
          algorithms: ['HS256'],
          currentDate: now(),
        });
        const { sub, ver, jti, exp } = payload;
        if (typeof sub !== 'string' || typeof ver !== 'number' || typeof jti !== 'string' || typeof exp !== 'number') {
          return null;
        }
        return { userId: sub, tokenVersion: ver, tokenId: jti, expiresAt: new Date(exp * 1000) };
      } catch (error) {
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
    },
  };
}
export type PortalTokens = ReturnType<typeof createPortalTokens>;
