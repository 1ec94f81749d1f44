import { randomUUID } from 'node:crypto';
import {
  carrinhoResponseSchema,
  listaProdutosAdminResponseSchema,
  mensagensEstoque,
  type ProdutoAdminRequest,
  painelAdminResponseSchema,
  pedidoCriadoResponseSchema,
  produtoSalvoResponseSchema,
} from '@portal/shared';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { carenciaVarreduraMs } from '../../src/services/estoque/varreduraEstoque.ts';
import { manualClock, startInProcessApi, startIsolatedApi } from './inProcessApi.ts';
import { baseForm, multipart } from './requisicoesPedido.ts';
import { call, signedIn } from './usuariosDeTeste.ts';

let api: Awaited<ReturnType<typeof startInProcessApi>>;
let admin: Record<string, string>;

beforeAll(async () => {
  api = await startInProcessApi(inject('settings'), manualClock());
  admin = (await signedIn(api, 'admin')).headers;
});
afterAll(() => api.close());

/** A new product counting its stock (by size when `tamanhos` are given), as the admin creates it. */
async function produtoComEstoque(estoque: Record<string, number> | null, tamanhos: string[] = []) {
  const corpo = {
    nome: `Estoque ${randomUUID().slice(0, 8)}`,
    descricao: 'Produto do teste de estoque.',
    preco: 10,
    tamanhos,
    ativo: true,
    estoque,
  } satisfies Partial<ProdutoAdminRequest>;
  const criado = await call(`${api.url}/admin/produtos`, 'POST', admin, corpo);
  expect(criado.status, JSON.stringify(criado.body)).toBe(201);
  return produtoSalvoResponseSchema.parse(criado.body).produto;
}

/** The stock of a product of the shop, as its managers read it (the shop sees availability: estoquePublico.test.ts). */
async function estoqueNaLoja(id: string) {
  const { produtos } = listaProdutosAdminResponseSchema.parse(
    (await call(`${api.url}/admin/produtos`, 'GET', admin)).body,
  );
  return produtos.find((produto) => produto.id === id)?.estoque;
}

async function franqueado() {
  const { user, headers } = await signedIn(api);
  const carrinho = (method: string, path = '', body?: unknown) =>
    call(`${api.url}/carrinho${path}`, method, headers, body);
  const finalizar = async (chave: string = randomUUID()) => {
    const resposta = await fetch(`${api.url}/pedidos`, {
      method: 'POST',
      headers: { ...headers, 'idempotency-key': chave },
      body: multipart(baseForm()),
    });
    return { status: resposta.status, body: (await resposta.json()) as Record<string, unknown> };
  };
  return { user, headers, carrinho, finalizar };
}

const mudarStatus = (id: number, corpo: object) => call(`${api.url}/admin/pedidos/${id}/status`, 'PUT', admin, corpo);

