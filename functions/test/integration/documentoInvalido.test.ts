import { randomUUID } from 'node:crypto';
import {
  carrinhoResponseSchema,
  listaProdutosAdminResponseSchema,
  listaProdutosResponseSchema,
  mensagensCarrinho,
  painelAdminResponseSchema,
} from '@portal/shared';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { comProdutoGravado } from '../../../scripts/test/support/produtosGravados.ts';
import { produtoDocSchema } from '../../src/data/produtos/produtosRepository.ts';
import { carenciaVarreduraMs } from '../../src/services/estoque/varreduraEstoque.ts';
import { manualClock, startIsolatedApi } from './inProcessApi.ts';
import { call, signedIn } from './usuariosDeTeste.ts';

// Its own database: the planted documents must not reach other files' lists.
const relogio = manualClock();
let api: Awaited<ReturnType<typeof startIsolatedApi>>;
let admin: Record<string, string>;

beforeAll(async () => {
  api = await startIsolatedApi(inject('settings'), relogio);
  admin = (await signedIn(api, 'admin')).headers;
});
afterAll(() => api.close());

/** A product as the reported attack left it (a size's stock stored as null), in the catalogue while `use` runs. */
const comProdutoCorrompido = (campos: Record<string, unknown>, use: (id: string) => Promise<void>) =>
  comProdutoGravado(
    api.deps.cosmos.containers.produtos,
    {
      nome: `Corrompido ${randomUUID().slice(0, 8)}`,
      preco: 10,
      tamanhos: ['P', 'M'],
      estoque: { P: null, M: 2 },
      ...campos,
    },
    use,
  );

describe('a stored document that fails its schema (issue 32, finding 1)', () => {
  it('never fails a list or the dashboard: the others are served and it is logged as a server fault', async () => {
    const erros = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await comProdutoCorrompido({}, async (id) => {
      const loja = await fetch(`${api.url}/produtos`);
      expect(loja.status).toBe(200);
      const { produtos } = listaProdutosResponseSchema.parse(await loja.json());
      expect(produtos.length).toBeGreaterThan(0);
      expect(produtos.some((produto) => produto.id === id)).toBe(false);

      const painel = await call(`${api.url}/admin/dashboard`, 'GET', admin);
      expect(painel.status).toBe(200);
      painelAdminResponseSchema.parse(painel.body);

      const registrados = erros.mock.calls.map(([linha]) => String(linha));
      expect(registrados.some((linha) => linha.includes('"documento-invalido"') && linha.includes(id))).toBe(true);
    }).finally(() => erros.mockRestore());
  });

  it('an admin still opens it (salvaged, off sale, nothing left), fixes it by saving, or deletes it', async () => {
    const erros = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const consertarEApagar = (consertar: string, apagar: string) => async () => {
      const lista = await call(`${api.url}/admin/produtos`, 'GET', admin);
      expect(lista.status).toBe(200);
      const { produtos } = listaProdutosAdminResponseSchema.parse(lista.body);
      const salvo = produtos.find((produto) => produto.id === consertar);
      expect(salvo).toMatchObject({ ilegivel: true, ativo: false, tamanhos: ['P', 'M'], estoque: { P: 0, M: 0 } });
      expect(produtos.find((produto) => produto.id === apagar)).toMatchObject({
        ilegivel: true,
        descricao: '',
        tamanhos: [],
        estoque: { '': 0 },
      });

      const corrigido = await call(`${api.url}/admin/produtos/${consertar}`, 'PUT', admin, {
        nome: 'Consertado',
        descricao: 'Salvo de novo pelo admin.',
        preco: 12,
        tamanhos: ['P', 'M'],
        ativo: true,
        estoque: { P: 3, M: 2 },
      });
      expect(corrigido.status, JSON.stringify(corrigido.body)).toBe(200);
      const { resource } = await api.deps.cosmos.containers.produtos.item(consertar, consertar).read();
      expect(produtoDocSchema.safeParse(resource).success).toBe(true);
      const { produtos: naLoja } = listaProdutosResponseSchema.parse(await (await fetch(`${api.url}/produtos`)).json());
      expect(naLoja.find((produto) => produto.id === consertar)).toMatchObject({ nome: 'Consertado', ativo: true });

      expect((await call(`${api.url}/admin/produtos/${apagar}`, 'DELETE', admin)).status).toBe(200);
      const depois = listaProdutosAdminResponseSchema.parse(
        (await call(`${api.url}/admin/produtos`, 'GET', admin)).body,
      );
      expect(depois.produtos.some((produto) => produto.id === apagar)).toBe(false);
      expect(depois.produtos.find((produto) => produto.id === consertar)?.ilegivel).toBeUndefined();
    };
    await comProdutoCorrompido({}, (consertar) =>
      comProdutoCorrompido({ descricao: 7, tamanhos: 'P' }, (apagar) => consertarEApagar(consertar, apagar)()),
    ).finally(() => erros.mockRestore());
  });

  it('a cart holding it drops it with the notice, and still answers', async () => {
    await comProdutoCorrompido({}, async (id) => {
      const { user, headers } = await signedIn(api);
      await api.deps.cosmos.containers.pedidos.items.create({
        id: 'carrinho',
        tipo: 'carrinho',
        userId: user.id,
        itens: [{ id: randomUUID(), produto_id: id, quantidade: 1, tamanho: 'M' }],
        updated_at: new Date().toISOString(),
      });
      const erros = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      try {
        const carrinho = await call(`${api.url}/carrinho`, 'GET', headers);
        expect(carrinho.status).toBe(200);
        expect(carrinhoResponseSchema.parse(carrinho.body)).toMatchObject({
          itens: [],
          message: mensagensCarrinho.itensRemovidos([mensagensCarrinho.produtoRemovido]),
        });
      } finally {
        erros.mockRestore();
      }
    });
  });
});

