import { randomUUID } from 'node:crypto';
import {
  listaLogsResponseSchema,
  mensagensUnidades,
  mensagensVerba,
  minhasUnidadesResponseSchema,
  pedidoCriadoResponseSchema,
  periodoVerba,
  produtoSalvoResponseSchema,
  verbaResponseSchema,
} from '@portal/shared';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { idVerba } from '../../src/data/verbas/verbasRepository.ts';
import { carenciaVarreduraMs } from '../../src/services/estoque/varreduraEstoque.ts';
import { manualClock, startInProcessApi } from './inProcessApi.ts';
import { baseForm, comprarEm, multipart } from './requisicoesPedido.ts';
import { unidadeDeTeste } from './unidadeDeTeste.ts';
import { call, signedIn } from './usuariosDeTeste.ts';

/**
 * The units' gift budget (issue 36): an admin sets it per period; orders from a unit spend it at their total, exact
 * under concurrency (a compare-and-swap of the budget, as stock), a cancellation gives it back; with automatic
 * approval on, an order the balance holds is placed 'Aprovado', one beyond it waits with the reason.
 */
type Api = Awaited<ReturnType<typeof startInProcessApi>>;
const clock = manualClock();
let api: Api;
let automatica: Api;
let admin: Awaited<ReturnType<typeof signedIn>>;

beforeAll(async () => {
  api = await startInProcessApi(inject('settings'), clock);
  automatica = await startInProcessApi({ ...inject('settings'), VERBA_APROVACAO_AUTOMATICA: 'true' }, clock);
  admin = await signedIn(api, 'admin');
});
afterAll(async () => {
  await api.close();
  await automatica.close();
});

const periodo = () => periodoVerba('trimestre', clock.now());
const novaUnidade = () => api.deps.unidadesAdmin.create(admin.user, unidadeDeTeste());
const definirVerba = (unidadeId: string, corpo: unknown) =>
  call(`${api.url}/admin/unidades/${unidadeId}/verba`, 'PUT', admin.headers, corpo);
/** The unit's spend of the current period, in cents, as stored. */
const gastoDa = async (unidadeId: string): Promise<number> => {
  const id = idVerba(unidadeId, periodo());
  const { resource } = await api.deps.cosmos.containers.verbas.item(id, id).read();
  return resource?.gasto_centavos ?? 0;
};

/** A franchisee of the unit with the seed's cart, placing it from the unit through `em` (an API of this file). */
async function franqueadoDa(unidadeId: string, em: Api = api) {
  const loja = await comprarEm(em);
  const { user, headers } = await loja.shopperWithCart();
  await api.deps.unidadesAdmin.vincular(admin.user, user.id, unidadeId);
  const finalizar = async () => {
    const { status, body } = await loja.placeOrder(headers, multipart({ ...baseForm(), unidade_id: unidadeId }));
    expect(status, JSON.stringify(body)).toBe(201);
    return pedidoCriadoResponseSchema.parse(body).pedido;
  };
  return { user, headers, finalizar };
}

/** The seed cart's total (every franchisee of this file orders it). */
let totalDoCarrinho = 0;
beforeAll(async () => {
  const unidade = await novaUnidade();
  totalDoCarrinho = (await (await franqueadoDa(unidade.id)).finalizar()).total;
});

const mudarStatus = (id: number, corpo: object) =>
  call(`${api.url}/admin/pedidos/${id}/status`, 'PUT', admin.headers, corpo);

