import {
  listaPedidosResponseSchema,
  mensagensUnidades,
  minhasUnidadesResponseSchema,
  pedidoCriadoResponseSchema,
  pedidoResponseSchema,
} from '@portal/shared';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { manualClock, startInProcessApi } from './inProcessApi.ts';
import { pedidosGuardados } from './pedidosGuardados.ts';
import { baseForm, comprarEm, multipart } from './requisicoesPedido.ts';
import { unidadeDeTeste } from './unidadeDeTeste.ts';
import { call, signedIn } from './usuariosDeTeste.ts';

const clock = manualClock();
let api: Awaited<ReturnType<typeof startInProcessApi>>;
let shop: Awaited<ReturnType<typeof comprarEm>>;
let admin: Awaited<ReturnType<typeof signedIn>>;

beforeAll(async () => {
  api = await startInProcessApi(inject('settings'), clock);
  shop = await comprarEm(api);
  admin = await signedIn(api, 'admin');
});
afterAll(() => api.close());

const novaUnidade = (nome?: string) => api.deps.unidadesAdmin.create(admin.user, unidadeDeTeste(nome ? { nome } : {}));
const vincular = (usuarioId: string, unidadeId: string) =>
  api.deps.unidadesAdmin.vincular(admin.user, usuarioId, unidadeId);
const pedidosDoUsuario = (userId: string) => pedidosGuardados(api.deps.cosmos.containers.pedidos, [userId]);

describe('checkout from a unit (issue 36)', () => {
  it("GET /api/unidades/minhas lists the caller's units alone, by name, with what fills the order form", async () => {
    const [b, a, alheia] = [await novaUnidade('B Loja Sul'), await novaUnidade('A Loja Norte'), await novaUnidade()];
    const franqueado = await signedIn(api);
    const outro = await signedIn(api);
    await vincular(franqueado.user.id, b.id);
    await vincular(franqueado.user.id, a.id);
    await vincular(outro.user.id, alheia.id);

    const resposta = await call(`${api.url}/unidades/minhas`, 'GET', franqueado.headers);
    expect(resposta.status).toBe(200);
    const { unidades } = minhasUnidadesResponseSchema.parse(resposta.body);
    expect(unidades.map((unidade) => unidade.id)).toEqual([a.id, b.id]);
    expect(unidades[0]).toEqual({
      id: a.id,
      nome: 'A Loja Norte',
      cnpj: a.cnpj,
      razao_social: a.razao_social,
      telefone: a.telefone,
      endereco: a.endereco,
      saldo: null,
    });
    // A user without units gets none: the checkout is then the spec's.
    const semUnidade = await signedIn(api);
    expect((await call(`${api.url}/unidades/minhas`, 'GET', semUnidade.headers)).body).toEqual({ unidades: [] });
  });

  it('an order for one of the user’s units keeps the unit, as it was then; the admin list filters by it', async () => {
    const unidade = await novaUnidade();
    const { user, headers } = await shop.shopperWithCart();
    await vincular(user.id, unidade.id);
    const { status, body } = await shop.placeOrder(headers, multipart({ ...baseForm(), unidade_id: unidade.id }));
    expect(status).toBe(201);
    const { pedido } = pedidoCriadoResponseSchema.parse(body);
    const copia = { id: unidade.id, nome: unidade.nome, cnpj: unidade.cnpj, razao_social: unidade.razao_social };
    expect(pedido.unidade).toEqual(copia);

    // A later edit of the unit leaves the order's copy alone.
    await api.deps.unidadesAdmin.update(admin.user, unidade.id, unidadeDeTeste({ nome: 'Nome novo' }), null);
    const lido = pedidoResponseSchema.parse((await call(`${api.url}/pedidos/${pedido.id}`, 'GET', headers)).body);
    expect(lido.pedido.unidade).toEqual(copia);

    // An order without a unit: none, as before.
    await shop.shopperWithCart().then(async (outro) => {
      const semUnidade = pedidoCriadoResponseSchema.parse(
        (await shop.placeOrder(outro.headers, multipart(baseForm()))).body,
      );
      expect(semUnidade.pedido.unidade).toBeNull();
    });

    const filtrada = listaPedidosResponseSchema.parse(
      (await call(`${api.url}/admin/pedidos?unidade=${unidade.id}`, 'GET', admin.headers)).body,
    );
    expect(filtrada.pedidos.map((item) => item.id)).toEqual([pedido.id]);
  });

  it("refuses a unit that is not the user's (another's, unknown, or unlinked since): 404, and nothing is placed", async () => {
    const alheia = await novaUnidade();
    const { user, headers } = await shop.shopperWithCart();
    const carrinhoAntes = (await call(`${api.url}/carrinho`, 'GET', headers)).body;
    for (const unidadeId of [alheia.id, crypto.randomUUID()]) {
      const { status, body } = await shop.placeOrder(headers, multipart({ ...baseForm(), unidade_id: unidadeId }));
      expect({ status, body }).toEqual({ status: 404, body: { message: mensagensUnidades.naoEncontrada } });
    }
    // Linked, then unlinked: refused from the next request on.
    await vincular(user.id, alheia.id);
    await api.deps.unidadesAdmin.desvincular(admin.user, user.id, alheia.id);
    const desvinculada = await shop.placeOrder(headers, multipart({ ...baseForm(), unidade_id: alheia.id }));
    expect(desvinculada.status).toBe(404);
    const malformada = await shop.placeOrder(headers, multipart({ ...baseForm(), unidade_id: '__proto__' }));
    expect(malformada).toEqual({ status: 400, body: { message: mensagensUnidades.naoEncontrada } });

    expect(await pedidosDoUsuario(user.id)).toEqual([]);
    expect((await call(`${api.url}/carrinho`, 'GET', headers)).body).toEqual(carrinhoAntes);
  });

  it('the admin list refuses a unit filter that names no unit, with a pt-BR message', async () => {
    expect(await call(`${api.url}/admin/pedidos?unidade=x`, 'GET', admin.headers)).toEqual({
      status: 400,
      body: { message: mensagensUnidades.naoEncontrada },
    });
  });
});
