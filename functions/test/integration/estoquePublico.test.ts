import { randomUUID } from 'node:crypto';
import {
  carrinhoResponseSchema,
  limiteEstoqueBaixo,
  listaProdutosAdminResponseSchema,
  mensagensCarrinho,
  mensagensEstoque,
  produtoSalvoResponseSchema,
} from '@portal/shared';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { manualClock, startInProcessApi } from './inProcessApi.ts';
import { baseForm, multipart } from './requisicoesPedido.ts';
import { call, signedIn } from './usuariosDeTeste.ts';

let api: Awaited<ReturnType<typeof startInProcessApi>>;
let admin: Record<string, string>;

beforeAll(async () => {
  api = await startInProcessApi(inject('settings'), manualClock());
  admin = (await signedIn(api, 'admin')).headers;
});
afterAll(() => api.close());

/** Counts well above the low-stock line, each a number no other field of the test's products carries. */
const muitos = { G: 47, semTamanho: 38 } as const;

async function criar(tamanhos: string[], estoque: Record<string, number>) {
  const criado = await call(`${api.url}/admin/produtos`, 'POST', admin, {
    nome: `Visível ${randomUUID().slice(0, 8)}`,
    descricao: 'Produto do teste da vista pública do estoque.',
    preco: 10,
    tamanhos,
    ativo: true,
    estoque,
  });
  expect(criado.status, JSON.stringify(criado.body)).toBe(201);
  return produtoSalvoResponseSchema.parse(criado.body).produto;
}

/**
 * Every count a caller is told of these products, wherever it appears in the answer: a number at a stock field
 * ('estoque' or 'disponibilidade', per size).
 */
function contagensVistas(corpo: unknown, ids: ReadonlySet<string>): number[] {
  const vistas: number[] = [];
  const visitar = (valor: unknown, doProduto: boolean) => {
    if (Array.isArray(valor)) {
      for (const item of valor) visitar(item, doProduto);
      return;
    }
    if (valor === null || typeof valor !== 'object') return;
    const objeto = valor as Record<string, unknown>;
    const deUmDeles = doProduto || (typeof objeto.id === 'string' && ids.has(objeto.id));
    for (const [chave, filho] of Object.entries(objeto)) {
      if (deUmDeles && (chave === 'estoque' || chave === 'disponibilidade') && filho && typeof filho === 'object') {
        vistas.push(...Object.values(filho).filter((contagem) => typeof contagem === 'number'));
      } else {
        visitar(filho, deUmDeles && chave === 'produto');
      }
    }
  };
  visitar(corpo, false);
  return vistas;
}

describe('the public stock view (issue 32)', () => {
  it('anonymous and franchisee callers see availability and low counts only; product managers see every count', async () => {
    const camiseta = await criar(['P', 'M', 'G'], { P: 0, M: 3, G: muitos.G });
    const caneca = await criar([], { '': muitos.semTamanho });
    const ids = new Set([camiseta.id, caneca.id]);
    const { headers: franqueado } = await signedIn(api);

    for (const headers of [{}, franqueado]) {
      const lista = await call(`${api.url}/produtos`, 'GET', headers);
      expect(lista.status).toBe(200);
      const vistas = contagensVistas(lista.body, ids);
      expect(vistas.length).toBeGreaterThan(0);
      expect(vistas.filter((contagem) => contagem > limiteEstoqueBaixo)).toEqual([]);
      const produtos = (lista.body?.produtos ?? []) as Record<string, unknown>[];
      const daLista = (id: string) => produtos.find((produto) => produto.id === id);
      // Sold out and low sizes as they are; above the line, only that the size is available.
      expect(daLista(camiseta.id)).toMatchObject({ disponibilidade: { P: 0, M: 3, G: 'disponivel' } });
      expect(daLista(caneca.id)).toMatchObject({ disponibilidade: { '': 'disponivel' } });
      expect(daLista(camiseta.id)).not.toHaveProperty('estoque');
    }

    // The franchisee's cart carries the same view of its products.
    const carrinho = (method: string, path = '', body?: unknown) =>
      call(`${api.url}/carrinho${path}`, method, franqueado, body);
    expect((await carrinho('POST', '', { produto_id: camiseta.id, quantidade: 20, tamanho: 'G' })).status).toBe(201);
    expect((await carrinho('POST', '', { produto_id: caneca.id, quantidade: 1 })).status).toBe(201);
    const lido = await carrinho('GET');
    expect(carrinhoResponseSchema.parse(lido.body).itens).toHaveLength(2);
    expect(contagensVistas(lido.body, ids).filter((contagem) => contagem > limiteEstoqueBaixo)).toEqual([]);

    // Refusals name the count only at or below the line.
    expect(await carrinho('POST', '', { produto_id: camiseta.id, quantidade: 4, tamanho: 'M' })).toEqual({
      status: 409,
      body: { message: `Estoque insuficiente de ${camiseta.nome} (M): restam 3 unidades.` },
    });
    const acima = await carrinho('POST', '', { produto_id: camiseta.id, quantidade: 28, tamanho: 'G' });
    expect(acima).toEqual({
      status: 409,
      body: { message: mensagensEstoque.insuficiente(camiseta.nome, 'G', muitos.G) },
    });
    expect(JSON.stringify(acima.body)).not.toMatch(/\d+ unidade/);
    // The product's name ends in random hex, which may hold any digits: look for the count outside it.
    const semNome = (texto: string) => texto.replaceAll(camiseta.nome, '');
    expect(semNome(JSON.stringify(acima.body))).not.toContain(String(muitos.G));

    // The checkout's refusal says no count above the line either (the stock fell below the cart meanwhile).
    await api.deps.cosmos.containers.produtos
      .item(camiseta.id, camiseta.id)
      .patch([{ op: 'set', path: '/estoque/G', value: 13 }]);
    const finalizado = await fetch(`${api.url}/pedidos`, {
      method: 'POST',
      headers: { ...franqueado, 'idempotency-key': randomUUID() },
      body: multipart(baseForm()),
    });
    expect(finalizado.status).toBe(409);
    const recusa = (await finalizado.json()) as { message: string };
    expect(recusa.message).toBe(mensagensEstoque.insuficiente(camiseta.nome, 'G', 13));
    expect(semNome(recusa.message)).not.toContain('13');

    // The admin's product routes keep the exact counts.
    const gerenciados = listaProdutosAdminResponseSchema.parse(
      (await call(`${api.url}/admin/produtos`, 'GET', admin)).body,
    ).produtos;
    expect(gerenciados.find((produto) => produto.id === camiseta.id)?.estoque).toEqual({ P: 0, M: 3, G: 13 });
    expect(gerenciados.find((produto) => produto.id === caneca.id)?.estoque).toEqual({ '': muitos.semTamanho });
  });

  it('the per-item cap answers before the stock, so no refusal tells a count the cap could not (up to 100 only)', async () => {
    const grande = await criar([], { '': 173 });
    const { headers } = await signedIn(api);
    expect(
      (await call(`${api.url}/carrinho`, 'POST', headers, { produto_id: grande.id, quantidade: 100 })).status,
    ).toBe(201);
    // With 100 in the cart, any more is refused by the cap — whether the stock holds 101 or 300.
    for (const quantidade of [1, 73, 74, 100]) {
      expect(await call(`${api.url}/carrinho`, 'POST', headers, { produto_id: grande.id, quantidade })).toEqual({
        status: 400,
        body: { message: mensagensCarrinho.quantidadeMaxima },
      });
    }
  });
});
