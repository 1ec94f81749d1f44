import { errors, jwtVerify, SignJWT } from 'jose';

const issuer = 'portal-do-franqueado';
const audience = 'portal-do-franqueado-api';

export interface PortalTokenClaims {
  userId: string;
  tokenVersion: number;
}

/** The portal's own session token: HS256, short-lived, carrying only who and which token version. */
export function createPortalTokens(secret: string, ttlMinutes: number, now: () => Date) {
  const key = new TextEncoder().encode(secret);
  return {
    async issue(claims: PortalTokenClaims): Promise<string> {
      const issuedAt = Math.floor(now().getTime() / 1000);
      return new SignJWT({ ver: claims.tokenVersion })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(claims.userId)
        .setIssuer(issuer)
        .setAudience(audience)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ttlMinutes * 60)
        .sign(key);
    },
    /** The claims of a valid token, or null for anything else (bad signature, expired, other algorithm). */
    async verify(token: string): Promise<PortalTokenClaims | null> {
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer,
          audience,
          algorithms: ['HS256'],
          currentDate: now(),
        });
        if (typeof payload.sub !== 'string' || typeof payload.ver !== 'number') return null;
        return { userId: payload.sub, tokenVersion: payload.ver };
      } catch (error) {
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
    },
  };
}
export type PortalTokens = ReturnType<typeof createPortalTokens>;
