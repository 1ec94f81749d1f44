import { mensagensFinalizar } from '@portal/shared/mensagens/pedidos';
import { erroResponseSchema } from '@portal/shared/schemas/error';
import type * as z from 'zod/mini';
import { type ApiClient, ApiError } from './apiClient.ts';

/** A failed send in the screen's words (spec section 8), shown as is, with what the user can do under it. */
export class SendError extends Error {
  override name = 'SendError';
  constructor(
    message: string,
    /** A refusal's status (an answer that is not JSON, or does not parse, has none). */
    readonly status?: number,
    /** The API's own reason, when it gave one (a refusal the caller acts on, such as a revoked token). */
    readonly motivo?: string,
    readonly detalhes: readonly string[] = [],
  ) {
    super(message);
  }
}

/** How a form words its failures (spec section 8). */
export interface FailureTexts {
  /** The API could not be reached. */
  semConexao: string;
  /** A refusal or a failed answer, with the reason: the API's, the call's fallback, or none. */
  falha: (motivo: string | undefined) => string;
  /** A refusal the form words otherwise (its own SendError), or null for `falha`. */
  recusa?: (status: number, motivo: string | undefined) => SendError | null;
}

/**
 * The text a failed call shows, in the form's words: a SendError's own, the API's reason through `falha` (an
 * ApiError with an answer), or `semConexao` (no answer, or not an API failure at all).
 */
export function failureText(error: unknown, texts: { semConexao: string; falha: (motivo: string) => string }): string {
  if (error instanceof SendError) return error.message;
  return error instanceof ApiError && error.status > 0 ? texts.falha(error.message) : texts.semConexao;
}

/**
 * Texts of a call whose fallback, when the API gave no reason, is the bare text itself: it is not repeated after
 * the reason's prefix.
 */
export const failureTextsWithReason = (semConexao: string, comMotivo: (motivo: string) => string): FailureTexts => ({
  semConexao,
  falha: (motivo) => (motivo && motivo !== semConexao ? comMotivo(motivo) : semConexao),
});

/** A failure of a form's uploads as a SendError in the form's words; anything but an API failure passes as is. */
export const uploadFailure = (error: unknown, texts: FailureTexts): unknown =>
  error instanceof ApiError ? new SendError(failureText(error, texts)) : error;

const semJson = Symbol('sem-json');

export interface FormSubmission<S extends z.ZodMiniType> {
  path: string;
  body: FormData;
  /** The attempt's key: a retry of the same content sends the same one (idempotencyKeys.ts). */
  idempotencyKey: string;
  headers?: Record<string, string>;
  /** The created record's answer. */
  schema: S;
  texts: FailureTexts;
}

/**
 * POST of a multipart form with an Idempotency-Key: resolves with the answer read with `schema`; rejects with a
 * SendError in the form's words — no answer (`semConexao`), an answer that is not JSON (a platform error page, its
 * status said), a refusal (`recusa`, else `falha` with the API's reason), or an answer that does not parse.
 */
export async function sendForm<S extends z.ZodMiniType>(
  api: ApiClient,
  { path, body, idempotencyKey, headers, schema, texts }: FormSubmission<S>,
): Promise<z.infer<S>> {
  let response: Response;
  try {
    response = await api.send('POST', path, { headers: { ...headers, 'Idempotency-Key': idempotencyKey }, body });
  } catch (error) {
    console.error(`Falha de rede em POST ${path}`, error);
    throw new SendError(texts.semConexao);
  }
  const json: unknown = await response.json().catch(() => semJson);
  if (json === semJson) {
    throw new SendError(texts.falha(mensagensFinalizar.erroServidor(response.status)));
  }
  if (!response.ok) {
    const erro = erroResponseSchema.safeParse(json);
    const motivo = erro.success ? erro.data.message : undefined;
    throw texts.recusa?.(response.status, motivo) ?? new SendError(texts.falha(motivo), response.status, motivo);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    console.error(`Resposta inesperada de POST ${path}`, parsed.error.issues);
    throw new SendError(texts.falha(undefined));
  }
  return parsed.data as z.infer<S>;
}
