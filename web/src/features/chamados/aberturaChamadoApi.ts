import { mensagensChamados } from '@portal/shared/mensagens/chamados';
import { mensagensFinalizar } from '@portal/shared/mensagens/pedidos';
import {
  type ChamadoCriado,
  cabecalhosChamado,
  camposMultipartChamado,
  chamadoCriadoResponseSchema,
  type DadosChamado,
} from '@portal/shared/schemas/chamado';
import { erroResponseSchema } from '@portal/shared/schemas/error';
import { type ApiClient, ApiError } from '../../lib/apiClient.ts';
import { chaveDaTentativa, type Tentativas } from '../../lib/tentativas.ts';
import type { ArquivoEscolhido } from '../../lib/uploads/arquivoEscolhido.ts';
import { TokenAzureError } from './tokenAzure.ts';

/** The support call (spec section 7); `suporteUrl` '' is this portal's own API. */
export const urlAberturaChamado = (suporteUrl: string) => `${suporteUrl.replace(/\/+$/, '')}/api/support/contact`;

/** A failure to show as is (the spec's wording), with what the user can do about it under it. */
export class EnvioChamadoError extends Error {
  override name = 'EnvioChamadoError';
  constructor(
    message: string,
    readonly detalhes: readonly string[] = [],
    /** The API refused the work-account token sent: the next attempt must fetch another. */
    readonly tokenAzureRecusado = false,
  ) {
    super(message);
  }
}

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

/** The ticket call's own headers; the API client adds the portal token. */
export function cabecalhosEnvioChamado({ email, tokenAzure, idempotencyKey }: CabecalhosEnvio): Record<string, string> {
  return {
    [cabecalhosChamado.email]: email,
    'Idempotency-Key': idempotencyKey,
    ...(tokenAzure ? { [cabecalhosChamado.tokenAzure]: tokenAzure } : {}),
  };
}

const semJson = Symbol('sem-json');

/**
 * POST {suporteUrl}/api/support/contact. Resolves with the ticket filed (201, or 200 for a replayed
 * Idempotency-Key); rejects with EnvioChamadoError in the spec's words (section 8): a network exception,
 * a non-JSON answer (a server error with its status), or the API's message.
 */
export async function enviarChamado(
  api: ApiClient,
  url: string,
  dados: DadosChamado,
  uploadIds: readonly string[],
  cabecalhos: CabecalhosEnvio,
): Promise<ChamadoCriado> {
  let resposta: Response;
  try {
    resposta = await api.send('POST', url, {
      headers: cabecalhosEnvioChamado(cabecalhos),
      body: chamadoFormData(dados, uploadIds),
    });
  } catch (error) {
    console.error('Falha de rede ao criar chamado', error);
    throw new EnvioChamadoError(mensagensChamados.falhaConexao);
  }
  const corpo: unknown = await resposta.json().catch(() => semJson);
  if (corpo === semJson) {
    throw new EnvioChamadoError(mensagensChamados.falha(mensagensFinalizar.erroServidor(resposta.status)));
  }
  if (!resposta.ok) {
    const erro = erroResponseSchema.safeParse(corpo);
    const mensagem = erro.success ? erro.data.message : undefined;
    if (resposta.status === 403 && mensagem && recusasTokenAzure.includes(mensagem)) {
      throw new EnvioChamadoError(
        mensagensChamados.falhaTokenAzure,
        [mensagem, mensagensChamados.dicaTokenAzure],
        true,
      );
    }
    throw new EnvioChamadoError(mensagensChamados.falha(mensagem));
  }
  const criado = chamadoCriadoResponseSchema.safeParse(corpo);
  if (!criado.success) {
    console.error('Resposta inesperada de POST /api/support/contact', criado.error.issues);
    throw new EnvioChamadoError(mensagensChamados.falha(undefined));
  }
  return criado.data;
}

/** An attachment upload failure in the spec's wording: no connection, or the refusal's reason. */
function falhaEnvioAnexos(error: unknown): unknown {
  if (!(error instanceof ApiError)) return error;
  return new EnvioChamadoError(
    error.status === 0 ? mensagensChamados.falhaConexao : mensagensChamados.falha(error.message),
  );
}

export interface Abertura {
  url: string;
  dados: DadosChamado;
  /** The attachments of the picker shown (a hidden context's files are never sent). */
  anexos: readonly ArquivoEscolhido[];
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
  tentativas: Tentativas,
  { url, dados, anexos, email, obterTokenAzure, esquecerTokenAzure }: Abertura,
  enviarAnexos: (anexos: readonly ArquivoEscolhido[]) => Promise<string[]>,
): Promise<ChamadoCriado> {
  const remetente = email?.trim();
  if (!remetente) throw new EnvioChamadoError(mensagensChamados.emailNaoEncontrado);
  // Spec section 5: without subject and description nothing is sent. The form's schema already requires
  // both in every complete branch; this keeps the call itself from ever sending a ticket without them.
  if (dados.titulo.trim() === '') throw new EnvioChamadoError(mensagensChamados.falha(mensagensChamados.titulo));
  if (dados.descricaoDemanda.trim() === '') {
    throw new EnvioChamadoError(mensagensChamados.falha(mensagensChamados.descricaoDemanda));
  }

  let tokenAzure: string | undefined;
  if (obterTokenAzure) {
    try {
      tokenAzure = await obterTokenAzure();
    } catch (error) {
      console.error('Token Azure indisponível', error);
      const motivo = error instanceof TokenAzureError ? [error.message] : [];
      throw new EnvioChamadoError(mensagensChamados.falhaTokenAzure, [...motivo, mensagensChamados.dicaTokenAzure]);
    }
  }

  const uploadIds = await enviarAnexos(anexos).catch((error: unknown) => {
    throw falhaEnvioAnexos(error);
  });
  const idempotencyKey = chaveDaTentativa(tentativas, [dados, uploadIds]);
  try {
    return await enviarChamado(api, url, dados, uploadIds, { email: remetente, tokenAzure, idempotencyKey });
  } catch (error) {
    // A token the API refused (revoked, or of another account) is not sent again on the retry.
    if (error instanceof EnvioChamadoError && error.tokenAzureRecusado) esquecerTokenAzure?.();
    throw error;
  }
}
