import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * The Function app's platform CORS, as the Functions host applies it on Linux consumption plans (Flex among them):
 * the site's `cors` settings reach the host as CORS_ALLOWED_ORIGINS (a JSON array) and CORS_SUPPORT_CREDENTIALS,
 * which become one ASP.NET Core CORS policy with any header and any method and no preflight max age
 * (azure-functions-host, HostCorsOptionsSetup.cs and CorsOptionsSetup.cs). On those plans the host puts that
 * middleware before every function whatever the origins, none included (WebScriptHostBuilderExtension.cs), and
 * ASP.NET Core's CorsMiddleware answers every preflight itself with 204, adding the CORS headers only for an allowed
 * origin, and adds Access-Control-Allow-Origin to the other answers to an allowed origin (CorsService.ApplyResult).
 * So a preflight never reaches the app (an OPTIONS route of its own is never called) and carries no
 * Access-Control-Max-Age: Chromium caches it for 5 s.
 */
export interface CorsSettings {
  allowedOrigins: string[];
  supportCredentials: boolean;
}

/** No origin allowed: the Function app's site settings without `cors` (the `linked` mode). */
export const noCors: CorsSettings = { allowedOrigins: [], supportCredentials: false };

/** The settings from the host's environment. */
export function corsFromEnvironment(env: NodeJS.ProcessEnv): CorsSettings {
  const origins: unknown = JSON.parse(env.CORS_ALLOWED_ORIGINS || '[]');
  if (!Array.isArray(origins) || !origins.every((origin) => typeof origin === 'string')) {
    throw new Error('CORS_ALLOWED_ORIGINS must be a JSON array of origins');
  }
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
