import { randomUUID } from 'node:crypto';
import { listaProdutosResponseSchema, uploadResponseSchema } from '@portal/shared';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { BlobStore } from '../../src/data/blobStore.ts';
import type { startInProcessApi } from './inProcessApi.ts';
import { call, signedIn } from './usuariosDeTeste.ts';

type InProcessApi = Awaited<ReturnType<typeof startInProcessApi>>;

export const camposPedido = {
  dados_pessoais: {
    nome_completo: 'Maria da Silva',
    cpf: '123.456.789-01',
    nome_empresa: 'Agro Franquia Ltda',
    cnpj: '12.345.678/0001-90',
    telefone: '(19) 98765-4321',
  },
  dados_entrega: {
    estado: 'SP',
    cidade: 'Campinas',
    cep: '13010-100',
    bairro: 'Centro',
    rua: 'Rua das Flores',
    numero: '100',
    complemento: 'Sala 2',
    ponto_referencia: '',
    quem_recebera: 'João Pereira',
  },
};

export const baseForm = () => ({
  ...camposPedido,
  endereco_entrega_igual_faturamento: 'true',
  observacoes: 'Entregar pela manhã',
});

/** The spec's multipart contract: nested objects as JSON text, booleans as 'true'/'false', repeated file parts. */
export function multipart(
  fields: Record<string, unknown>,
  files: { name: string; content: Buffer; type?: string }[] = [],
  extra: [string, string][] = [],
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    form.append(name, typeof value === 'string' ? value : JSON.stringify(value));
  }
  for (const [name, value] of extra) form.append(name, value);
  for (const file of files) {
    form.append(
      'logo_extra_imagens',
      new Blob([new Uint8Array(file.content)], { type: file.type ?? 'image/png' }),
      file.name,
    );
  }
  return form;
}

/**
 * The names of the uploads under `prefixo` still there to claim: one used up (claimed, refused or oversized) is an
 * empty marker its create-only URL cannot overwrite (uploadService.ts `consumir`), not a file.
 */
export const uploadsAbertos = async (blobs: BlobStore, prefixo: string) =>
  (await blobs.list('uploads', prefixo)).filter(({ size }) => size > 0).map(({ name }) => name);

/** A small real PNG for extra-logo images. */
export const logoPng = () =>
  sharp({ create: { width: 64, height: 64, channels: 3, background: '#1f5130' } })
    .png()
    .toBuffer();

/**
 * A direct upload: POST /uploads asks for a create-only URL, then the bytes are PUT there. A refused request
 * comes back as answered; an issued URL must take the bytes (201). The request declares the bytes' length
 * unless `tamanho` says otherwise (a client that lies about the size).
 */
export async function upload(
  api: Pick<InProcessApi, 'url'>,
  headers: Record<string, string>,
  finalidade: string,
  nome: string,
  bytes: Uint8Array,
  { tipo = '', tamanho = bytes.length }: { tipo?: string; tamanho?: number } = {},
) {
  const answer = await call(`${api.url}/uploads`, 'POST', headers, { finalidade, nome, tamanho, tipo });
  if (answer.status !== 201) return answer;
  const { uploadId, url } = uploadResponseSchema.parse(answer.body);
  const put = await fetch(url, {
    method: 'PUT',
    headers: { 'x-ms-blob-type': 'BlockBlob' },
    body: new Uint8Array(bytes),
  });
  expect(put.status).toBe(201);
  return { status: 201, uploadId, url };
}

/** Shopping through an in-process API: the seeded catalogue, a signed-in user with a cart, order placement. */
export async function comprarEm(api: InProcessApi) {
  const produtos = listaProdutosResponseSchema.parse(await (await fetch(`${api.url}/produtos`)).json()).produtos;

  const byName = (nome: string) => {
    const found = produtos.find((produto) => produto.nome === nome);
    if (!found) throw new Error(`seed product ${nome} missing`);
    return found;
  };

  async function shopperWithCart() {
    const { user, headers } = await signedIn(api);
    await call(`${api.url}/carrinho`, 'POST', headers, {
      produto_id: byName('Camiseta Polo Bordada').id,
      quantidade: 2,
      tamanho: 'G',
    });
    await call(`${api.url}/carrinho`, 'POST', headers, {
      produto_id: byName('Caneca de Cerâmica 350 ml').id,
      quantidade: 1,
    });
    return { user, headers };
  }

  async function placeOrder(headers: Record<string, string>, form: FormData, key: string = randomUUID()) {
    const response = await fetch(`${api.url}/pedidos`, {
      method: 'POST',
      headers: { ...headers, 'idempotency-key': key },
      body: form,
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  return { byName, shopperWithCart, placeOrder };
}
