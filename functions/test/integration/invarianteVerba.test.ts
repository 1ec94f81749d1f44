import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { pedidoCriadoResponseSchema, periodoVerba, produtoSalvoResponseSchema } from '@portal/shared';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { pedidoDocSchema } from '../../src/data/pedidos/pedidosRepository.ts';
import { idVerba, verbaDocSchema } from '../../src/data/verbas/verbasRepository.ts';
import { fcParams, testTimeout } from './fuzz/settings.ts';
import { startIsolatedApi } from './inProcessApi.ts';
import { pedidosGuardados } from './pedidosGuardados.ts';
import { baseForm, multipart } from './requisicoesPedido.ts';
import { unidadeDeTeste } from './unidadeDeTeste.ts';
import { call, signedIn } from './usuariosDeTeste.ts';

/**
 * The budget invariant (issue 36), under random concurrent schedules with automatic approval on: for a unit,
 *
 *   spent = Σ totals of its orders not cancelled,
 *
 * no budget take is left that no order keeps, and approval never went beyond the budget: the orders placed 'Aprovado'
 * total at most the budget plus what cancellations gave back (a take beyond the balance is placed pending, so of two
 * orders for the last of a budget at most one is approved). Schedules come from fast-check (FUZZ_SEED, replayable),
 * run in waves of operations started together, each after a small random delay; the database is this file's own.
 */

let api: Awaited<ReturnType<typeof startIsolatedApi>>;
let admin: Awaited<ReturnType<typeof signedIn>>;

/**
 * The API's clock runs from the middle of a quarter (São Paulo's calendar): a run of a few minutes never crosses into
 * the next budget period, and the test reads the period from that same clock (decision 135: one clock). On the wall
 * clock a run across a quarter's end looked up the new period's budget.
 */
const inicio = Date.now();
const relogio = { now: () => new Date(Date.parse('2026-08-15T15:00:00Z') + (Date.now() - inicio)) };

beforeAll(async () => {
  api = await startIsolatedApi({ ...inject('settings'), VERBA_APROVACAO_AUTOMATICA: 'true' }, relogio);
  admin = await signedIn(api, 'admin');
});
afterAll(() => api.close());

const usuarios = 3;
const usuario = fc.nat(usuarios - 1);
const adicionar = fc.record({
  tipo: fc.constant('adicionar' as const),
  usuario,
  quantidade: fc.integer({ min: 1, max: 3 }),
});
const operacao = fc.oneof(
  { arbitrary: adicionar, weight: 3 },
  { arbitrary: fc.record({ tipo: fc.constant('finalizar' as const), usuario, dupla: fc.boolean() }), weight: 4 },
  { arbitrary: fc.record({ tipo: fc.constant('cancelar' as const), pedido: fc.nat(20) }), weight: 2 },
  { arbitrary: fc.record({ tipo: fc.constant('reativar' as const), pedido: fc.nat(20) }), weight: 2 },
);
type Operacao = typeof operacao extends fc.Arbitrary<infer T> ? T : never;
const agenda = fc.record({
  // The budget, in whole reais: a few orders of R$ 7 to R$ 21 each go past it.
  verba: fc.integer({ min: 0, max: 60 }),
  carrinhos: fc.array(adicionar, { minLength: usuarios, maxLength: 2 * usuarios }),
  ondas: fc.array(fc.array(fc.record({ operacao, atraso: fc.nat(25) }), { minLength: 2, maxLength: 8 }), {
    minLength: 3,
    maxLength: 6,
  }),
});
type Agenda = typeof agenda extends fc.Arbitrary<infer T> ? T : never;

