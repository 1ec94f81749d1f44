import { randomUUID } from 'node:crypto';
import {
  carrinhoResponseSchema,
  itensMaximosCarrinho,
  listaProdutosResponseSchema,
  mensagensCarrinho,
  mensagensLimites,
  pedidoCriadoResponseSchema,
  precoMaximo,
  quantidadeMaximaItem,
} from '@portal/shared';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { comProdutoGravado } from '../../../scripts/test/support/produtosGravados.ts';
import { manualClock, startInProcessApi } from './inProcessApi.ts';
import { baseForm, comprarEm, multipart } from './requisicoesPedido.ts';
import { call, signedIn } from './usuariosDeTeste.ts';

/**
 * Issue 19, item 5: prices and quantities are bounded so that every total is exact in integer cents — a price
 * of 1e300 (or anything above 2^53 cents) is refused, and the largest cart the bounds allow totals exactly.
 */
let api: Awaited<ReturnType<typeof startInProcessApi>>;

beforeAll(async () => {
  api = await startInProcessApi(inject('settings'), manualClock());
});
afterAll(() => api.close());

const produtos = async () =>
  listaProdutosResponseSchema.parse(await (await fetch(`${api.url}/produtos`)).json()).produtos;

/** Thirty sizes: one product fills thirty cart lines. */
const tamanhos = Array.from({ length: 30 }, (_, indice) => `T${indice + 1}`);

describe('product prices', () => {
  it('an admin cannot create or edit a product above the maximum price; nothing is written', async () => {
    const { headers } = await signedIn(api, 'admin');
    const nome = `Produto caro ${randomUUID().slice(0, 8)}`;
    const corpo = { nome, descricao: 'Preço fora do limite', preco: 1e300, tamanhos: [] };
    expect(await call(`${api.url}/admin/produtos`, 'POST', headers, corpo)).toEqual({
      status: 400,
      body: { message: mensagensLimites.precoMaximo },
    });
    expect((await api.deps.produtosAdmin.list()).map((produto) => produto.nome)).not.toContain(nome);

    const criado = await call(`${api.url}/admin/produtos`, 'POST', headers, { ...corpo, preco: precoMaximo });
    expect(criado.status).toBe(201);
    const { id, versao } = (criado.body?.produto ?? {}) as { id: string; versao: string };
    try {
      for (const preco of [precoMaximo + 0.01, 2 ** 53, 1e300]) {
        expect(
          await call(`${api.url}/admin/produtos/${id}`, 'PUT', { ...headers, 'if-match': versao }, { ...corpo, preco }),
        ).toEqual({ status: 400, body: { message: mensagensLimites.precoMaximo } });
      }
      expect((await produtos()).find((produto) => produto.id === id)?.preco).toBe(precoMaximo);
    } finally {
      await api.deps.produtos.remove(id);
    }
  });

  it('a price stored above the maximum (an old import) is shown as invalid (null) and never sold', async () => {
    const { headers } = await signedIn(api);
    await comProdutoGravado(
      api.deps.cosmos.containers.produtos,
      { nome: 'Preço astronômico', preco: 1e300 },
      async (id) => {
        expect((await produtos()).find((produto) => produto.id === id)?.preco).toBeNull();
        expect(await call(`${api.url}/carrinho`, 'POST', headers, { produto_id: id, quantidade: 1 })).toEqual({
          status: 400,
          body: { message: mensagensCarrinho.produtoSemPreco },
        });
      },
    );
  });
});

describe('cart lines', () => {
  it(`the cart holds at most ${itensMaximosCarrinho} different items, and the largest cart and its order total exactly`, async () => {
    const { user, headers } = await signedIn(api);
    const estoque = api.deps.cosmos.containers.produtos;
    const campos = (nome: string) => ({ nome, preco: precoMaximo, tamanhos });
    await comProdutoGravado(estoque, campos('Brinde de luxo A'), (primeiro) =>
      comProdutoGravado(estoque, campos('Brinde de luxo B'), async (segundo) => {
        const linhas = [primeiro, segundo].flatMap((produto_id) =>
          tamanhos.map((tamanho) => ({ produto_id, tamanho })),
        );
        for (const linha of linhas.slice(0, itensMaximosCarrinho)) {
          await api.deps.carrinho.add(user.id, { ...linha, quantidade: quantidadeMaximaItem });
        }
        const excedente = linhas[itensMaximosCarrinho];
        expect(await call(`${api.url}/carrinho`, 'POST', headers, { ...excedente, quantidade: 1 })).toEqual({
          status: 400,
          body: { message: mensagensLimites.itensNoCarrinho },
        });
        // More of an item already there is no new line.
        const [primeiraLinha] = linhas;
        const mesmo = await call(`${api.url}/carrinho`, 'POST', headers, { ...primeiraLinha, quantidade: 1 });
        expect(mesmo.status).toBe(400);
        expect(mesmo.body?.message).toBe(mensagensCarrinho.quantidadeMaxima);

        const carrinho = carrinhoResponseSchema.parse((await call(`${api.url}/carrinho`, 'GET', headers)).body);
        const totalEsperado = precoMaximo * quantidadeMaximaItem * itensMaximosCarrinho;
        expect(carrinho.itens).toHaveLength(itensMaximosCarrinho);
        expect(carrinho.total).toBe(totalEsperado);
        expect(Number.isSafeInteger(Math.round(carrinho.total * 100))).toBe(true);

        const shop = await comprarEm(api);
        const pedido = await shop.placeOrder(headers, multipart(baseForm()));
        expect(pedido.status).toBe(201);
        const criado = pedidoCriadoResponseSchema.parse(pedido.body).pedido;
        expect(criado.total).toBe(totalEsperado);
        const gravado = await api.deps.cosmos.containers.pedidos.item(String(criado.id), user.id).read();
        expect(gravado.resource?.total).toBe(totalEsperado);
      }),
    );
  });
});
