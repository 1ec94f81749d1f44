import type { HttpRequest } from '@azure/functions';
import {
  cabecalhosChamado,
  camposMultipartChamado,
  chamadoFormSchema,
  listaChamadosQuerySchema,
  maximoAnexosPorCampo,
  maximoMensagens,
  mensagensChamados,
  mensagensConversa,
  mensagensUpload,
  respostaChamadoSchema,
  semRepetidos,
} from '@portal/shared';
import * as z from 'zod/mini';
import { fileResponse, HttpError, idempotencyKey, json, parseInput, readJson } from '../app/http.ts';
import { readMultipart } from '../app/multipart.ts';
import type { SignedInRoute } from '../app/routeTypes.ts';
import { authDomain } from '../composition/auth.ts';
import { chamadosDomain } from '../composition/chamados.ts';
import type { UsuarioDoc } from '../data/usuarios/usuariosRepository.ts';
import { forbidden } from '../errors.ts';

/** Text fields a ticket may carry: the form's, 33 materials, and an 11th upload id to be refused by count. */
const maximoCampos = Object.keys(camposMultipartChamado).length + 33 + 11;

const uploadIdsSchema = z
  .array(z.uuid(mensagensChamados.anexoNaoEncontrado))
  .check(z.maxLength(maximoCampos), z.refine(semRepetidos, mensagensUpload.repetido));

/** The spec's header with the requester's e-mail must be the signed-in user's own. */
function exigirEmailDoUsuario(request: HttpRequest, user: UsuarioDoc) {
  const email = request.headers.get(cabecalhosChamado.email)?.trim().toLowerCase();
  if (!email || email !== user.email.trim().toLowerCase()) throw forbidden(mensagensChamados.emailDiferente);
}

/** The spec's multipart contract: the form's fields under their wire names, `materiais` and `anexo` repeated. */
async function lerChamado(request: HttpRequest) {
  if (!(request.headers.get('content-type') ?? '').startsWith('multipart/form-data')) {
    throw new HttpError(415, mensagensChamados.formato);
  }
  // Both ticket policies have the same size and count limits; the type is checked once the form says which.
  const form = await readMultipart(request, 'anexo-chamado', { maxFields: maximoCampos });
  const campos = Object.fromEntries(
    Object.entries(camposMultipartChamado).map(([campo, nome]) => [campo, form.fields.get(nome)?.[0]]),
  );
  return {
    dados: parseInput(chamadoFormSchema, { ...campos, materiais: form.fields.get('materiais') ?? [] }),
    arquivos: form.files
      .filter((file) => file.field === 'anexo')
      .map((file) => ({ nome: file.filename, content: file.content })),
    uploadIds: parseInput(uploadIdsSchema, form.fields.get('anexo_upload_id') ?? []),
  };
}

/**
 * POST /api/support/contact — files a ticket (201; 200 when the Idempotency-Key already filed it). The
 * e-mail header and, for a work-account user, the work-account token are checked before the body is read.
 */
export const postChamado: SignedInRoute =
  (platform) =>
  async (request, { user }) => {
    exigirEmailDoUsuario(request, user);
    await authDomain(platform).auth.exigirTokenAzure(user, request.headers.get(cabecalhosChamado.tokenAzure));
    const key = idempotencyKey(request);
    const novo = await lerChamado(request);
    const { chamado, created } = await chamadosDomain(platform).chamados.abrir(user, { ...novo, idempotencyKey: key });
    return json(created ? 201 : 200, { message: mensagensChamados.sucesso, chamado });
  };

/** The ticket lists' query string, validated. */
export function lerConsultaChamados(request: HttpRequest) {
  const valor = (nome: string) => request.query.get(nome) ?? undefined;
  return parseInput(listaChamadosQuerySchema, {
    filtros: {
      protocolo: valor('protocolo'),
      usuario: valor('usuario'),
      status: valor('status'),
      formulario: valor('formulario'),
      tipoSolicitacao: valor('tipoSolicitacao'),
      atrasados: valor('atrasados'),
      ordem: valor('ordem'),
      de: valor('de'),
      ate: valor('ate'),
    },
    limite: valor('limite'),
    continuacao: valor('continuacao'),
  });
}

/** A ticket number in the path: anything but a positive integer names no ticket. */
export const chamadoParamsSchema = z.object({
  id: z.coerce
    .number({ error: mensagensChamados.chamadoNaoEncontrado })
    .check(z.int(mensagensChamados.chamadoNaoEncontrado), z.positive(mensagensChamados.chamadoNaoEncontrado)),
});

/** GET /api/support/meus-chamados — the signed-in user's tickets, filtered and paged. */
export const getMeusChamados: SignedInRoute =
  (platform) =>
  async (request, { user }) => {
    const { filtros, limite, continuacao } = lerConsultaChamados(request);
    return json(
      200,
      await chamadosDomain(platform).consultaChamados.list({ userId: user.id }, filtros, { limite, continuacao }),
    );
  };

/** GET /api/support/chamados/{id} — one ticket, for its requester or an admin. */
export const getChamado: SignedInRoute =
  (platform) =>
  async (request, { user }) => {
    const { id } = parseInput(chamadoParamsSchema, request.params);
    return json(200, { chamado: await chamadosDomain(platform).consultaChamados.get(user, id) });
  };

// The form's files and every reply's.
const anexoParamsSchema = z.extend(chamadoParamsSchema, {
  indice: z.coerce.number().check(z.int(), z.gte(0), z.lte(maximoAnexosPorCampo * (maximoMensagens + 1) - 1)),
});

/**
 * POST /api/support/chamados/{id}/mensagens — a reply by the ticket's requester or an admin, with the Idempotency-Key
 * of the attempt (201; 200 when the key already wrote it).
 */
export const postRespostaChamado: SignedInRoute =
  (platform) =>
  async (request, { user }) => {
    const { id } = parseInput(chamadoParamsSchema, request.params);
    const key = idempotencyKey(request);
    const resposta = await readJson(request, respostaChamadoSchema);
    const { chamado, created } = await chamadosDomain(platform).conversaChamado.responder(user, id, resposta, key);
    return json(created ? 201 : 200, { message: mensagensConversa.enviada, chamado });
  };

/** PUT /api/support/chamados/{id}/leitura — the caller's side has read the ticket (its unread marker goes). */
export const putLeituraChamado: SignedInRoute =
  (platform) =>
  async (request, { user }) => {
    const { id } = parseInput(chamadoParamsSchema, request.params);
    return json(200, { chamado: await chamadosDomain(platform).conversaChamado.marcarLido(user, id) });
  };

/** GET /api/support/chamados/{id}/anexos/{indice} — an attachment, for the requester or an admin. */
export const getAnexoChamado: SignedInRoute =
  (platform) =>
  async (request, { user }) => {
    const { id, indice } = parseInput(anexoParamsSchema, request.params);
    const { file, nome } = await chamadosDomain(platform).consultaChamados.anexo(
      user,
      id,
      indice,
      request.headers.get('if-none-match'),
    );
    return fileResponse(request, file, { fileName: nome, cacheControl: 'private, max-age=3600' });
  };
