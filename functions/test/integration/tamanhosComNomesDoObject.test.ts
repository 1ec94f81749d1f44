import { randomUUID } from 'node:crypto';
import {
  carrinhoResponseSchema,
  listaProdutosAdminResponseSchema,
  listaProdutosResponseSchema,
  mensagensProdutoAdmin,
  painelAdminResponseSchema,
  pedidoCriadoResponseSchema,
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

/** Every member of Object.prototype: a size an admin may type, which must stay a size and nothing else. */
const nomesDoObject = Object.getOwnPropertyNames(Object.prototype);

/** The product as the admin screens read it, and whether the catalogue, the admin list and the dashboard still answer. */
async function lido(id: string) {
  const [loja, lista, painel] = await Promise.all([
    fetch(`${api.url}/produtos`),
    call(`${api.url}/admin/produtos`, 'GET', admin),
    call(`${api.url}/admin/dashboard`, 'GET', admin),
  ]);
  expect(loja.status, 'the catalogue answers').toBe(200);
  listaProdutosResponseSchema.parse(await loja.json());
  expect(lista.status, 'the admin list answers').toBe(200);
  expect(painel.status, 'the dashboard answers').toBe(200);
  painelAdminResponseSchema.parse(painel.body);
  return listaProdutosAdminResponseSchema.parse(lista.body).produtos.find((produto) => produto.id === id);
}

describe('sizes named like Object.prototype members (issue 32, finding 1)', () => {
  it('refuses __proto__ as a size, with the reason', async () => {
    expect(nomesDoObject).toContain('__proto__');
    const criado = await call(`${api.url}/admin/produtos`, 'POST', admin, {
      nome: 'Proto',
      descricao: 'Um tamanho que nenhum registro JSON guarda.',
      preco: 10,
      tamanhos: ['P', '__proto__'],
      estoque: null,
    });
    expect(criado).toEqual({ status: 400, body: { message: mensagensProdutoAdmin.tamanhoReservado('__proto__') } });
  });

  it('every other name is a size: product, cart, checkout, cancel and reactivate keep the catalogue whole', async () => {
    const tamanhos = [...nomesDoObject.filter((nome) => nome !== '__proto__'), 'P'];
    const inicial = Object.fromEntries(tamanhos.map((tamanho) => [tamanho, 5]));
    const criado = await call(`${api.url}/admin/produtos`, 'POST', admin, {
      nome: `Object ${randomUUID().slice(0, 8)}`,
      descricao: 'Tamanhos com nomes dos membros de Object.prototype.',
      preco: 10,
      tamanhos,
      estoque: inicial,
    });
    expect(criado.status, JSON.stringify(criado.body)).toBe(201);
    const produto = produtoSalvoResponseSchema.parse(criado.body).produto;
    expect((await lido(produto.id))?.estoque).toEqual(inicial);

    const { headers } = await signedIn(api);
    for (const tamanho of tamanhos) {
      const adicionado = await call(`${api.url}/carrinho`, 'POST', headers, {
        produto_id: produto.id,
        quantidade: 2,
        tamanho,
      });
      expect(adicionado.status, `${tamanho}: ${JSON.stringify(adicionado.body)}`).toBe(201);
    }
    const carrinho = carrinhoResponseSchema.parse((await call(`${api.url}/carrinho`, 'GET', headers)).body);
    expect(carrinho.itens.map(({ tamanho }) => tamanho).sort()).toEqual([...tamanhos].sort());
    // Above what is left is refused per size, whatever its name.
    const [primeiro] = carrinho.itens;
    expect((await call(`${api.url}/carrinho/${primeiro?.id}`, 'PUT', headers, { quantidade: 6 })).status).toBe(409);

    const feito = await fetch(`${api.url}/pedidos`, {
      method: 'POST',
      headers: { ...headers, 'idempotency-key': randomUUID() },
      body: multipart(baseForm()),
    });
    expect(feito.status).toBe(201);
    const { pedido } = pedidoCriadoResponseSchema.parse(await feito.json());
    const tomado = Object.fromEntries(tamanhos.map((tamanho) => [tamanho, 3]));
    expect((await lido(produto.id))?.estoque).toEqual(tomado);

    const mudar = (corpo: object) => call(`${api.url}/admin/pedidos/${pedido.id}/status`, 'PUT', admin, corpo);
    expect((await mudar({ status: 'Cancelado', motivo_cancelamento: 'Teste' })).status).toBe(200);
    expect((await lido(produto.id))?.estoque).toEqual(inicial);
    expect((await mudar({ status: 'Aprovado' })).status).toBe(200);
    expect((await lido(produto.id))?.estoque).toEqual(tomado);

    // The admin still edits and deletes it.
    const editado = await call(`${api.url}/admin/produtos/${produto.id}`, 'PUT', admin, {
      nome: produto.nome,
      descricao: produto.descricao,
      preco: 12,
      tamanhos,
      estoque: inicial,
    });
    expect(editado.status).toBe(200);
    expect((await lido(produto.id))?.estoque).toEqual(inicial);
    expect((await call(`${api.url}/admin/produtos/${produto.id}`, 'DELETE', admin)).status).toBe(200);
    expect(await lido(produto.id)).toBeUndefined();
  });
});
