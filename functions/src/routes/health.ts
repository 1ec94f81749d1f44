import { json } from '../app/http.ts';
import type { PublicRoute } from '../app/routeTypes.ts';
import { checkHealth } from '../services/healthService.ts';

/** GET /api/health — public; 200 when every dependency answers, 503 naming the ones that don't. */
export const getHealth: PublicRoute = (deps) => async () => {
  const report = await checkHealth(deps.probes);
  return json(report.status === 'ok' ? 200 : 503, report);
};
