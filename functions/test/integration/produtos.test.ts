import { randomUUID } from 'node:crypto';
import { listaProdutosAdminResponseSchema, listaProdutosResponseSchema } from '@portal/shared';
import { describe, expect, inject, it } from 'vitest';
import { comProdutoGravado } from '../../../scripts/test/support/produtosGravados.ts';
import { createDependencies } from '../../src/app/dependencies.ts';
import { loadConfig } from '../../src/config.ts';
import { identificarConteudo } from '../../src/services/uploads/fileTypes.ts';
import { authHeaders, call, createUsuarioDeTeste } from './usuariosDeTeste.ts';

const api = inject('apiUrl');

async function listProdutos() {
  const response = await fetch(`${api}/produtos`);
  expect(response.status).toBe(200);
  return listaProdutosResponseSchema.parse(await response.json()).produtos;
}

/**
 * A seeded product with its pictures, by name: other files add products to the shared catalogue while this one runs
 * (pedidosGestao.test.ts's 'Agenda Temporária', without a picture, sorts first for a moment), so the first is no one's.
 */
const comImagem = async () => (await listProdutos()).find((produto) => produto.nome === 'Boné Trucker');

describe('GET /api/produtos', () => {
  it('lists only the active seeded products, in the spec field names', async () => {
    const produtos = await listProdutos();
    expect(produtos.length).toBeGreaterThanOrEqual(8);
    expect(produtos.every((produto) => produto.ativo)).toBe(true);
    expect(produtos.map((produto) => produto.nome)).not.toContain('Chaveiro de Couro');
    const camiseta = produtos.find((produto) => produto.nome === 'Camiseta Polo Bordada');
    expect(camiseta).toMatchObject({ preco: 89.9, tamanhos: ['P', 'M', 'G', 'GG', 'XG'] });
    expect(camiseta?.guia_tamanho_url).toMatch(/\/imagem\/guia-tamanho\?v=\d+$/);
  });

  it('serves each image from Blob Storage with a cache-busting version', async () => {
    const produto = await comImagem();
    if (!produto?.imagem_url || !produto.imagem_miniatura_url) throw new Error('seeded product without image');
    expect(produto.imagem_url).toMatch(/\?v=\d+$/);

    const original = await fetch(new URL(produto.imagem_url, api));
    const originalBytes = new Uint8Array(await original.arrayBuffer());
    expect(original.status).toBe(200);
    expect(`image/${identificarConteudo(originalBytes)}`).toBe(original.headers.get('content-type'));
    expect(original.headers.get('cache-control')).toContain('immutable');

    const miniatura = await fetch(new URL(produto.imagem_miniatura_url, api));
    const miniaturaBytes = new Uint8Array(await miniatura.arrayBuffer());
    expect(miniatura.headers.get('content-type')).toBe('image/webp');
    expect(identificarConteudo(miniaturaBytes)).toBe('webp');
    expect(miniaturaBytes.length).toBeLessThan(originalBytes.length);
  });

  it('streams an image with its length and ETag, and answers 304 while the browser copy is current', async () => {
    const produto = await comImagem();
    const url = new URL(produto?.imagem_url ?? '', api);
    const first = await fetch(url);
    const bytes = new Uint8Array(await first.arrayBuffer());
    expect(Number(first.headers.get('content-length'))).toBe(bytes.length);
    expect(first.headers.get('x-content-type-options')).toBe('nosniff');
    const etag = first.headers.get('etag') ?? '';
    expect(etag).not.toBe('');

    const again = await fetch(url, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect((await again.arrayBuffer()).byteLength).toBe(0);
    expect((await fetch(url, { headers: { 'if-none-match': '"outra"' } })).status).toBe(200);
  });

  it('shows a product whose stored price is invalid at null (R$ 0,00) without breaking the list; it is not sold', async () => {
    const deps = createDependencies(loadConfig(inject('settings')));
    try {
      // As a bad import could leave it: a price that is text, not a number.
      const fields = { nome: 'Produto com preço inválido', preco: 'doze reais' };
      await comProdutoGravado(deps.cosmos.containers.produtos, fields, async (id) => {
        const produtos = await listProdutos();
        expect(produtos.find((produto) => produto.id === id)).toMatchObject({ preco: null });
        expect(produtos.filter((produto) => typeof produto.preco === 'number').length).toBeGreaterThanOrEqual(8);

        const user = await createUsuarioDeTeste(deps);
        const added = await call(`${api}/carrinho`, 'POST', await authHeaders(api, user.username), {
          produto_id: id,
          quantidade: 1,
        });
        expect(added).toEqual({
          status: 400,
          body: { message: 'Este produto está sem preço definido e não pode ser pedido no momento.' },
        });
      });
    } finally {
      deps.cosmos.client.dispose();
    }
  });

  it("serves product images in a sandbox, and an inactive product's images to product managers only", async () => {
    const [ativo] = await listProdutos();
    const imagemAtiva = await fetch(new URL(ativo?.imagem_url ?? '', api));
    expect(imagemAtiva.status).toBe(200);
    expect(imagemAtiva.headers.get('content-security-policy')).toBe('sandbox');

    const deps = createDependencies(loadConfig(inject('settings')));
    try {
      const admin = await authHeaders(api, (await createUsuarioDeTeste(deps, { role: 'admin' })).username);
      const franqueado = await authHeaders(api, (await createUsuarioDeTeste(deps)).username);
      const { body } = await call(`${api}/admin/produtos`, 'GET', admin);
      // The seed's inactive product has real images.
      const inativo = listaProdutosAdminResponseSchema
        .parse(body)
        .produtos.find((produto) => produto.nome === 'Chaveiro de Couro');
      expect(inativo?.ativo).toBe(false);
      for (const url of [inativo?.imagem_url, inativo?.imagem_miniatura_url]) {
        const endereco = new URL(url ?? '', api);
        for (const headers of [{}, franqueado]) {
          const recusa = await fetch(endereco, { headers });
          expect(recusa.status).toBe(404);
          expect(await recusa.json()).toEqual({ message: 'Imagem não encontrada.' });
        }
        const paraAdmin = await fetch(endereco, { headers: admin });
        expect(paraAdmin.status).toBe(200);
        expect(paraAdmin.headers.get('cache-control')).toBe('private, no-store');
        expect(paraAdmin.headers.get('content-security-policy')).toBe('sandbox');
      }
    } finally {
      deps.cosmos.client.dispose();
    }
  });

  it('answers 404 in pt-BR for an unknown image and 400 for an unknown variant', async () => {
    const missing = await fetch(`${api}/produtos/${randomUUID()}/imagem/original`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: 'Imagem não encontrada.' });

    const badVariant = await fetch(`${api}/produtos/qualquer/imagem/gigante`);
    expect(badVariant.status).toBe(400);
    expect((await badVariant.json()).message).toEqual(expect.any(String));
  });
});
