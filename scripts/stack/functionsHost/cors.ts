import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * The Function app's platform CORS, as the Functions host applies it on Linux consumption plans (Flex among them):
 * the site's `cors` settings reach the host as CORS_ALLOWED_ORIGINS (a JSON array) and CORS_SUPPORT_CREDENTIALS,
 * which become one ASP.NET Core CORS policy with any header and any method (azure-functions-host,
 * HostCorsOptionsSetup.cs and CorsOptionsSetup.cs). ASP.NET Core's CorsMiddleware then answers every preflight
 * itself with 204, adding the CORS headers only for an allowed origin, and adds Access-Control-Allow-Origin to
 * the other answers to an allowed origin (CorsService.ApplyResult).
 */
export interface CorsSettings {
  allowedOrigins: string[];
  supportCredentials: boolean;
}

/** The settings from the host's environment; null when no origin is allowed (no CORS middleware). */
export function corsFromEnvironment(env: NodeJS.ProcessEnv): CorsSettings | null {
  const origins: unknown = JSON.parse(env.CORS_ALLOWED_ORIGINS || '[]');
  if (!Array.isArray(origins) || !origins.every((origin) => typeof origin === 'string')) {
    throw new Error('CORS_ALLOWED_ORIGINS must be a JSON array of origins');
  }
  if (origins.length === 0) return null;
  return { allowedOrigins: origins, supportCredentials: env.CORS_SUPPORT_CREDENTIALS?.toLowerCase() === 'true' };
}

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join(', ') : value);

/**
 * Applies the policy to a request. Returns true when the middleware answered it (a preflight); otherwise the
 * headers an allowed origin gets are set on `response` and the request goes on to the functions.
 */
export function applyCors(settings: CorsSettings, request: IncomingMessage, response: ServerResponse): boolean {
  const origin = single(request.headers.origin);
  if (!origin) return false;
  const allowed = settings.allowedOrigins.includes(origin);
  const requestedMethod = single(request.headers['access-control-request-method']);
  const preflight = request.method === 'OPTIONS' && requestedMethod !== undefined;
  if (allowed) {
    response.setHeader('Access-Control-Allow-Origin', origin);
    if (settings.supportCredentials) response.setHeader('Access-Control-Allow-Credentials', 'true');
    if (preflight) {
      const requestedHeaders = single(request.headers['access-control-request-headers']);
      if (requestedHeaders) response.setHeader('Access-Control-Allow-Headers', requestedHeaders);
      response.setHeader('Access-Control-Allow-Methods', requestedMethod);
    }
    response.setHeader('Vary', 'Origin');
  }
  if (!preflight) return false;
  response.writeHead(204, { 'content-length': '0' });
  response.end();
  return true;
}
