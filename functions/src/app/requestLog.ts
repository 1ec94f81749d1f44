import type { HttpRequest, HttpResponseInit, InvocationContext } from '@azure/functions';
import type { HttpHandler } from './routeTypes.ts';

/** The signed-in user of a request, noted by the access check for the request's log line. */
const usuarios = new WeakMap<HttpRequest, string>();
export const recordUsuario = (request: HttpRequest, usuarioId: string) => usuarios.set(request, usuarioId);

/**
 * One JSON line per request (route, method, status, duration, user id, correlation id) through the
 * invocation's logger, which Application Insights stores as a trace (`AppTraces.Message`): the runbook's
 * and the workbook's queries parse it with `parse_json`. No body, query or header is logged.
 */
export function withRequestLog(route: string, handler: HttpHandler): HttpHandler {
  return async (request: HttpRequest, context: InvocationContext): Promise<HttpResponseInit> => {
    const started = performance.now();
    const response = await handler(request, context);
    context.log(
      JSON.stringify({
        evento: 'requisicao',
        rota: route,
        metodo: request.method,
        status: response.status ?? 200,
        duracaoMs: Math.round(performance.now() - started),
        usuarioId: usuarios.get(request) ?? null,
        correlacaoId: context.invocationId,
      }),
    );
    return response;
  };
}
