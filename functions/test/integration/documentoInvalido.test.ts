import { randomUUID } from 'node:crypto';
import {
  carrinhoResponseSchema,
  listaProdutosAdminResponseSchema,
  listaProdutosResponseSchema,
  mensagensCarrinho,
  painelAdminResponseSchema,
} from '@portal/shared';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { produtoDocSchema } from '../../src/data/produtos/produtosRepository.ts';
import { manualClock, startIsolatedApi } from './inProcessApi.ts';
import { call, signedIn } from './usuariosDeTeste.ts';

// Its own database: the planted documents must not reach other files' lists.
let api: Awaited<ReturnType<typeof startIsolatedApi>>;
let admin: Record<string, string>;

beforeAll(async () => {
  api = await startIsolatedApi(inject('settings'), manualClock());
  admin = (await signedIn(api, 'admin')).headers;
});
afterAll(() => api.close());

/** A product document as the reported attack left it: a size's stock stored as null. */
const plantar = async (campos: Record<string, unknown>) => {
  const id = randomUUID();
  const agora = new Date().toISOString();
  await api.deps.cosmos.containers.produtos.items.create({
    id,
    nome: `Corrompido ${id.slice(0, 8)}`,
    descricao: 'Gravado à mão.',
    preco: 10,
    tamanhos: ['P', 'M'],
    ativo: true,
    imagem: null,
    guia_tamanho: null,
    created_at: agora,
    updated_at: agora,
    estoque: { P: null, M: 2 },
    movimentos_estoque: [],
    ...campos,
  });
  return id;
};

describe('a stored document that fails its schema (issue 32, finding 1)', () => {
  it('never fails a list or the dashboard: the others are served and it is logged as a server fault', async () => {
    const erros = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const id = await plantar({});
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
    } finally {
      erros.mockRestore();
    }
  });

  it('an admin still opens it (salvaged, off sale, nothing left), fixes it by saving, or deletes it', async () => {
    const consertar = await plantar({});
    const apagar = await plantar({ nome: 42, tamanhos: 'P' });
    const erros = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const lista = await call(`${api.url}/admin/produtos`, 'GET', admin);
      expect(lista.status).toBe(200);
      const { produtos } = listaProdutosAdminResponseSchema.parse(lista.body);
      const salvo = produtos.find((produto) => produto.id === consertar);
      expect(salvo).toMatchObject({ ilegivel: true, ativo: false, tamanhos: ['P', 'M'], estoque: { P: 0, M: 0 } });
      expect(produtos.find((produto) => produto.id === apagar)).toMatchObject({
        ilegivel: true,
        nome: apagar,
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
    } finally {
      erros.mockRestore();
    }
  });

  it('a cart holding it drops it with the notice, and still answers', async () => {
    const id = await plantar({});
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
