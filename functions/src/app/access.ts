import { Readable } from 'node:stream';
import type { HttpRequest } from '@azure/functions';
import { mensagens, mensagensConsultas, sobDemanda } from '@portal/shared';
import { forbidden, tooManyRequests } from '../errors.ts';
import type { Sessao } from '../services/auth/authService.ts';
import { possuiPermissao } from '../services/policies.ts';
import type { Dependencies } from './dependencies.ts';
import { withErrorHandling } from './http.ts';
import { anotarUsuario, comRegistro } from './requestLog.ts';
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
export async function sessaoOpcional(deps: Dependencies, request: HttpRequest): Promise<Sessao | null> {
  const token = bearerToken(request);
  return token ? deps.auth.authenticate(token).catch(() => null) : null;
}

/**
 * The HTTP handler of a route definition: its declared access is enforced here, before the handler
 * runs (401 without a valid session, 429 past a heavy route's per-user limit, 403 without the permission),
 * every error becomes a response, and every request leaves one log line (requestLog.ts). The dependencies may be
 * built at the first request (registerFunctions.ts): the route's handler is built then, once.
 */
export function createHttpHandler(definition: RouteDefinition, dependencias: () => Promise<Dependencies>): HttpHandler {
  return comRegistro(definition.name, semRegistro(definition, dependencias));
}

function semRegistro(definition: RouteDefinition, dependencias: () => Promise<Dependencies>): HttpHandler {
  if (definition.access === 'publico') {
    const { handler: rota } = definition;
    const handler = sobDemanda(async () => rota(await dependencias()));
    return withErrorHandling(async (request, context) => (await handler())(request, context));
  }
  const { access, limit, handler: rota } = definition;
  const handler = sobDemanda(async () => rota(await dependencias()));
  return withErrorHandling(async (request, context) => {
    const deps = await dependencias();
    // The token's signature first (no database call): the per-user limit then refuses before the user is read.
    const token = await deps.auth.verifyToken(bearerToken(request));
    anotarUsuario(request, token.userId);
    const leave = limit ? deps.concorrenciaPorUsuario.enter(limit, token.userId) : () => undefined;
    if (!leave) {
      throw tooManyRequests(mensagensConsultas.muitasAoMesmoTempo, limit?.retryAfterSeconds ?? 1);
    }
    let devolverAoResponder = true;
    try {
      const sessao = await deps.auth.sessionOf(token);
      if (access !== 'autenticado' && !possuiPermissao(sessao.user, access)) {
        throw forbidden(mensagens.semPermissao);
      }
      const resposta = await (await handler())(request, sessao, context);
      // A streamed answer (the export) reads the database while it is sent: it keeps its place until it ends.
      if (resposta.body instanceof Readable) {
        resposta.body.once('close', leave);
        devolverAoResponder = false;
      }
      return resposta;
    } finally {
      if (devolverAoResponder) leave();
    }
  });
}
