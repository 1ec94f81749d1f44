import { isIPv6, type Socket } from 'node:net';
import { jwtVerify, SignJWT } from 'jose';

/**
 * A socket's peer as Azure's front ends write it in X-Forwarded-For and client-ip: `address:port`, IPv6 in
 * brackets, an IPv4 client of a dual-stack socket as plain IPv4.
 */
export function peerAddress(socket: Socket): string {
  const address = (socket.remoteAddress ?? '').replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  return `${isIPv6(address) ? `[${address}]` : address}:${socket.remotePort ?? 0}`;
}

/**
 * X-Forwarded-For as a hop that received the request on `socket` passes it on: its peer appended after
 * whatever the request already carried, which stays as the client (or an earlier hop) wrote it.
 */
export function appendForwardedFor(received: string | string[] | undefined, socket: Socket): string {
  return [received, peerAddress(socket)].flat().filter(Boolean).join(', ');
}

/** The local stand-in for the Static Web Apps resource name in the platform token's iss/aud. */
const platformAppName = 'portal-local';
const platformClaims = {
  issuer: `https://${platformAppName}.scm.azurewebsites.net`,
  audience: `https://${platformAppName}.azurewebsites.net/azurefunctions`,
};

/**
 * Static Web Apps replaces Authorization on every request it forwards to the linked Functions app with
 * its own short-lived HS256 token, whatever the browser sent (decision 18), signed here with `key`: the local
 * Static Web Apps server's, which the Functions host linked to it checks.
 */
export function platformToken(key: Uint8Array): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(platformClaims.issuer)
    .setAudience(platformClaims.audience)
    .setIssuedAt(now)
    .setNotBefore(now)
    .setExpirationTime(now + 300)
    .sign(key);
}

/**
 * Whether a request's Authorization is the platform token of the Static Web App whose key is `key`: what the
 * App Service authentication that linking configures on the Function app checks (Azure/static-web-apps #512,
 * #1169: a linked Function app answers other callers 401).
 */
export async function fromStaticWebApp(authorization: string | undefined, key: Uint8Array): Promise<boolean> {
  const token = /^Bearer (\S+)$/.exec(authorization ?? '')?.[1];
  if (!token) return false;
  return jwtVerify(token, key, { ...platformClaims, algorithms: ['HS256'] }).then(
    () => true,
    () => false,
  );
}
