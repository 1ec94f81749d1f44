import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type RecordedQuery, recordingQueries } from '../../../scripts/bench/recordedQueries.ts';
import { createDependencies, type Dependencies } from '../../src/app/dependencies.ts';
import { loadConfig } from '../../src/config.ts';
import { createChamadosRepository } from '../../src/data/chamados/chamadosRepository.ts';
import type { ContainerDeclaration } from '../../src/data/containerDeclarationSchema.ts';
import { type ContainerName, containerDeclarations } from '../../src/data/cosmos.ts';
import { createLogsRepository } from '../../src/data/logs/logsRepository.ts';
import { createOutboxStore } from '../../src/data/outbox/outboxRepository.ts';
import { createPedidosRepository } from '../../src/data/pedidos/pedidosRepository.ts';
import { createProdutosRepository } from '../../src/data/produtos/produtosRepository.ts';
import { createUsuariosRepository } from '../../src/data/usuarios/usuariosRepository.ts';

/** The containers the stand-in runs are the declared ones (cosmosContainers.json, also read by Bicep). */
let deps: Dependencies;
beforeAll(() => {
  deps = createDependencies(loadConfig(inject('settings')));
});
afterAll(() => deps.cosmos.client.dispose());

const declared = Object.entries(containerDeclarations) as [ContainerName, ContainerDeclaration][];

describe('Cosmos containers', () => {
  it('are created with their declared partition key and indexing policy', async () => {
    for (const [name, { partitionKey, indexingPolicy }] of declared) {
      const { resource } = await deps.cosmos.containers[name].read();
      expect(resource?.partitionKey?.paths, name).toEqual([partitionKey]);
      expect(resource?.indexingPolicy, name).toEqual(indexingPolicy);
    }
  });

  it('serve the sorts their composite indexes declare, and refuse a multi-property sort without one', async () => {
    const sortedBy = (name: ContainerName, orderBy: string) =>
      deps.cosmos.containers[name].items.query(`SELECT TOP 1 * FROM c ORDER BY ${orderBy}`).fetchAll();
    const sorts = declared.flatMap(([name, { indexingPolicy }]) =>
      (indexingPolicy.compositeIndexes ?? []).map((paths) => ({
        name,
        orderBy: paths
          .map(({ path, order }) => `c${path.replaceAll('/', '.')} ${order === 'ascending' ? 'ASC' : 'DESC'}`)
          .join(', '),
      })),
    );
    expect(sorts.map(({ name }) => name)).toContain('pedidos');
    for (const { name, orderBy } of sorts) await expect(sortedBy(name, orderBy), orderBy).resolves.toBeDefined();
    await expect(sortedBy('pedidos', 'c.tipo ASC, c.numero DESC')).rejects.toMatchObject({ code: 400 });
  });

  it("index every property the data layer's queries filter or sort on", async () => {
    const recorded: RecordedQuery[] = [];
    const recording = (name: ContainerName) => recordingQueries(deps.cosmos.containers[name], recorded);
    const orders = createPedidosRepository(recording('pedidos'));
    const filtros = { id: '10', cliente: 'ana', status: 'Em Transporte', de: '2026-01-01', ate: '2026-12-31' } as const;
    const now = new Date().toISOString();
    await Promise.all([
      orders.list(filtros, {}, { pageSize: 10 }),
      orders.list(filtros, { userId: 'u1' }, { pageSize: 10 }),
      orders.countMatching(filtros, {}),
      // One stored status puts c.status into the sort (a franchisee filtering by 'Entregue').
      orders.list({ status: 'Entregue' }, { userId: 'u1' }, { pageSize: 10 }),
      orders.list({ status: 'Entregue' }, {}, { pageSize: 10 }),
      orders.countMatching({ status: 'Entregue' }, { userId: 'u1' }),
      orders.countByStatus({ userId: 'u1' }),
      orders.findPedido('1001'),
      createOutboxStore(recording('pedidos')).naoEnviados(),
      createOutboxStore(recording('chamados')).naoEnviados(),
      ...[{}, { userId: 'u1' }].flatMap((escopo) => {
        const chamados = createChamadosRepository(recording('chamados'));
        const filtrosChamados = {
          protocolo: '10',
          usuario: 'ana',
          status: 'Aberto',
          formulario: 'Solicitações de Marketing',
          tipoSolicitacao: 'Material',
          de: '2026-01-01',
          ate: '2026-12-31',
        } as const;
        const agora = new Date();
        return [
          chamados.list(filtrosChamados, escopo, agora, { pageSize: 10 }),
          chamados.list({}, escopo, agora, { pageSize: 10 }),
          chamados.countMatching(filtrosChamados, escopo, agora),
          // Issue 36: by deadline, and the late ones.
          chamados.list({ ...filtrosChamados, atrasados: '1', ordem: 'prazo' }, escopo, agora, { pageSize: 10 }),
          chamados.countMatching({ atrasados: '1', ordem: 'prazo' }, escopo, agora),
        ];
      }),
      createChamadosRepository(recording('chamados')).find('1001'),
      createChamadosRepository(recording('chamados')).avisosDePrazoDevidos(new Date(), 10),
      createChamadosRepository(recording('chamados')).contarPrazos(new Date(), new Date()),
      createOutboxStore(recording('outbox')).naoEnviados(),
      createUsuariosRepository(recording('usuarios')).findByUsername('ana'),
      createProdutosRepository(recording('produtos')).listActive(),
      createProdutosRepository(recording('produtos')).getMany(['p1']),
      orders.countPedidosBetween(now, now),
      orders.itensPedidosSince(now),
      createUsuariosRepository(recording('usuarios')).list({ busca: 'ana', id: 'u1', limite: 10 }),
      createProdutosRepository(recording('produtos')).listAll(),
      createLogsRepository(recording('logs')).list(
        { tipo: 'Pedido', acao: 'criado', usuarioId: 'ana', de: '2026-01-01', ate: '2026-12-31' },
        { pageSize: 10 },
      ),
      createLogsRepository(recording('logs')).list({}, { pageSize: 10 }),
      createLogsRepository(recording('logs')).countByTipo(),
    ]);

    const unindexed = recorded.flatMap(({ container, query }) => {
      const { includedPaths } = containerDeclarations[container as ContainerName].indexingPolicy;
      // A JOIN's source (`JOIN i IN c.itens`) is iterated, not filtered; what a SELECT projects is only read.
      const filtered = query.query.replace(/\bIN\s+c\.\w+/g, '').replace(/^SELECT .*? FROM /, '');
      // A nested property (`c.prazo.vence_em`) by its whole path.
      const properties = [...filtered.matchAll(/\bc\.([A-Za-z_]\w*(?:\.[A-Za-z_]\w*)*)/g)].map((match) =>
        (match[1] ?? '').replaceAll('.', '/'),
      );
      // `id` is always indexed, whatever the policy says.
      return properties
        .filter((property) => property !== 'id' && !includedPaths.some(({ path }) => path === `/${property}/?`))
        .map((property) => `${container}: ${property} (${query.query})`);
    });
    expect(new Set(recorded.map(({ container }) => container)).size).toBe(6);
    expect(unindexed).toEqual([]);
  });
});