describe('stock (issue 21)', () => {
  it('the admin sets it per size, must cover every size, keeps it on the toggle, and turns it off with null', async () => {
    const produto = await produtoComEstoque({ P: 3, M: 0 }, ['P', 'M']);
    expect(produto.estoque).toEqual({ P: 3, M: 0 });
    expect(await estoqueNaLoja(produto.id)).toEqual({ P: 3, M: 0 });

    const editar = (corpo: object) =>
      call(`${api.url}/admin/produtos/${produto.id}`, 'PUT', admin, {
        nome: produto.nome,
        descricao: produto.descricao,
        preco: 10,
        tamanhos: ['P', 'M'],
        ...corpo,
      });
    for (const estoque of [{ P: 3 }, { P: 3, M: 1, G: 2 }, { '': 4 }]) {
      expect(await editar({ estoque }), JSON.stringify(estoque)).toEqual({
        status: 400,
        body: { message: mensagensEstoque.cadaTamanho },
      });
    }
    for (const quantidade of [-1, 1.5, 100_000]) {
      expect(await editar({ estoque: { P: quantidade, M: 0 } })).toEqual({
        status: 400,
        body: { message: mensagensEstoque.invalido },
      });
    }
    // Adding a size without its count is refused; the toggle (no `estoque`) keeps the stock.
    expect((await editar({ tamanhos: ['P', 'M', 'G'] })).body).toEqual({ message: mensagensEstoque.cadaTamanho });
    const desativado = produtoSalvoResponseSchema.parse((await editar({ ativo: false })).body).produto;
    expect(desativado).toMatchObject({ ativo: false, estoque: { P: 3, M: 0 } });
    const semControle = produtoSalvoResponseSchema.parse((await editar({ ativo: true, estoque: null })).body).produto;
    expect(semControle.estoque).toBeNull();

    const semTamanhos = await produtoComEstoque({ '': 7 });
    expect(await estoqueNaLoja(semTamanhos.id)).toEqual({ '': 7 });
  });

  it('the cart refuses more than is left, naming the product and size; lowering is always allowed', async () => {
    const produto = await produtoComEstoque({ P: 2, M: 0 }, ['P', 'M']);
    const { carrinho } = await franqueado();
    expect(await carrinho('POST', '', { produto_id: produto.id, quantidade: 1, tamanho: 'M' })).toEqual({
      status: 409,
      body: { message: `${produto.nome} (M) está esgotado.` },
    });
    expect((await carrinho('POST', '', { produto_id: produto.id, quantidade: 2, tamanho: 'P' })).status).toBe(201);
    expect(await carrinho('POST', '', { produto_id: produto.id, quantidade: 1, tamanho: 'P' })).toEqual({
      status: 409,
      body: { message: `Estoque insuficiente de ${produto.nome} (P): restam 2 unidades.` },
    });
    const [item] = carrinhoResponseSchema.parse((await carrinho('GET')).body).itens;
    expect(item?.produto.disponibilidade).toEqual({ P: 2, M: 0 });
    expect((await carrinho('PUT', `/${item?.id}`, { quantidade: 3 })).status).toBe(409);
    expect((await carrinho('PUT', `/${item?.id}`, { quantidade: 1 })).status).toBe(200);
  });

  it('an order takes its units once per key; a cancellation returns them; reactivating takes them again or is refused', async () => {
    const produto = await produtoComEstoque({ P: 5 }, ['P']);
    const cliente = await franqueado();
    await cliente.carrinho('POST', '', { produto_id: produto.id, quantidade: 3, tamanho: 'P' });
    const chave = randomUUID();
    const feito = await cliente.finalizar(chave);
    expect(feito.status).toBe(201);
    const { pedido } = pedidoCriadoResponseSchema.parse(feito.body);
    expect(await estoqueNaLoja(produto.id)).toEqual({ P: 2 });
    // The same request again: the same order, no second take.
    expect((await cliente.finalizar(chave)).status).toBe(200);
    expect(await estoqueNaLoja(produto.id)).toEqual({ P: 2 });

    // The checkout refuses what is beyond the stock, naming the product, and keeps the cart.
    const outro = await franqueado();
    await outro.carrinho('POST', '', { produto_id: produto.id, quantidade: 2, tamanho: 'P' });
    await api.deps.cosmos.containers.produtos
      .item(produto.id, produto.id)
      .patch([{ op: 'set', path: '/estoque/P', value: 1 }]);
    expect(await outro.finalizar()).toEqual({
      status: 409,
      body: { message: `Estoque insuficiente de ${produto.nome} (P): resta 1 unidade.` },
    });
    expect(carrinhoResponseSchema.parse((await outro.carrinho('GET')).body).quantidade_total).toBe(2);

    expect((await mudarStatus(pedido.id, { status: 'Cancelado', motivo_cancelamento: 'Teste' })).status).toBe(200);
    expect(await estoqueNaLoja(produto.id)).toEqual({ P: 4 });
    expect((await mudarStatus(pedido.id, { status: 'Aprovado' })).status).toBe(200);
    expect(await estoqueNaLoja(produto.id)).toEqual({ P: 1 });
    expect((await mudarStatus(pedido.id, { status: 'Cancelado', motivo_cancelamento: 'De novo' })).status).toBe(200);
    expect(await estoqueNaLoja(produto.id)).toEqual({ P: 4 });

    // Another order takes the units: bringing the cancelled one back is refused, and nothing moves.
    await outro.carrinho('DELETE', '');
    await outro.carrinho('POST', '', { produto_id: produto.id, quantidade: 2, tamanho: 'P' });
    expect((await outro.finalizar()).status).toBe(201);
    expect(await mudarStatus(pedido.id, { status: 'Pendente de Aprovação' })).toEqual({
      status: 409,
      body: { message: `Não há estoque de ${produto.nome} (P) para reativar este pedido.` },
    });
    expect(await estoqueNaLoja(produto.id)).toEqual({ P: 2 });
  });

  it('two orders for the last unit at once: exactly one wins, the other is told and keeps its cart', async () => {
    const produto = await produtoComEstoque({ '': 1 });
    const [um, dois] = await Promise.all([franqueado(), franqueado()]);
    for (const cliente of [um, dois]) {
      expect((await cliente.carrinho('POST', '', { produto_id: produto.id, quantidade: 1 })).status).toBe(201);
    }
    const respostas = await Promise.all([um.finalizar(), dois.finalizar()]);
    expect(respostas.map(({ status }) => status).sort()).toEqual([201, 409]);
    const perdedor = respostas[0]?.status === 409 ? um : dois;
    // Refused by the take (both priced it in stock) or, when it priced the cart after the other's take, before it.
    expect([
      mensagensEstoque.esgotouDuranteFinalizacao(produto.nome, null),
      mensagensEstoque.insuficiente(produto.nome, null, 0),
    ]).toContain(respostas.find(({ status }) => status === 409)?.body?.message);
    expect(carrinhoResponseSchema.parse((await perdedor.carrinho('GET')).body).quantidade_total).toBe(1);
    expect(await estoqueNaLoja(produto.id)).toEqual({ '': 0 });
  });

  it('the sweep returns a take no order kept, forgets one its order kept, and leaves takes still within their time', async () => {
    // Its own database: the sweep reads every product, and another file's takes must not meet this file's clock.
    const relogio = manualClock();
    const isolada = await startIsolatedApi(inject('settings'), relogio);
    try {
      const adminIsolado = (await signedIn(isolada, 'admin')).headers;
      const criado = await call(`${isolada.url}/admin/produtos`, 'POST', adminIsolado, {
        nome: 'Varredura',
        descricao: 'Produto da varredura de estoque.',
        preco: 10,
        tamanhos: ['P'],
        estoque: { P: 10 },
      });
      const produto = produtoSalvoResponseSchema.parse(criado.body).produto;
      const { user, headers } = await signedIn(isolada);
      await call(`${isolada.url}/carrinho`, 'POST', headers, { produto_id: produto.id, quantidade: 3, tamanho: 'P' });
      const feito = await fetch(`${isolada.url}/pedidos`, {
        method: 'POST',
        headers: { ...headers, 'idempotency-key': randomUUID() },
        body: multipart(baseForm()),
      });
      expect(feito.status).toBe(201);
      const estoque = async () => (await isolada.deps.produtos.get(produto.id))?.estoque;
      const movimentos = async () => (await isolada.deps.produtos.get(produto.id))?.movimentos_estoque ?? [];
      expect(await estoque()).toEqual({ P: 7 });

      // A take whose process died before its order was written, as stored: units gone, no order lists it.
      const orfa = (em: Date, quantidade: number) => ({
        id: `tomada:${randomUUID()}`,
        delta: { P: -quantidade },
        em: em.toISOString(),
        pedido: { userId: user.id, numero: 999_999 },
      });
      const antiga = orfa(relogio.now(), 4);
      const plantar = async (movimento: ReturnType<typeof orfa>) => {
        const atual = await isolada.deps.produtos.get(produto.id);
        await isolada.deps.cosmos.containers.produtos.item(produto.id, produto.id).patch([
          { op: 'set', path: '/estoque/P', value: (atual?.estoque?.P ?? 0) + movimento.delta.P },
          { op: 'add', path: '/movimentos_estoque/-', value: movimento },
        ]);
      };
      await plantar(antiga);
      expect(await estoque()).toEqual({ P: 3 });

      // Within their time nothing is decided: the order's take and the orphan may still be being written.
      expect(await isolada.deps.estoque.varrer()).toEqual({ esquecidas: 0, devolvidas: 0, falhas: 0 });
      expect(await estoque()).toEqual({ P: 3 });

      relogio.advance(carenciaVarreduraMs + 60_000);
      const recente = orfa(relogio.now(), 1);
      await plantar(recente);
      expect(await isolada.deps.estoque.varrer()).toEqual({ esquecidas: 1, devolvidas: 1, falhas: 0 });
      // The orphan's 4 units are back; the order's 3 stay taken; the recent orphan waits for its turn.
      expect(await estoque()).toEqual({ P: 6 });
      expect((await movimentos()).map(({ id }) => id)).toEqual([recente.id]);
      expect(await isolada.deps.estoque.varrer()).toEqual({ esquecidas: 0, devolvidas: 0, falhas: 0 });
    } finally {
      await isolada.close();
    }
  });

  it('a take undone gives its units back: a second product short, or the order write failing after the take', async () => {
    const primeiro = await produtoComEstoque({ '': 5 });
    const segundo = await produtoComEstoque({ '': 0 });
    const estoqueDe = async (id: string) => (await api.deps.produtos.get(id))?.estoque;
    // Taken in the order of the products' ids: the first taken before the second is found short, whichever it is.
    const [antes, depois] = [primeiro, segundo].sort((a, b) => a.id.localeCompare(b.id));
    const linhas = [
      { produto_id: antes?.id ?? '', tamanho: null, quantidade: antes === primeiro ? 2 : 1 },
      { produto_id: depois?.id ?? '', tamanho: null, quantidade: depois === primeiro ? 2 : 1 },
    ];
    const tomada = await api.deps.estoque.tomar(linhas, { userId: 'ninguem', numero: 1 });
    expect(tomada).toMatchObject({ falta: { produto_id: segundo.id, restantes: 0 } });
    expect(await estoqueDe(primeiro.id)).toEqual({ '': 5 });
    expect((await api.deps.produtos.get(primeiro.id))?.movimentos_estoque).toEqual([]);

    // The order's batch fails after the take: the key's record already exists (an order nobody can read back).
    const cliente = await franqueado();
    await cliente.carrinho('POST', '', { produto_id: primeiro.id, quantidade: 2 });
    const chave = randomUUID();
    await api.deps.cosmos.containers.pedidos.items.create({
      id: `idem-${chave}`,
      tipo: 'idempotencia',
      userId: cliente.user.id,
      pedidoId: 'nenhum',
      created_at: new Date().toISOString(),
    });
    expect((await cliente.finalizar(chave)).status).toBe(409);
    expect(await estoqueDe(primeiro.id)).toEqual({ '': 5 });
    expect((await api.deps.produtos.get(primeiro.id))?.movimentos_estoque).toEqual([]);
  });

  it('reactivating a cancelled order whose size the admin removed meanwhile is refused with 409, moving nothing', async () => {
    const produto = await produtoComEstoque({ P: 5, M: 5 }, ['P', 'M']);
    const cliente = await franqueado();
    await cliente.carrinho('POST', '', { produto_id: produto.id, quantidade: 1, tamanho: 'M' });
    const { pedido } = pedidoCriadoResponseSchema.parse((await cliente.finalizar()).body);
    expect((await mudarStatus(pedido.id, { status: 'Cancelado', motivo_cancelamento: 'Teste' })).status).toBe(200);
    const editado = await call(`${api.url}/admin/produtos/${produto.id}`, 'PUT', admin, {
      nome: produto.nome,
      descricao: produto.descricao,
      preco: 10,
      tamanhos: ['P'],
      estoque: { P: 5 },
    });
    expect(editado.status).toBe(200);
    expect(await mudarStatus(pedido.id, { status: 'Aprovado' })).toEqual({
      status: 409,
      body: { message: mensagensEstoque.semEstoqueParaReativar(produto.nome, 'M') },
    });
    expect((await api.deps.produtos.get(produto.id))?.estoque).toEqual({ P: 5 });
    const guardado = await api.deps.cosmos.containers.pedidos.item(String(pedido.id), cliente.user.id).read();
    expect(guardado.resource?.status).toBe('Cancelado');
  });

  it('a cancellation asked again returns units a failed return left taken, once; two reactivations at once take them once', async () => {
    const produto = await produtoComEstoque({ '': 5 });
    const cliente = await franqueado();
    await cliente.carrinho('POST', '', { produto_id: produto.id, quantidade: 2 });
    const { pedido } = pedidoCriadoResponseSchema.parse((await cliente.finalizar()).body);
    expect(await estoqueNaLoja(produto.id)).toEqual({ '': 3 });
    const cancelar = () => mudarStatus(pedido.id, { status: 'Cancelado', motivo_cancelamento: 'Teste' });
    expect((await cancelar()).status).toBe(200);
    expect(await estoqueNaLoja(produto.id)).toEqual({ '': 5 });
    // The return failed (as stored: the units still taken, no return recorded); the same cancellation asked again.
    const { resource } = await api.deps.cosmos.containers.produtos.item(produto.id, produto.id).read();
    await api.deps.cosmos.containers.produtos.item(produto.id, produto.id).patch([
      { op: 'set', path: '/estoque', value: { '': 3 } },
      {
        op: 'set',
        path: '/movimentos_estoque',
        value: (resource.movimentos_estoque as { id: string }[]).filter(
          ({ id }) => !id.startsWith(`pedido:${pedido.id}:`),
        ),
      },
    ]);
    expect((await cancelar()).status).toBe(200);
    expect(await estoqueNaLoja(produto.id)).toEqual({ '': 5 });
    expect((await cancelar()).status).toBe(200);
    expect(await estoqueNaLoja(produto.id)).toEqual({ '': 5 });

    const reativacoes = await Promise.all([
      mudarStatus(pedido.id, { status: 'Aprovado' }),
      mudarStatus(pedido.id, { status: 'Aprovado' }),
    ]);
    expect(reativacoes.some(({ status }) => status === 200)).toBe(true);
    expect(await estoqueNaLoja(produto.id)).toEqual({ '': 3 });
  });

  it('the dashboard lists active products at or below the threshold, fewest first, with those sizes', async () => {
    const baixo = await produtoComEstoque({ P: 0, M: 9, G: 4 }, ['P', 'M', 'G']);
    const cheio = await produtoComEstoque({ '': 6 });
    const painel = painelAdminResponseSchema.parse((await call(`${api.url}/admin/dashboard`, 'GET', admin)).body);
    expect(painel.estoqueBaixo.find((linha) => linha.produto_id === baixo.id)).toEqual({
      produto_id: baixo.id,
      nome: baixo.nome,
      tamanhos: [
        { tamanho: 'P', quantidade: 0 },
        { tamanho: 'G', quantidade: 4 },
      ],
    });
    expect(painel.estoqueBaixo.some((linha) => linha.produto_id === cheio.id)).toBe(false);
    const minimos = painel.estoqueBaixo.map((linha) => Math.min(...linha.tamanhos.map(({ quantidade }) => quantidade)));
    expect(minimos).toEqual([...minimos].sort((a, b) => a - b));
  });
});
