import { Readable } from 'node:stream';
import type { HttpRequest } from '@azure/functions';
import { mensagens, mensagensConsultas, onDemand } from '@portal/shared';
import type { Platform } from '../composition/platform.ts';
import { forbidden, tooManyRequests } from '../errors.ts';
import type { AuthService } from '../services/auth/authService.ts';
import type { Sessao } from '../services/auth/sessions.ts';
import { possuiPermissao } from '../services/policies.ts';
import type { ConcurrencyLimiter } from './concurrencyLimits.ts';
import { withErrorHandling } from './http.ts';
import { recordUsuario, withRequestLog } from './requestLog.ts';
import type { HttpHandler, RouteDefinition } from './routeTypes.ts';

/**
 * The bearer token of a request. The SPA uses X-Portal-Authorization because Static Web Apps
 * overwrites Authorization on requests it forwards; direct clients may use Authorization.
 */
export function bearerToken(request: HttpRequest): string | null {
  const header = request.headers.get('x-portal-authorization') ?? request.headers.get('authorization');
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header.trim()) : null;
  return match?.[1] ?? null;
}

/**
 * The session of a public route's caller when the request carries a valid token, else null: no token, an
 * invalid or expired one, or a database that cannot say (a public answer never becomes a 401 or a 503 here).
 */
export async function optionalSession(
  auth: Pick<AuthService, 'authenticate'>,
  request: HttpRequest,
): Promise<Sessao | null> {
  const token = bearerToken(request);
  return token ? auth.authenticate(token).catch(() => null) : null;
}

/**
 * The HTTP handler of a route definition: its declared access is enforced here, before the handler
 * runs (401 without a valid session, 429 past a heavy route's per-user limit, 403 without the permission),
 * every error becomes a response, and every request leaves one log line (requestLog.ts). The route's module is
 * imported at its first request, with the sign-in domain a signed-in route checks the caller with; the handler is
 * built then, once.
 */
export function createHttpHandler(
  definition: RouteDefinition,
  platform: Platform,
  concurrencyLimiter: ConcurrencyLimiter,
): HttpHandler {
  return withRequestLog(definition.name, withoutLog(definition, platform, concurrencyLimiter));
}

function withoutLog(
  definition: RouteDefinition,
  platform: Platform,
  concurrencyLimiter: ConcurrencyLimiter,
): HttpHandler {
  if (definition.access === 'publico') {
    const { handler: route } = definition;
    const handler = onDemand(async () => (await route())(platform));
    return withErrorHandling(async (request, context) => (await handler())(request, context));
  }
  const { access, limit, handler: route } = definition;
  const loaded = onDemand(async () => {
    const [signedInRoute, { authDomain }] = await Promise.all([route(), import('../composition/auth.ts')]);
    return { handler: signedInRoute(platform), auth: authDomain(platform).auth };
  });
  return withErrorHandling(async (request, context) => {
    const { handler, auth } = await loaded();
    // The token's signature first (no database call): the per-user limit then refuses before the user is read.
    const token = await auth.verifyToken(bearerToken(request));
    recordUsuario(request, token.userId);
    const leave = limit ? concurrencyLimiter.enter(limit, token.userId) : () => undefined;
    if (!leave) {
      throw tooManyRequests(mensagensConsultas.muitasAoMesmoTempo, limit?.retryAfterSeconds ?? 1);
    }
    let releaseOnAnswer = true;
    try {
      const sessao = await auth.sessionOf(token);
      if (access !== 'autenticado' && !possuiPermissao(sessao.user, access)) {
        throw forbidden(mensagens.semPermissao);
      }
      const response = await handler(request, sessao, context);
      // A streamed answer (the export) reads the database while it is sent: it keeps its place until it ends.
      if (response.body instanceof Readable) {
        response.body.once('close', leave);
        releaseOnAnswer = false;
      }
      return response;
    } finally {
      if (releaseOnAnswer) leave();
    }
  });
}
