import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  carrinhoResponseSchema,
  mensagens,
  type ProdutoAdminRequest,
  pedidoCriadoResponseSchema,
  produtoSalvoResponseSchema,
} from '@portal/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { pedidoDocSchema } from '../../src/data/pedidos/pedidosRepository.ts';
import { manualClock, startInProcessApi } from './inProcessApi.ts';
import { baseForm, multipart } from './requisicoesPedido.ts';
import { call, signedIn } from './usuariosDeTeste.ts';

let api: Awaited<ReturnType<typeof startInProcessApi>>;
let admin: Record<string, string>;
/** About 5 MB of PNG (noise does not compress): its copy to storage slows the checkout that carries it. */
let logoPesado: Buffer;

beforeAll(async () => {
  api = await startInProcessApi(inject('settings'), manualClock());
  admin = (await signedIn(api, 'admin')).headers;
  logoPesado = await sharp({
    create: {
      width: 1300,
      height: 1300,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .png({ compressionLevel: 0 })
    .toBuffer();
});
afterAll(() => api.close());

async function produtoContado(unidades: number) {
  const corpo = {
    nome: `Chave ${randomUUID().slice(0, 8)}`,
    descricao: 'Produto do teste de chaves de idempotência.',
    preco: 10,
    tamanhos: [],
    ativo: true,
    estoque: { '': unidades },
  } satisfies Partial<ProdutoAdminRequest>;
  return produtoSalvoResponseSchema.parse((await call(`${api.url}/admin/produtos`, 'POST', admin, corpo)).body).produto;
}

/** The orders stored for a user, as written (not as any answer said). */
async function pedidosGuardados(userId: string) {
  const { resources } = await api.deps.cosmos.containers.pedidos.items
    .query({
      query: "SELECT * FROM c WHERE c.userId = @u AND c.tipo = 'pedido'",
      parameters: [{ name: '@u', value: userId }],
    })
    .fetchAll();
  return resources.map((resource) => pedidoDocSchema.parse(resource));
}

const comLogo = () => ({ ...baseForm(), logo_extra: { produtos: 'Bonés', entende_alteracao_valor: true } });

describe('an Idempotency-Key is bound to the request it first served (issue 32, finding 2)', () => {
  // The reported attack: a slow checkout with key K (logo images to copy), the cart changed 80 ms later, then a quick
  // request with K. Whatever the interleaving, one order at most, every answer its own order or a refusal, and the
  // stock is exactly what the stored orders took. Before keys were bound, the slow request's take, coming after the
  // quick one's order, replaced it under the shared movement: an order for 5 with 4 left, or for 1 with none.
  it.each([
    { de: 1, para: 5 },
    { de: 5, para: 1 },
  ])(
    'same key, cart changed from $de to $para units mid-flight: no oversell, no vanished units',
    async ({ de, para }) => {
      for (let rodada = 0; rodada < 2; rodada++) {
        const produto = await produtoContado(5);
        const { user, headers } = await signedIn(api);
        await call(`${api.url}/carrinho`, 'POST', headers, { produto_id: produto.id, quantidade: de });
        const [item] = carrinhoResponseSchema.parse((await call(`${api.url}/carrinho`, 'GET', headers)).body).itens;
        const chave = randomUUID();
        const finalizar = async (corpo: FormData) => {
          const resposta = await fetch(`${api.url}/pedidos`, {
            method: 'POST',
            headers: { ...headers, 'idempotency-key': chave },
            body: corpo,
          });
          return { status: resposta.status, body: (await resposta.json()) as Record<string, unknown> };
        };
        const logos = [1, 2, 3].map((numero) => ({ name: `logo-${numero}.png`, content: logoPesado }));
        const lenta = finalizar(multipart(comLogo(), logos));
        await sleep(80);
        expect((await call(`${api.url}/carrinho/${item?.id}`, 'PUT', headers, { quantidade: para })).status).toBe(200);
        const respostas = await Promise.all([lenta, finalizar(multipart(baseForm()))]);

        const guardados = await pedidosGuardados(user.id);
        expect(guardados.length).toBeLessThanOrEqual(1);
        const unidades = guardados.flatMap(({ itens }) => itens).reduce((soma, { quantidade }) => soma + quantidade, 0);
        expect((await api.deps.produtos.get(produto.id))?.estoque).toEqual({ '': 5 - unidades });
        for (const { status, body } of respostas) {
          expect([201, 409, 422], JSON.stringify(body)).toContain(status);
          if (status === 422) expect(body).toEqual({ message: mensagens.chaveComOutroConteudo });
          if (status === 201) {
            // An order answered is the stored one, with the units it took.
            const { pedido } = pedidoCriadoResponseSchema.parse(body);
            expect(pedido.id).toBe(guardados[0]?.numero);
            expect(pedido.itens.reduce((soma, { quantidade }) => soma + quantidade, 0)).toBe(unidades);
          }
        }
        expect(respostas.filter(({ status }) => status === 201).length).toBeLessThanOrEqual(1);
      }
    },
  );

  it('the same form sent again with the key replays it; other content with the key is refused and changes nothing', async () => {
    const produto = await produtoContado(10);
    const { user, headers } = await signedIn(api);
    await call(`${api.url}/carrinho`, 'POST', headers, { produto_id: produto.id, quantidade: 2 });
    const chave = randomUUID();
    const enviar = (campos: Record<string, unknown>) =>
      fetch(`${api.url}/pedidos`, {
        method: 'POST',
        headers: { ...headers, 'idempotency-key': chave },
        body: multipart(campos),
      });
    expect((await enviar(baseForm())).status).toBe(201);
    expect((await enviar(baseForm())).status).toBe(200);
    const outra = await enviar({ ...baseForm(), observacoes: 'Outra observação' });
    expect(outra.status).toBe(422);
    expect(await outra.json()).toEqual({ message: mensagens.chaveComOutroConteudo });
    expect(await pedidosGuardados(user.id)).toHaveLength(1);
    expect((await api.deps.produtos.get(produto.id))?.estoque).toEqual({ '': 8 });
  });

  it('the same order sent as JSON, then as multipart with its fields in another order, is one request', async () => {
    const produto = await produtoContado(10);
    const { user, headers } = await signedIn(api);
    await call(`${api.url}/carrinho`, 'POST', headers, { produto_id: produto.id, quantidade: 1 });
    const chave = randomUUID();
    const { observacoes, endereco_entrega_igual_faturamento, ...resto } = baseForm();
    const json = await fetch(`${api.url}/pedidos`, {
      method: 'POST',
      headers: { ...headers, 'idempotency-key': chave, 'content-type': 'application/json' },
      body: JSON.stringify({ ...resto, observacoes, endereco_entrega_igual_faturamento: true }),
    });
    expect(json.status).toBe(201);
    const corpo = multipart({ observacoes, endereco_entrega_igual_faturamento, ...resto });
    const repetido = await fetch(`${api.url}/pedidos`, {
      method: 'POST',
      headers: { ...headers, 'idempotency-key': chave },
      body: corpo,
    });
    expect(repetido.status).toBe(200);
    expect(await pedidosGuardados(user.id)).toHaveLength(1);
  });

  it('a ticket: the same key with another form is refused (422), the same form replays it', async () => {
    const { user, headers } = await signedIn(api);
    const chave = randomUUID();
    const abrir = (titulo: string) => {
      const form = new FormData();
      form.append('assunto', titulo);
      form.append('categoria', 'Solicitações de Marketing');
      form.append('tipoSolicitacao', 'Campanha');
      form.append('descricao', 'Uma campanha de inverno.');
      return fetch(`${api.url}/support/contact`, {
        method: 'POST',
        headers: { ...headers, 'x-user-email': user.email, 'idempotency-key': chave },
        body: form,
      });
    };
    const primeiro = await abrir('Campanha de inverno');
    expect(primeiro.status).toBe(201);
    expect((await abrir('Campanha de inverno')).status).toBe(200);
    const outro = await abrir('Campanha de verão');
    expect(outro.status).toBe(422);
    expect(await outro.json()).toEqual({ message: mensagens.chaveComOutroConteudo });
    const { resources } = await api.deps.cosmos.containers.chamados.items
      .query({
        query: "SELECT VALUE COUNT(1) FROM c WHERE c.userId = @u AND c.tipo = 'chamado'",
        parameters: [{ name: '@u', value: user.id }],
      })
      .fetchAll();
    expect(resources).toEqual([1]);
  });
});
