import { randomUUID } from 'node:crypto';
import { carrinhoResponseSchema, listaProdutosResponseSchema, type Produto } from '@portal/shared';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { manualClock, startInProcessApi } from './inProcessApi.ts';
import { call, signedIn } from './usuariosDeTeste.ts';

let api: Awaited<ReturnType<typeof startInProcessApi>>;
let produtos: Produto[];
const byName = (nome: string) => {
  const found = produtos.find((produto) => produto.nome === nome);
  if (!found) throw new Error(`seed product ${nome} missing`);
  return found;
};

beforeAll(async () => {
  api = await startInProcessApi(inject('settings'), manualClock());
  produtos = listaProdutosResponseSchema.parse(await (await fetch(`${api.url}/produtos`)).json()).produtos;
});
afterAll(() => api.close());

async function shopper() {
  const { user, headers } = await signedIn(api);
  const cart = (method: string, path = '', body?: unknown) => call(`${api.url}/carrinho${path}`, method, headers, body);
  return { user, cart };
}

describe('cart API', () => {
  it('adds, merges, updates and removes items, pricing from the catalogue', async () => {
    const { cart } = await shopper();
    const caneca = byName('Caneca de Cerâmica 350 ml');
    const camiseta = byName('Camiseta Polo Bordada');

    expect((await cart('GET')).body).toEqual({ itens: [], total: 0, quantidade_total: 0 });
    const added = await cart('POST', '', { produto_id: caneca.id, quantidade: 2 });
    expect(added.status).toBe(201);
    await cart('POST', '', { produto_id: camiseta.id, quantidade: 1, tamanho: 'M' });
    const merged = carrinhoResponseSchema.parse(
      (await cart('POST', '', { produto_id: caneca.id, quantidade: 1 })).body,
    );
    expect(merged.itens.map((item) => [item.produto.nome, item.tamanho, item.quantidade])).toEqual([
      ['Caneca de Cerâmica 350 ml', null, 3],
      ['Camiseta Polo Bordada', 'M', 1],
    ]);
    expect(merged.total).toBeCloseTo(3 * 39.9 + 89.9, 2);
    expect(merged.quantidade_total).toBe(4);

    const canecaItem = merged.itens[0]?.id ?? '';
    const updated = carrinhoResponseSchema.parse((await cart('PUT', `/${canecaItem}`, { quantidade: 5 })).body);
    expect(updated.itens[0]?.quantidade).toBe(5);
    expect(updated.itens[0]?.subtotal).toBeCloseTo(199.5, 2);

    const zero = carrinhoResponseSchema.parse((await cart('PUT', `/${canecaItem}`, { quantidade: 0 })).body);
    expect(zero.itens.map((item) => item.produto.nome)).toEqual(['Camiseta Polo Bordada']);

    const camisetaItem = zero.itens[0]?.id ?? '';
    expect(carrinhoResponseSchema.parse((await cart('DELETE', `/${camisetaItem}`)).body).itens).toEqual([]);
    expect(await cart('DELETE', `/${camisetaItem}`)).toEqual({
      status: 404,
      body: { message: 'Item não encontrado no carrinho.' },
    });
  });

  it('clears the cart', async () => {
    const { cart } = await shopper();
    await cart('POST', '', { produto_id: byName('Boné Trucker').id, quantidade: 1 });
    expect((await cart('DELETE')).body).toEqual({ itens: [], total: 0, quantidade_total: 0 });
    expect((await cart('GET')).body).toEqual({ itens: [], total: 0, quantidade_total: 0 });
  });

  it('requires a valid size for a product with sizes', async () => {
    const { cart } = await shopper();
    const camiseta = byName('Camiseta Polo Bordada');
    expect(await cart('POST', '', { produto_id: camiseta.id, quantidade: 1 })).toEqual({
      status: 400,
      body: { message: 'Por favor, selecione um tamanho para este produto' },
    });
    expect((await cart('POST', '', { produto_id: camiseta.id, quantidade: 1, tamanho: 'XXXL' })).status).toBe(400);
    expect((await cart('GET')).body).toMatchObject({ itens: [] });
  });

  it('refuses bad input with pt-BR messages and changes nothing', async () => {
    const { cart } = await shopper();
    const caneca = byName('Caneca de Cerâmica 350 ml');
    expect(await cart('POST', '', { produto_id: caneca.id, quantidade: 0 })).toEqual({
      status: 400,
      body: { message: 'A quantidade deve ser de pelo menos 1.' },
    });
    expect((await cart('POST', '', { produto_id: caneca.id, quantidade: 'duas' })).status).toBe(400);
    expect((await cart('POST', '', { produto_id: caneca.id, quantidade: 101 })).status).toBe(400);
    expect(await cart('POST', '', { produto_id: 'nao-existe', quantidade: 1 })).toEqual({
      status: 404,
      body: { message: 'Produto não encontrado.' },
    });
    expect((await cart('PUT', '/nao-e-uuid', { quantidade: 1 })).status).toBe(400);
    expect((await cart('GET')).body).toMatchObject({ itens: [] });
  });

  it('refuses inactive products and drops items whose product became inactive', async () => {
    const { cart } = await shopper();
    const now = new Date().toISOString();
    const temporario = {
      id: randomUUID(),
      nome: 'Produto Temporário',
      descricao: 'Some do catálogo durante o teste.',
      preco: 10,
      tamanhos: [],
      ativo: true,
      imagem: null,
      guia_tamanho: null,
      created_at: now,
      updated_at: now,
      estoque: null,
      movimentos_estoque: [],
    };
    await api.deps.produtos.create(temporario);
    await cart('POST', '', { produto_id: temporario.id, quantidade: 1 });
    await cart('POST', '', { produto_id: byName('Boné Trucker').id, quantidade: 1 });
    await api.deps.cosmos.containers.produtos.items.upsert({ ...temporario, ativo: false });

    const after = carrinhoResponseSchema.parse((await cart('GET')).body);
    expect(after.itens.map((item) => item.produto.nome)).toEqual(['Boné Trucker']);
    expect(after.message).toBe('Produtos removidos do carrinho por não estarem mais disponíveis: Produto Temporário.');
    expect(carrinhoResponseSchema.parse((await cart('GET')).body).message).toBeUndefined();

    expect(await cart('POST', '', { produto_id: temporario.id, quantidade: 1 })).toEqual({
      status: 400,
      body: { message: 'Este produto não está mais disponível.' },
    });
  });

  it('a burst of parallel additions from one user all land, none answers 500', async () => {
    const { cart } = await shopper();
    const caneca = byName('Caneca de Cerâmica 350 ml');
    const results = await Promise.all(
      Array.from({ length: 12 }, () => cart('POST', '', { produto_id: caneca.id, quantidade: 1 })),
    );
    const statuses = results.map((result) => result.status);
    expect(statuses.every((status) => status === 201 || status === 409)).toBe(true);
    const added = statuses.filter((status) => status === 201).length;
    expect((await cart('GET')).body).toMatchObject({ quantidade_total: added });
  });

  it('requires a signed-in user', async () => {
    expect((await call(`${api.url}/carrinho`, 'GET', {})).status).toBe(401);
  });
});
