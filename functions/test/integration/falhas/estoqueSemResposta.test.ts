import { randomUUID } from 'node:crypto';
import { mensagens, mensagensPedidos, pedidoCriadoResponseSchema, produtoSalvoResponseSchema } from '@portal/shared';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { prazoTomadaMs } from '../../../src/services/estoque/estoqueService.ts';
import { carenciaVarreduraMs } from '../../../src/services/estoque/varreduraEstoque.ts';
import { manualClock } from '../inProcessApi.ts';
import { baseForm, logoPng, multipart } from '../requisicoesPedido.ts';
import { call, signedIn } from '../usuariosDeTeste.ts';
import {
  type ApiPrivada,
  type AzuritePrivado,
  type CosmosComFalhas,
  documentosDe,
  enviar,
  type RequisicaoCosmos,
  startApiPrivada,
  startAzuritePrivado,
  startCosmosComFalhas,
} from './standIns.ts';

/**
 * The stock when a write's outcome cannot be told (issue 32, from a review of decision 87): a batch the database
 * committed but whose answer was lost, a lookup that fails after it, a product that cannot be written right after an
 * order's cancellation. Fault injection through a private Cosmos DB proxy: the stand-in cannot be made to lose an
 * answer on its own. In every case, once the sweep has run, stock = initial − units of the orders not cancelled.
 */
const settings = inject('settings');
const relogio = manualClock();
let cosmos: CosmosComFalhas;
let azurite: AzuritePrivado;
let api: ApiPrivada;
let admin: Record<string, string>;
let png: Buffer;

beforeAll(async () => {
  [cosmos, azurite, png] = await Promise.all([startCosmosComFalhas(), startAzuritePrivado(settings), logoPng()]);
  api = await startApiPrivada(settings, relogio, { cosmos: cosmos.endpoint, storage: azurite.connectionString });
  admin = (await signedIn(api, 'admin')).headers;
});
afterEach(async () => {
  cosmos.regra = null;
  await cosmos.voltar();
});
afterAll(async () => {
  await api?.close();
  await Promise.all([cosmos?.close(), azurite?.close()]);
});

const erroDoBanco = {
  tipo: 'responder',
  status: 500,
  corpo: { code: 'InternalServerError', message: 'falha' },
} as const;

/** A counted product without sizes and a franchisee with one unit of it in the cart. */
async function compraDeUm(estoque: number) {
  const criado = await call(`${api.url}/admin/produtos`, 'POST', admin, {
    nome: `Sem resposta ${randomUUID().slice(0, 8)}`,
    descricao: 'Produto do teste de respostas perdidas.',
    preco: 10,
    tamanhos: [],
    estoque: { '': estoque },
  });
  const produto = produtoSalvoResponseSchema.parse(criado.body).produto;
  const cliente = await signedIn(api);
  await call(`${api.url}/carrinho`, 'POST', cliente.headers, { produto_id: produto.id, quantidade: 1 });
  const estoqueAgora = async () => (await api.deps.produtos.get(produto.id))?.estoque?.[''];
  return { produto, ...cliente, estoqueAgora };
}

const finalizar = (headers: Record<string, string>, corpo: FormData, chave = randomUUID()) =>
  enviar(`${api.url}/pedidos`, { method: 'POST', headers: { ...headers, 'idempotency-key': chave }, body: corpo });

/** The sweep, once every take of the test is past its grace. */
async function varrerDepoisDaCarencia() {
  relogio.advance(carenciaVarreduraMs + 60_000);
  return api.deps.estoque.varrer();
}

