import type { HttpRequest } from '@azure/functions';
import { optionalSession } from '../app/access.ts';
import { json } from '../app/http.ts';
import { createProbes } from '../app/probes.ts';
import type { PublicRoute } from '../app/routeTypes.ts';
import { authDomain } from '../composition/auth.ts';
import { clientsOf } from '../composition/clients.ts';
import type { AuthService } from '../services/auth/authService.ts';
import { checkHealth } from '../services/healthService.ts';
import { possuiPermissao } from '../services/policies.ts';

/** Whether the request carries a valid admin's token; any failure (no token, expired, database down) is no. */
async function deAdmin(auth: AuthService, request: HttpRequest): Promise<boolean> {
  const sessao = await optionalSession(auth, request);
  return sessao !== null && possuiPermissao(sessao.user, 'isAdmin');
}

/**
 * GET /api/health — public and cheap: 200 when every dependency answers, 503 naming the ones that don't.
 * With an admin's token it also reports the e-mail outbox's backlog (the numbers the alerts watch).
 */
export const getHealth: PublicRoute = (platform) => {
  const clients = clientsOf(platform);
  const probes = createProbes(clients);
  const { auth } = authDomain(platform);
  return async (request) => {
    const [report, admin] = await Promise.all([checkHealth(probes), deAdmin(auth, request)]);
    const outbox = admin ? await clients.outbox.backlog().catch(() => null) : undefined;
    return json(report.status === 'ok' ? 200 : 503, outbox === undefined ? report : { ...report, outbox });
  };
};
