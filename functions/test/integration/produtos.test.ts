import { randomUUID } from 'node:crypto';
import { listaProdutosResponseSchema } from '@portal/shared';
import { describe, expect, inject, it } from 'vitest';
import { sniffImageType } from '../../src/services/productImages.ts';

const api = inject('apiUrl');

async function listProdutos() {
  const response = await fetch(`${api}/produtos`);
  expect(response.status).toBe(200);
  return listaProdutosResponseSchema.parse(await response.json()).produtos;
}

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
    const [produto] = await listProdutos();
    if (!produto?.imagem_url || !produto.imagem_miniatura_url) throw new Error('seeded product without image');
    expect(produto.imagem_url).toMatch(/\?v=\d+$/);

    const original = await fetch(new URL(produto.imagem_url, api));
    const originalBytes = new Uint8Array(await original.arrayBuffer());
    expect(original.status).toBe(200);
    expect(sniffImageType(originalBytes)).toBe(original.headers.get('content-type'));
    expect(original.headers.get('cache-control')).toContain('immutable');

    const miniatura = await fetch(new URL(produto.imagem_miniatura_url, api));
    const miniaturaBytes = new Uint8Array(await miniatura.arrayBuffer());
    expect(miniatura.headers.get('content-type')).toBe('image/webp');
    expect(sniffImageType(miniaturaBytes)).toBe('image/webp');
    expect(miniaturaBytes.length).toBeLessThan(originalBytes.length);
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
