import { json } from '../app/http.ts';
import type { PublicRoute } from '../app/routeTypes.ts';
import { createPublicConfig } from '../services/publicConfig.ts';

/** GET /api/config — public runtime configuration of the SPA. */
export const getPublicConfig: PublicRoute = (platform) => {
  const publicConfig = createPublicConfig(platform.config);
  return async () => json(200, await publicConfig(), { 'Cache-Control': 'public, max-age=300' });
};