async function executar({ verba, carrinhos, ondas }: Agenda) {
  const criado = await call(`${api.url}/admin/produtos`, 'POST', admin.headers, {
    nome: `Invariante verba ${randomUUID().slice(0, 8)}`,
    descricao: 'Produto do teste do invariante da verba.',
    preco: 7,
    tamanhos: [],
    estoque: null,
  });
  const produto = produtoSalvoResponseSchema.parse(criado.body).produto;
  const unidade = await api.deps.unidadesAdmin.create(admin.user, unidadeDeTeste());
  expect(
    (await call(`${api.url}/admin/unidades/${unidade.id}/verba`, 'PUT', admin.headers, { valor: verba })).status,
  ).toBe(200);
  const clientes = await Promise.all(Array.from({ length: usuarios }, () => signedIn(api)));
  for (const { user } of clientes) await api.deps.unidadesAdmin.vincular(admin.user, user.id, unidade.id);
  const pedidos: number[] = [];
  const statuses: { tipo: Operacao['tipo']; status: number; body: unknown }[] = [];

  const rodar = async (op: Operacao) => {
    switch (op.tipo) {
      case 'adicionar':
        return call(`${api.url}/carrinho`, 'POST', clientes[op.usuario]?.headers ?? {}, {
          produto_id: produto.id,
          quantidade: op.quantidade,
        });
      case 'finalizar': {
        const chave = randomUUID();
        const enviar = async () => {
          const resposta = await fetch(`${api.url}/pedidos`, {
            method: 'POST',
            headers: { ...clientes[op.usuario]?.headers, 'idempotency-key': chave },
            body: multipart({ ...baseForm(), unidade_id: unidade.id }),
          });
          const body = (await resposta.json()) as Record<string, unknown>;
          if (resposta.status === 201) pedidos.push(pedidoCriadoResponseSchema.parse(body).pedido.id);
          return { status: resposta.status, body };
        };
        if (!op.dupla) return enviar();
        const [primeira, segunda] = await Promise.all([enviar(), enviar()]);
        statuses.push({ tipo: op.tipo, ...primeira });
        return segunda;
      }
      case 'cancelar':
      case 'reativar': {
        if (pedidos.length === 0) return null;
        const corpo =
          op.tipo === 'cancelar' ? { status: 'Cancelado', motivo_cancelamento: 'Invariante' } : { status: 'Aprovado' };
        return call(
          `${api.url}/admin/pedidos/${pedidos[op.pedido % pedidos.length]}/status`,
          'PUT',
          admin.headers,
          corpo,
        );
      }
    }
  };

  for (const op of carrinhos) await rodar(op);
  for (const onda of ondas) {
    await Promise.all(
      onda.map(async ({ operacao: op, atraso }) => {
        await sleep(atraso);
        const resposta = await rodar(op);
        if (resposta) statuses.push({ tipo: op.tipo, status: resposta.status, body: resposta.body });
      }),
    );
  }
  return { unidade, clientes, statuses };
}

describe('the budget invariant under random concurrent schedules (issue 36)', () => {
  it(
    'spent = Σ totals of live orders; no take left that no order keeps; approvals within the budget; no 5xx',
    async () => {
      await fc.assert(
        fc.asyncProperty(agenda, async (programa) => {
          const { unidade, clientes, statuses } = await executar(programa);
          for (const { tipo, status, body } of statuses)
            expect(status, `${tipo}: ${JSON.stringify(body)}`).toBeLessThan(500);

          const guardados = await pedidosGuardados(
            api.deps.cosmos.containers.pedidos,
            clientes.map(({ user }) => user.id),
          );
          const pedidos = guardados.map((resource) => pedidoDocSchema.parse(resource));
          const centavos = (total: number) => Math.round(total * 100);
          const id = idVerba(unidade.id, periodoVerba('trimestre', relogio.now()));
          const verba = verbaDocSchema.parse((await api.deps.cosmos.containers.verbas.item(id, id).read()).resource);

          const vivos = pedidos.filter(({ status }) => status !== 'Cancelado');
          expect(verba.gasto_centavos, 'spent').toBe(vivos.reduce((soma, { total }) => soma + centavos(total), 0));
          const mantidas = new Set(pedidos.flatMap(({ tomadas_estoque }) => tomadas_estoque));
          const orfas = verba.movimentos.filter(
            (movimento) => movimento.id.startsWith('tomada:') && !mantidas.has(movimento.id),
          );
          expect(orfas, 'takes no order keeps').toEqual([]);

          const aprovados = pedidos.filter(({ historico_status }) => historico_status[0]?.status === 'Aprovado');
          const devolvido = pedidos.reduce(
            (soma, { total, historico_status }) =>
              soma + centavos(total) * historico_status.filter(({ status }) => status === 'Cancelado').length,
            0,
          );
          const aprovado = aprovados.reduce((soma, { total }) => soma + centavos(total), 0);
          expect(aprovado, 'approved beyond the budget').toBeLessThanOrEqual(centavos(programa.verba) + devolvido);
        }),
        fcParams(3),
      );
    },
    testTimeout(3, 40),
  );
});
