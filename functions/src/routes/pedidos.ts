import type { HttpRequest } from '@azure/functions';
import { mensagens, mensagensPedidos, pedidoRequestSchema, uploadIdsSchema } from '@portal/shared';
import * as z from 'zod/mini';
import { fileResponse, HttpError, idempotencyKey, json, parseInput } from '../app/http.ts';
import { type MultipartForm, readMultipart } from '../app/multipart.ts';
import type { SignedInRoute } from '../app/routeTypes.ts';
import { pedidosDomain } from '../composition/pedidos.ts';
import { uploadsDomain } from '../composition/uploads.ts';
import { receberArquivo } from '../services/uploads/uploadService.ts';
import { lerConsultaPedidos, pedidoParamsSchema } from './pedidosConsulta.ts';

/** The spec's multipart contract: nested objects as JSON text fields, booleans as 'true'/'false'. */
function fromMultipart(form: MultipartForm) {
  const text = (name: string) => form.fields.get(name)?.[0];
  const jsonField = (name: string) => {
    const value = text(name);
    if (value === undefined || value === '' || value === 'null') return undefined;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      throw new HttpError(400, mensagensPedidos.campoInvalido(name));
    }
  };
  return {
    fields: {
      dados_pessoais: jsonField('dados_pessoais'),
      dados_entrega: jsonField('dados_entrega'),
      dados_faturamento: jsonField('dados_faturamento'),
      endereco_entrega_igual_faturamento: text('endereco_entrega_igual_faturamento') !== 'false',
      observacoes: text('observacoes') ?? '',
      logo_extra: jsonField('logo_extra') ?? null,
      unidade_id: text('unidade_id') || undefined,
    },
    uploadIds: form.fields.get('logo_extra_upload_id') ?? [],
    images: form.files
      .filter((file) => file.field === 'logo_extra_imagens')
      .map((file) => receberArquivo('logo-pedido', file.filename, file.content)),
  };
}

async function readPedido(request: HttpRequest) {
  const contentType = request.headers.get('content-type') ?? '';
  if (contentType.startsWith('multipart/form-data')) return fromMultipart(await readMultipart(request, 'logo-pedido'));
  if (contentType.startsWith('application/json')) {
    const body: unknown = await request.json().catch(() => null);
    if (typeof body !== 'object' || body === null || Array.isArray(body))
      throw new HttpError(400, mensagens.jsonInvalido);
    const fields = body as Record<string, unknown>;
    return { fields, uploadIds: fields.logo_extra_upload_ids ?? [], images: [] };
  }
  throw new HttpError(415, mensagensPedidos.formatoPedido);
}

/** POST /api/pedidos — places the cart as an order (201), or returns the order already placed with this key (200). */
export const postPedido: SignedInRoute =
  (platform) =>
  async (request, { user }) => {
    const key = idempotencyKey(request);
    const raw = await readPedido(request);
    const pedido = parseInput(pedidoRequestSchema, raw.fields);
    const uploadIds = parseInput(uploadIdsSchema, raw.uploadIds);
    // Images sent as file parts enter as uploads do: the same hourly quota (issue 32).
    await uploadsDomain(platform).uploads.contarRecebidos(user.id, 'logo-pedido', raw.images.length, key);
    const result = await pedidosDomain(platform).finalizacaoPedido.finalizar(user, {
      pedido,
      images: raw.images,
      uploadIds,
      idempotencyKey: key,
    });
    return json(result.created ? 201 : 200, {
      message: mensagensPedidos.sucesso(result.pedido.id),
      pedido: result.pedido,
    });
  };

const logoParamsSchema = z.object({
  id: z.coerce.number().check(z.int(), z.positive()),
  indice: z.coerce.number().check(z.int(), z.gte(0), z.lte(9)),
});

/** GET /api/pedidos/{id}/logo/{indice} — an order's extra-logo image, for its owner or an admin. */
export const getPedidoLogo: SignedInRoute =
  (platform) =>
  async (request, { user }) => {
    const { id, indice } = parseInput(logoParamsSchema, request.params);
    const { file, nome } = await pedidosDomain(platform).consultaPedidos.logoImage(
      user,
      id,
      indice,
      request.headers.get('if-none-match'),
    );
    return fileResponse(request, file, { fileName: nome, cacheControl: 'private, max-age=3600' });
  };

/** GET /api/pedidos/meus-pedidos — the signed-in user's orders, filtered and paged (spec: only their own). */
export const getMeusPedidos: SignedInRoute =
  (platform) =>
  async (request, { user }) => {
    const { filtros, limite, continuacao } = lerConsultaPedidos(request);
    return json(
      200,
      await pedidosDomain(platform).consultaPedidos.list({ userId: user.id }, filtros, { limite, continuacao }),
    );
  };

/** GET /api/pedidos/{id} — one order, for its owner or an admin (anyone else: not found). */
export const getPedido: SignedInRoute =
  (platform) =>
  async (request, { user }) => {
    const { id } = parseInput(pedidoParamsSchema, request.params);
    return json(200, { pedido: await pedidosDomain(platform).consultaPedidos.get(user, id) });
  };

/** POST /api/pedidos/{id}/pedir-novamente — the owner's order back in the cart at today's prices. */
export const postPedirNovamente: SignedInRoute =
  (platform) =>
  async (request, { user }) => {
    const { id } = parseInput(pedidoParamsSchema, request.params);
    return json(200, await pedidosDomain(platform).pedirNovamente(user, id));
  };