describe('the stock sweep and an unreadable product (issue 32)', () => {
  it('goes on past a product it cannot write: the next product’s orphan still comes back, the failure counted', async () => {
    const orfa = (quantidade: number) => ({
      id: `tomada:${randomUUID()}`,
      delta: { '': -quantidade },
      em: relogio.now().toISOString(),
      pedido: { userId: 'ninguem', numero: 999_999 },
    });
    const erros = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // Its movements are readable, the rest is not (a name stored as a number): the sweep cannot write it.
    await comProdutoCorrompido(
      { nome: 'Ilegível', descricao: 7, estoque: { '': 0 }, movimentos_estoque: [orfa(1)] },
      () =>
        comProdutoGravado(
          api.deps.cosmos.containers.produtos,
          { nome: 'Legível', preco: 10, estoque: { '': 6 }, movimentos_estoque: [orfa(4)] },
          async (legivel) => {
            relogio.advance(carenciaVarreduraMs + 60_000);
            const resultado = await api.deps.estoque.varrer();
            expect(resultado.devolvidas).toBeGreaterThanOrEqual(1);
            expect(resultado.falhas).toBeGreaterThanOrEqual(1);
            expect((await api.deps.produtos.get(legivel))?.estoque).toEqual({ '': 10 });
          },
        ),
    ).finally(() => erros.mockRestore());
  });

  it('an order that fails its schema still keeps its take: the sweep forgets it, and returns nothing', async () => {
    const tomada = `tomada:${randomUUID()}`;
    const userId = randomUUID();
    const numero = 900_000 + Math.floor(Math.random() * 99_999);
    const agora = relogio.now().toISOString();
    // As the reported attack stored it: a state that upper-cased to three letters.
    await api.deps.cosmos.containers.pedidos.items.create({
      id: String(numero),
      tipo: 'pedido',
      userId,
      numero,
      status: 'Pendente de Aprovação',
      dados_entrega: { estado: 'SSA' },
      tomadas_estoque: [tomada],
      created_at: agora,
    });
    const erros = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await comProdutoGravado(
      api.deps.cosmos.containers.produtos,
      {
        nome: 'Levado',
        preco: 10,
        estoque: { '': 7 },
        movimentos_estoque: [{ id: tomada, delta: { '': -3 }, em: agora, pedido: { userId, numero } }],
      },
      async (id) => {
        relogio.advance(carenciaVarreduraMs + 60_000);
        await api.deps.estoque.varrer();
        const depois = await api.deps.produtos.get(id);
        expect(depois?.estoque).toEqual({ '': 7 });
        expect(depois?.movimentos_estoque).toEqual([]);
      },
    ).finally(() => erros.mockRestore());
  });
});
