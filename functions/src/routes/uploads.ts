import { mensagens, uploadRequestSchema } from '@portal/shared';
import { json, readJson } from '../app/http.ts';
import type { SignedInRoute } from '../app/routeTypes.ts';
import { uploadsDomain } from '../composition/uploads.ts';
import { forbidden } from '../errors.ts';
import { possuiPermissao } from '../services/policies.ts';

/**
 * POST /api/uploads — a create-only URL to send one file straight to Blob Storage, for a purpose
 * (extra-logo image, product image, ticket attachment) whose policy the request is checked against.
 */
export const postUpload: SignedInRoute =
  (platform) =>
  async (request, { user }) => {
    const upload = await readJson(request, uploadRequestSchema);
    // Product images belong to the products admin; every other purpose to any signed-in user.
    if (upload.finalidade === 'imagem-produto' && !possuiPermissao(user, 'canManageProducts')) {
      throw forbidden(mensagens.semPermissao);
    }
    return json(201, await uploadsDomain(platform).uploads.requestUpload(user.id, upload));
  };
