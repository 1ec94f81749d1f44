import { mensagensChamados } from '@portal/shared/mensagens/chamados';
import {
  type ChamadoCriado,
  cabecalhosChamado,
  camposMultipartChamado,
  chamadoCriadoResponseSchema,
  type DadosChamado,
} from '@portal/shared/schemas/chamado';
import type { ApiClient } from '../../../lib/apiClient.ts';
import { type IdempotencyKeys, idempotencyKeyFor } from '../../../lib/idempotencyKeys.ts';
import { type FailureTexts, SendError, sendForm, uploadFailure } from '../../../lib/sendForm.ts';
import type { PickedFile } from '../../../lib/uploads/pickedFile.ts';
import { TokenAzureError } from './tokenAzure.ts';

/** The support call (spec section 7); `suporteUrl` '' is this portal's own API. */
export const urlAberturaChamado = (suporteUrl: string) => `${suporteUrl.replace(/\/+$/, '')}/api/support/contact`;

/** The API's refusals of the X-Azure-Token header (403: the portal session itself is still good). */
const recusasTokenAzure: readonly string[] = [
  mensagensChamados.tokenAzureAusente,
  mensagensChamados.tokenAzureInvalido,
];

/**
 * The multipart body of POST /api/support/contact (spec section 7): each non-empty field under its spec
 * name, one `materiais` part per material, and one `anexo_upload_id` part per attachment uploaded
 * beforehand (a ticket may carry 100 MB, over the 30 MB Static Web Apps lets through).
 */
export function chamadoFormData(dados: DadosChamado, uploadIds: readonly string[]): FormData {
  const corpo = new FormData();
  for (const [campo, nome] of Object.entries(camposMultipartChamado) as [
    keyof typeof camposMultipartChamado,
    string,
  ][]) {
    const valor = dados[campo].trim();
    if (valor !== '') corpo.append(nome, valor);
  }
  for (const material of dados.materiais) corpo.append('materiais', material);
  for (const uploadId of uploadIds) corpo.append('anexo_upload_id', uploadId);
  return corpo;
}

export interface CabecalhosEnvio {
  email: string;
  /** Work-account users only: a password user has none and sends none. */
  tokenAzure?: string;
  idempotencyKey: string;
}

/** The ticket call's own headers; sendForm adds the Idempotency-Key, the API client the portal token. */
export function cabecalhosEnvioChamado({ email, tokenAzure }: Omit<CabecalhosEnvio, 'idempotencyKey'>) {
  return {
    [cabecalhosChamado.email]: email,
    ...(tokenAzure ? { [cabecalhosChamado.tokenAzure]: tokenAzure } : {}),
  };
}

/** A ticket's failures in the spec's words (section 8). */
export const falhasDoChamado: FailureTexts = {
  semConexao: mensagensChamados.falhaConexao,
  falha: mensagensChamados.falha,
  // The API refused the work-account token sent (403: the portal session itself is still good).
  recusa: (status, motivo) =>
    status === 403 && motivo && recusasTokenAzure.includes(motivo)
      ? new SendError(mensagensChamados.falhaTokenAzure, status, motivo, [motivo, mensagensChamados.dicaTokenAzure])
      : null,
};

/** The API refused the work-account token sent: the next attempt must fetch another. */
const tokenAzureRecusado = (error: unknown) =>
  error instanceof SendError && error.status === 403 && recusasTokenAzure.includes(error.motivo ?? '');

/**
 * POST {suporteUrl}/api/support/contact. Resolves with the ticket filed (201, or 200 for a replayed
 * Idempotency-Key); rejects with a SendError in the spec's words (section 8).
 */
export const enviarChamado = (
  api: ApiClient,
  url: string,
  dados: DadosChamado,
  uploadIds: readonly string[],
  { idempotencyKey, ...cabecalhos }: CabecalhosEnvio,
): Promise<ChamadoCriado> =>
  sendForm(api, {
    path: url,
    body: chamadoFormData(dados, uploadIds),
    idempotencyKey,
    headers: cabecalhosEnvioChamado(cabecalhos),
    schema: chamadoCriadoResponseSchema,
    texts: falhasDoChamado,
  });

export interface Abertura {
  url: string;
  dados: DadosChamado;
  /** The attachments of the picker shown (a hidden context's files are never sent). */
  anexos: readonly PickedFile[];
  /** The signed-in user's e-mail (spec section 5: none, nothing is sent). */
  email: string | undefined;
  /** Work-account users: where the Azure token comes from (`TokenAzure.obter`); null for a password user. */
  obterTokenAzure: (() => Promise<string>) | null;
  /** Forgets the token kept (`TokenAzure.limpar`), when the API refused it. */
  esquecerTokenAzure?: () => void;
}

/**
 * Files a ticket: checks the e-mail, gets the Azure token (before any upload, so a missing token costs no
 * bytes), uploads the attachments (`enviarAnexos` skips those already uploaded), then posts. The same
 * ticket retried after a failure keeps its Idempotency-Key, so the support host cannot file it twice.
 */
export async function abrirChamado(
  api: ApiClient,
  idempotencyKeys: IdempotencyKeys,
  { url, dados, anexos, email, obterTokenAzure, esquecerTokenAzure }: Abertura,
  enviarAnexos: (anexos: readonly PickedFile[]) => Promise<string[]>,
): Promise<ChamadoCriado> {
  const remetente = email?.trim();
  if (!remetente) throw new SendError(mensagensChamados.emailNaoEncontrado);
  // Spec section 5: without subject and description nothing is sent. The form's schema already requires
  // both in every complete branch; this keeps the call itself from ever sending a ticket without them.
  if (dados.titulo.trim() === '') throw new SendError(mensagensChamados.falha(mensagensChamados.titulo));
  if (dados.descricaoDemanda.trim() === '') {
    throw new SendError(mensagensChamados.falha(mensagensChamados.descricaoDemanda));
  }

  let tokenAzure: string | undefined;
  if (obterTokenAzure) {
    try {
      tokenAzure = await obterTokenAzure();
    } catch (error) {
      console.error('Token Azure indisponível', error);
      const motivo = error instanceof TokenAzureError ? [error.message] : [];
      throw new SendError(mensagensChamados.falhaTokenAzure, undefined, undefined, [
        ...motivo,
        mensagensChamados.dicaTokenAzure,
      ]);
    }
  }

  const uploadIds = await enviarAnexos(anexos).catch((error: unknown) => {
    throw uploadFailure(error, falhasDoChamado);
  });
  const idempotencyKey = idempotencyKeyFor(idempotencyKeys, [dados, uploadIds]);
  try {
    return await enviarChamado(api, url, dados, uploadIds, { email: remetente, tokenAzure, idempotencyKey });
  } catch (error) {
    // A token the API refused (revoked, or of another account) is not sent again on the retry.
    if (tokenAzureRecusado(error)) esquecerTokenAzure?.();
    throw error;
  }
}