describe('the stock when a write cannot be told (issue 32)', () => {
  it('a reactivation written whose answer was lost keeps its take: the sweep finds the order listing it', async () => {
    const { user, headers, estoqueAgora } = await compraDeUm(5);
    const feito = await finalizar(headers, multipart(baseForm()));
    const { pedido } = pedidoCriadoResponseSchema.parse(feito.body);
    const mudar = (corpo: object) => call(`${api.url}/admin/pedidos/${pedido.id}/status`, 'PUT', admin, corpo);
    expect((await mudar({ status: 'Cancelado', motivo_cancelamento: 'Teste' })).status).toBe(200);
    expect(await estoqueAgora()).toBe(5);

    cosmos.regra = (pedidoCosmos) =>
      pedidoCosmos.lote && pedidoCosmos.container === 'pedidos' ? { tipo: 'perderResposta' } : null;
    const reativacao = await mudar({ status: 'Pendente de Aprovação' });
    cosmos.regra = null;
    expect(reativacao.status).toBeGreaterThanOrEqual(500);
    const { resource } = await api.deps.cosmos.containers.pedidos.item(String(pedido.id), user.id).read();
    expect(resource?.status).toBe('Pendente de Aprovação');
    expect(await estoqueAgora()).toBe(4);
    expect(await varrerDepoisDaCarencia()).toMatchObject({ devolvidas: 0, falhas: 0 });
    expect(await estoqueAgora()).toBe(4);
  });

  it('a checkout written whose answer was lost and whose key could not be looked up keeps its take and its logo', async () => {
    const { user, headers, estoqueAgora } = await compraDeUm(5);
    const chave = randomUUID();
    let loteVisto = false;
    cosmos.regra = (pedidoCosmos) => {
      if (pedidoCosmos.lote && pedidoCosmos.container === 'pedidos' && !loteVisto) {
        loteVisto = true;
        return { tipo: 'perderResposta' };
      }
      return loteVisto && pedidoCosmos.method === 'GET' && pedidoCosmos.path.includes(`idem-${chave}`)
        ? erroDoBanco
        : null;
    };
    const logo = { ...baseForm(), logo_extra: { produtos: 'Camisetas', entende_alteracao_valor: true } };
    const resposta = await finalizar(headers, multipart(logo, [{ name: 'logo.png', content: png }]), chave);
    cosmos.regra = null;
    expect(resposta.status).toBeGreaterThanOrEqual(500);
    expect(await documentosDe(api, 'pedidos', user.id)).toMatchObject({ pedido: 1 });
    const { resources } = await api.deps.cosmos.containers.pedidos.items
      .query({
        query: "SELECT VALUE c.numero FROM c WHERE c.userId = @u AND c.tipo = 'pedido'",
        parameters: [{ name: '@u', value: user.id }],
      })
      .fetchAll();
    expect(await api.deps.blobs.list('pedidos', `${resources[0]}/`)).toHaveLength(1);
    expect(await estoqueAgora()).toBe(4);
    // The client's retry with its key finds the order; the sweep forgets the take the order lists.
    expect((await finalizar(headers, multipart(logo, [{ name: 'logo.png', content: png }]), chave)).status).toBe(200);
    expect(await varrerDepoisDaCarencia()).toMatchObject({ devolvidas: 0, falhas: 0 });
    expect(await estoqueAgora()).toBe(4);
  });

  it('a cancellation whose return failed: the sweep returns it, and a reactivation first makes sure of it', async () => {
    for (const depois of ['varredura', 'reativacao'] as const) {
      const { produto, headers, estoqueAgora } = await compraDeUm(5);
      const { pedido } = pedidoCriadoResponseSchema.parse((await finalizar(headers, multipart(baseForm()))).body);
      const mudar = (corpo: object) => call(`${api.url}/admin/pedidos/${pedido.id}/status`, 'PUT', admin, corpo);
      // The product cannot be written right after the order's cancellation: the cancellation stands.
      cosmos.regra = (pedidoCosmos) =>
        pedidoCosmos.container === 'produtos' && pedidoCosmos.path.includes(produto.id) ? erroDoBanco : null;
      expect((await mudar({ status: 'Cancelado', motivo_cancelamento: 'Teste' })).status).toBe(200);
      cosmos.regra = null;
      expect(await estoqueAgora()).toBe(4);
      if (depois === 'varredura') {
        expect((await api.deps.estoque.varrer()).falhas).toBe(0);
        expect(await estoqueAgora()).toBe(5);
      } else {
        expect((await mudar({ status: 'Pendente de Aprovação' })).status).toBe(200);
        expect(await estoqueAgora()).toBe(4);
      }
      // Asked again, the return is found applied: nothing moves twice.
      await varrerDepoisDaCarencia();
      expect(await estoqueAgora()).toBe(depois === 'varredura' ? 5 : 4);
    }
  });

  it('a take that outlives its deadline is not written: checkout and reactivation answer 503 and give the units back', async () => {
    const { user, headers, estoqueAgora } = await compraDeUm(5);
    // The take's write of the product reaches the database past the take's deadline (a slow database), as seen by
    // the clock: the order must not be written with it, for the sweep may return it any moment.
    const tardia = () => {
      let visto = false;
      return (pedidoCosmos: RequisicaoCosmos) => {
        if (!visto && pedidoCosmos.method === 'PUT' && pedidoCosmos.container === 'produtos') {
          visto = true;
          relogio.advance(prazoTomadaMs + 1_000);
        }
        return null;
      };
    };
    cosmos.regra = tardia();
    const demorada = await finalizar(headers, multipart(baseForm()));
    cosmos.regra = null;
    expect(demorada.status).toBe(503);
    expect(demorada.body).toMatchObject({ message: mensagensPedidos.finalizacaoDemorada });
    expect(await documentosDe(api, 'pedidos', user.id)).not.toHaveProperty('pedido');
    expect(await estoqueAgora()).toBe(5);

    const { pedido } = pedidoCriadoResponseSchema.parse((await finalizar(headers, multipart(baseForm()))).body);
    const mudar = (corpo: object) => call(`${api.url}/admin/pedidos/${pedido.id}/status`, 'PUT', admin, corpo);
    expect((await mudar({ status: 'Cancelado', motivo_cancelamento: 'Teste' })).status).toBe(200);
    expect(await estoqueAgora()).toBe(5);
    cosmos.regra = tardia();
    const reativacao = await mudar({ status: 'Pendente de Aprovação' });
    cosmos.regra = null;
    expect(reativacao.status).toBe(503);
    expect(reativacao.body).toMatchObject({ message: mensagens.servicoIndisponivel });
    const { resource } = await api.deps.cosmos.containers.pedidos.item(String(pedido.id), user.id).read();
    expect(resource?.status).toBe('Cancelado');
    expect(await estoqueAgora()).toBe(5);
  });
});
