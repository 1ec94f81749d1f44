import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { manualClock, startInProcessApi } from './inProcessApi.ts';
import { signedIn } from './usuariosDeTeste.ts';

/**
 * The preflights of the `direct` API mode, answered by the Function app's platform CORS (the Functions host's, as on
 * Flex Consumption: scripts/stack/functionsHost/cors.ts) in front of the whole API: the SPA's calls carry
 * X-Portal-Authorization, so each new URL costs the browser one preflight, cached as long as Access-Control-Max-Age
 * says — and the host sends none, whatever the app would answer (decision on the API access mode).
 */
const portal = 'https://portal.example';
const intruso = 'https://intruso.example';

let direta: Awaited<ReturnType<typeof startInProcessApi>>;

beforeAll(async () => {
  direta = await startInProcessApi({ ...inject('settings'), PORTAL_API_ACCESS: 'direct' }, manualClock(), undefined, {
    cors: { allowedOrigins: [portal], supportCredentials: false },
  });
});
afterAll(() => direta.close());

const preflight = (url: string, origin: string) =>
  fetch(url, {
    method: 'OPTIONS',
    headers: {
      origin,
      'access-control-request-method': 'GET',
      'access-control-request-headers': 'x-portal-authorization',
    },
  });

describe("the Function app's platform CORS", () => {
  it("direct: allows the portal's preflight for the header it asks, without credentials or a max age; the call then works", async () => {
    const { user, headers } = await signedIn(direta);
    const allowed = await preflight(`${direta.url}/profile`, portal);
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(portal);
    expect(allowed.headers.get('access-control-allow-headers')).toBe('x-portal-authorization');
    expect(allowed.headers.get('access-control-allow-methods')).toBe('GET');
    expect(allowed.headers.get('access-control-allow-credentials')).toBeNull();
    // None sent: Chromium keeps the answer 5 s, so almost every API call of a page load pays its own preflight.
    expect(allowed.headers.get('access-control-max-age')).toBeNull();

    const call = await fetch(`${direta.url}/profile`, { headers: { ...headers, origin: portal } });
    expect(call.status).toBe(200);
    expect(call.headers.get('access-control-allow-origin')).toBe(portal);
    expect(((await call.json()) as { user: { username: string } }).user.username).toBe(user.username);
  });

  it('direct: gives another origin no allowance, on the preflight nor on the call', async () => {
    const { headers } = await signedIn(direta);
    const refused = await preflight(`${direta.url}/profile`, intruso);
    expect(refused.status).toBe(204);
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
    expect(refused.headers.get('access-control-allow-headers')).toBeNull();
    const call = await fetch(`${direta.url}/profile`, { headers: { ...headers, origin: intruso } });
    expect(call.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('linked: the API package allows no origin, yet its host answers every preflight itself', async () => {
    // The stack's own host, running the API's zip with the settings of the linked mode (no origin).
    for (const origin of [portal, intruso]) {
      const response = await preflight(`${inject('apiUrl')}/profile`, origin);
      expect(response.status, origin).toBe(204);
      expect(response.headers.get('access-control-allow-origin'), origin).toBeNull();
    }
  });
});
