import type { HttpRequest } from '@azure/functions';
import { sessaoOpcional } from '../app/access.ts';
import type { Dependencies } from '../app/dependencies.ts';
import { json } from '../app/http.ts';
import type { PublicRoute } from '../app/routeTypes.ts';
import { checkHealth } from '../services/healthService.ts';
import { possuiPermissao } from '../services/policies.ts';

/** Whether the request carries a valid admin's token; any failure (no token, expired, database down) is no. */
async function deAdmin(deps: Dependencies, request: HttpRequest): Promise<boolean> {
  const sessao = await sessaoOpcional(deps, request);
  return sessao !== null && possuiPermissao(sessao.user, 'isAdmin');
}

/**
 * GET /api/health — public and cheap: 200 when every dependency answers, 503 naming the ones that don't.
 * With an admin's token it also reports the e-mail outbox's backlog (the numbers the alerts watch).
 */
export const getHealth: PublicRoute = (deps) => async (request) => {
  const [report, admin] = await Promise.all([checkHealth(deps.probes), deAdmin(deps, request)]);
  const outbox = admin ? await deps.outbox.backlog().catch(() => null) : undefined;
  return json(report.status === 'ok' ? 200 : 503, outbox === undefined ? report : { ...report, outbox });
};
