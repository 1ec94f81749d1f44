import { randomUUID } from 'node:crypto';
import type { HttpRequest, HttpResponseInit, InvocationContext } from '@azure/functions';
import { type ErroResponse, mensagens } from '@portal/shared';
import { ZodError, type z } from 'zod';
import { ConcurrencyConflict } from '../data/cosmosItems.ts';
import { DependencyUnavailableError, HttpError } from '../errors.ts';

export type HttpHandler = (request: HttpRequest, context: InvocationContext) => Promise<HttpResponseInit>;

export function json(status: number, body: unknown, headers: Record<string, string> = {}): HttpResponseInit {
  return { status, jsonBody: body, headers: { 'Cache-Control': 'no-store', ...headers } };
}

export function errorResponse(status: number, body: ErroResponse): HttpResponseInit {
  return json(status, body);
}

function firstIssueMessage(error: ZodError): string {
  return error.issues[0]?.message ?? mensagens.requisicaoInvalida;
}

/** Parses and validates a JSON body; bad JSON or a schema violation is a 400 with a pt-BR message. */
export async function readJson<S extends z.ZodType>(request: HttpRequest, schema: S): Promise<z.infer<S>> {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    throw new HttpError(400, mensagens.jsonInvalido);
  }
  const result = schema.safeParse(body);
  if (!result.success) throw new HttpError(400, firstIssueMessage(result.error));
  return result.data;
}

/** Validates route parameters or query values with a shared schema. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw new HttpError(400, firstIssueMessage(result.error));
  return result.data;
}

/**
 * The one place errors become responses: known errors keep their status and pt-BR message,
 * anything else is logged with a correlation id and answered with a generic message.
 */
export function withErrorHandling(handler: HttpHandler): HttpHandler {
  return async (request, context) => {
    try {
      return await handler(request, context);
    } catch (error) {
      if (error instanceof HttpError) return errorResponse(error.status, { message: error.message });
      if (error instanceof ZodError) return errorResponse(400, { message: firstIssueMessage(error) });
      if (error instanceof ConcurrencyConflict) {
        return errorResponse(409, { message: mensagens.conflitoConcorrente });
      }
      if (error instanceof DependencyUnavailableError) {
        context.warn(`dependency unavailable: ${error.dependency}: ${String(error.cause)}`);
        return json(503, { message: mensagens.servicoIndisponivel }, { 'Retry-After': '5' });
      }
      const correlationId = context.invocationId || randomUUID();
      context.error(`unhandled error [${correlationId}] ${request.method} ${request.url}`, error);
      return errorResponse(500, { message: mensagens.erroInterno, correlationId });
    }
  };
}