describe('the units’ gift budget (issue 36)', () => {
  it('an admin sets a unit’s budget for the current period, or a given one of the setting’s kind; logged', async () => {
    const unidade = await novaUnidade();
    const salvo = await definirVerba(unidade.id, { valor: 1500.5 });
    expect(salvo.status).toBe(200);
    expect(verbaResponseSchema.parse(salvo.body)).toEqual({
      message: mensagensVerba.definida,
      verba: { unidade_id: unidade.id, periodo: periodo(), valor: 1500.5, gasto: 0, saldo: 1500.5 },
    });
    const outro = await definirVerba(unidade.id, { valor: 10, periodo: '2031-T2' });
    expect(verbaResponseSchema.parse(outro.body).verba.periodo).toBe('2031-T2');

    const lista = await call(`${api.url}/admin/unidades/verbas`, 'GET', admin.headers);
    expect(lista.status).toBe(200);
    expect(lista.body).toMatchObject({ periodo: periodo() });
    expect((lista.body as { verbas: unknown[] }).verbas).toContainEqual(
      expect.objectContaining({ unidade_id: unidade.id, valor: 1500.5, saldo: 1500.5 }),
    );

    const { logs } = listaLogsResponseSchema.parse(
      (await call(`${api.url}/admin/logs?usuarioId=${admin.user.id}`, 'GET', admin.headers)).body,
    );
    expect(logs).toContainEqual(
      expect.objectContaining({
        acao: mensagensVerba.atividade.definida,
        detalhes: mensagensVerba.atividade.detalhes(unidade.nome, periodo(), 1500.5),
      }),
    );
  });

  it('bad input gets a pt-BR message and a 4xx, and changes nothing', async () => {
    const unidade = await novaUnidade();
    await definirVerba(unidade.id, { valor: 100 });
    const recusas: [unknown, number, string][] = [
      [{ valor: -1 }, 400, mensagensVerba.valorInvalido],
      [{ valor: 10.005 }, 400, mensagensVerba.valorInvalido],
      [{ valor: '100' }, 400, mensagensVerba.valorInvalido],
      [{ valor: 2_000_000_000 }, 400, mensagensVerba.valorMaximo],
      [{ valor: 10, periodo: '2026-05' }, 400, mensagensVerba.periodoInvalido],
      [{ valor: 10, periodo: '__proto__' }, 400, mensagensVerba.periodoInvalido],
    ];
    for (const [corpo, status, message] of recusas) {
      expect(await definirVerba(unidade.id, corpo), JSON.stringify(corpo)).toEqual({ status, body: { message } });
    }
    expect(await definirVerba(randomUUID(), { valor: 10 })).toEqual({
      status: 404,
      body: { message: mensagensUnidades.naoEncontrada },
    });
    const lida = await api.deps.verbaUnidades.dasUnidades([unidade.id]);
    expect(lida.get(unidade.id)).toMatchObject({ valor: 100, gasto: 0 });
  });

  it('orders from a unit spend its budget at their total; a cancellation gives it back, a reactivation takes it again', async () => {
    const unidade = await novaUnidade();
    await definirVerba(unidade.id, { valor: 10 * totalDoCarrinho });
    const cliente = await franqueadoDa(unidade.id);
    const pedido = await cliente.finalizar();
    const centavos = Math.round(totalDoCarrinho * 100);
    expect(await gastoDa(unidade.id)).toBe(centavos);
    // The unit's users see the balance left (the cart and the checkout show it).
    const minhas = await call(`${api.url}/unidades/minhas`, 'GET', cliente.headers);
    const [minha] = minhasUnidadesResponseSchema.parse(minhas.body).unidades;
    expect(minha?.id).toBe(unidade.id);
    expect(minha?.saldo).toBeCloseTo(9 * totalDoCarrinho, 2);
    // Automatic approval off (the default): the spec's flow, whatever the balance.
    expect(pedido.status).toBe('Pendente de Aprovação');
    expect(pedido.acima_da_verba).toBeNull();

    expect((await mudarStatus(pedido.id, { status: 'Cancelado', motivo_cancelamento: 'Teste' })).status).toBe(200);
    expect(await gastoDa(unidade.id)).toBe(0);
    // Asked again, the return is not applied twice.
    await mudarStatus(pedido.id, { status: 'Cancelado', motivo_cancelamento: 'Teste' });
    expect(await gastoDa(unidade.id)).toBe(0);
    expect((await mudarStatus(pedido.id, { status: 'Aprovado' })).status).toBe(200);
    expect(await gastoDa(unidade.id)).toBe(centavos);
  });

  it('a unit without a budget set still counts its spend, so a budget set later starts from it', async () => {
    const unidade = await novaUnidade();
    await (await franqueadoDa(unidade.id)).finalizar();
    const salvo = verbaResponseSchema.parse((await definirVerba(unidade.id, { valor: 5000 })).body);
    expect(salvo.verba.gasto).toBe(totalDoCarrinho);
  });

  it('automatic approval on: within the balance placed Aprovado; beyond it, pending with the excess', async () => {
    const unidade = await novaUnidade();
    await definirVerba(unidade.id, { valor: totalDoCarrinho + 100 });
    const cliente = await franqueadoDa(unidade.id, automatica);
    const dentro = await cliente.finalizar();
    expect(dentro.status).toBe('Aprovado');
    expect(dentro.historico.map((evento) => evento.status)).toEqual(['Aprovado']);

    const outro = await franqueadoDa(unidade.id, automatica);
    const acima = await outro.finalizar();
    expect(acima.status).toBe('Pendente de Aprovação');
    expect(acima.acima_da_verba).toBeCloseTo(totalDoCarrinho - 100, 2);
    const detalhe = await call(`${api.url}/admin/pedidos/${acima.id}`, 'GET', admin.headers);
    expect(detalhe.body).toMatchObject({ pedido: { acima_da_verba: acima.acima_da_verba } });

    // A unit with no budget set is never approved automatically.
    const semVerba = await novaUnidade();
    expect((await (await franqueadoDa(semVerba.id, automatica)).finalizar()).status).toBe('Pendente de Aprovação');
  });

  it('two orders racing for the last R$ 100 of a budget: exactly one auto-approved, the spend the sum of all', async () => {
    const criado = await call(`${api.url}/admin/produtos`, 'POST', admin.headers, {
      nome: `Brinde de R$ 100 ${randomUUID().slice(0, 8)}`,
      descricao: 'Produto do teste da verba.',
      preco: 100,
      tamanhos: [],
      estoque: null,
    });
    const produto = produtoSalvoResponseSchema.parse(criado.body).produto;
    /** A franchisee of the unit with `quantidade` of the R$ 100 gift in the cart. */
    const comCarrinho = async (unidadeId: string, quantidade: number) => {
      const { user, headers } = await signedIn(automatica);
      await api.deps.unidadesAdmin.vincular(admin.user, user.id, unidadeId);
      await call(`${automatica.url}/carrinho`, 'POST', headers, { produto_id: produto.id, quantidade });
      return async () => {
        const { status, body } = await loja.placeOrder(headers, multipart({ ...baseForm(), unidade_id: unidadeId }));
        expect(status, JSON.stringify(body)).toBe(201);
        return pedidoCriadoResponseSchema.parse(body).pedido;
      };
    };
    const loja = await comprarEm(automatica);
    for (let rodada = 0; rodada < 3; rodada++) {
      const unidade = await novaUnidade();
      await definirVerba(unidade.id, { valor: 300 });
      // R$ 200 of R$ 300 spent: R$ 100 left.
      expect((await (await comCarrinho(unidade.id, 2))()).status).toBe('Aprovado');
      const rivais = await Promise.all([comCarrinho(unidade.id, 1), comCarrinho(unidade.id, 1)]);
      const pedidos = await Promise.all(rivais.map((finalizar) => finalizar()));
      expect(pedidos.map((pedido) => pedido.status).sort()).toEqual(['Aprovado', 'Pendente de Aprovação']);
      expect(pedidos.find((pedido) => pedido.status !== 'Aprovado')?.acima_da_verba).toBe(100);
      expect(await gastoDa(unidade.id)).toBe(40_000);
    }
  });

  it('a take no order kept (the process died before the write) is given back by the sweep, after its grace', async () => {
    const unidade = await novaUnidade();
    await definirVerba(unidade.id, { valor: 1000 });
    const cliente = await franqueadoDa(unidade.id);
    await cliente.finalizar();
    const gastoDoPedido = await gastoDa(unidade.id);
    const gasto = {
      verba_id: idVerba(unidade.id, periodo()),
      unidade_id: unidade.id,
      periodo: periodo(),
      centavos: 700,
    };
    await api.deps.verbas.tomar(gasto, {
      id: `tomada:${randomUUID()}`,
      pedido: { userId: cliente.user.id, numero: 999_999 },
    });
    expect(await gastoDa(unidade.id)).toBe(gastoDoPedido + 700);
    await api.deps.estoque.varrer();
    expect(await gastoDa(unidade.id)).toBe(gastoDoPedido + 700);
    clock.advance(carenciaVarreduraMs + 60_000);
    await api.deps.estoque.varrer();
    expect(await gastoDa(unidade.id)).toBe(gastoDoPedido);
  });

  it('a checkout whose order write fails after the take gives the budget back', async () => {
    const unidade = await novaUnidade();
    await definirVerba(unidade.id, { valor: 1000 });
    const loja = await comprarEm(api);
    const { user, headers } = await loja.shopperWithCart();
    await api.deps.unidadesAdmin.vincular(admin.user, user.id, unidade.id);
    const chave = randomUUID();
    // The key's record already exists (an order nobody can read back): the order's batch fails after the take.
    await api.deps.cosmos.containers.pedidos.items.create({
      id: `idem-${chave}`,
      tipo: 'idempotencia',
      userId: user.id,
      pedidoId: 'nenhum',
      created_at: new Date().toISOString(),
    });
    const resposta = await loja.placeOrder(headers, multipart({ ...baseForm(), unidade_id: unidade.id }), chave);
    expect(resposta.status).toBe(409);
    expect(await gastoDa(unidade.id)).toBe(0);
  });
});
