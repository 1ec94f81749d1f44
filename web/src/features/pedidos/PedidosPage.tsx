import { type ResumoStatus, statusExibido, statusExibidos, tomDoStatus } from '@portal/shared/domain/statusPedido';
import { formatPreco } from '@portal/shared/format/money';
import { mensagensTelas } from '@portal/shared/mensagens/geral';
import { mensagensPedidos, mensagensRastreio } from '@portal/shared/mensagens/pedidos';
import type { Pedido } from '@portal/shared/schemas/pedido';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Badge, type BadgeTone } from '../../components/Badge.tsx';
import { type Column, DataTable } from '../../components/DataTable.tsx';
import { DateTime } from '../../components/DateTime.tsx';
import { FilterBar, type FilterDefinition } from '../../components/FilterBar.tsx';
import { PagedList } from '../../components/PagedList.tsx';
import { ReadAt } from '../../components/ReadAt.tsx';
import { StatCard, StatGrid } from '../../components/StatCard.tsx';
import { useSearchFilters } from '../../lib/useSearchFilters.ts';
import { AlteracaoEmLote } from './AlteracaoEmLote.tsx';
import {
  type BuscaPedidos,
  type ChaveFiltro,
  chavesDoEscopo,
  type EscopoPedidos,
  filtrosDaBusca,
  valoresDosFiltros,
  withFilter,
} from './buscaPedidos.ts';
import { ExportarPedidos } from './ExportarPedidos.tsx';
import { LazyDetalhePedido } from './lazyModals.ts';
import { PedirNovamente } from './PedirNovamente.tsx';
import { listaPedidosQuery, unidadesDoFiltroQuery } from './pedidosApi.ts';
import { EditarRastreio } from './rastreio/EditarRastreio.tsx';
import { RastreioResumo } from './rastreio/RastreioPedido.tsx';
import { SeletorStatus } from './SeletorStatus.tsx';
import { useAlteracaoStatus } from './useAlteracaoStatus.tsx';
import './pedidos.css';

const definicoesFiltro: readonly FilterDefinition<ChaveFiltro>[] = [
  { key: 'id', label: 'ID do pedido', kind: 'text', placeholder: 'Ex.: 1024' },
  { key: 'cliente', label: 'Cliente', kind: 'text', placeholder: 'Nome do cliente' },
  {
    key: 'status',
    label: 'Status',
    kind: 'select',
    options: statusExibidos.map((status) => ({ value: status, label: status })),
  },
  { key: 'de', label: 'Data inicial', kind: 'date' },
  { key: 'ate', label: 'Data final', kind: 'date' },
];

/** Issue 36: the orders of one franchise unit (admin list). */
const filtroUnidade = (unidades: readonly { id: string; nome: string }[]): FilterDefinition<ChaveFiltro> => ({
  key: 'unidade',
  label: mensagensPedidos.unidade,
  kind: 'select',
  options: unidades.map((unidade) => ({ value: unidade.id, label: unidade.nome })),
  allLabel: 'Todas',
});

const cartoes: readonly [keyof ResumoStatus, BadgeTone][] = [
  ['total', 'neutro'],
  ['pendentes', 'pendente'],
  ['aprovados', 'aprovado'],
  ['emTransporte', 'transporte'],
  ['entregues', 'entregue'],
  ['cancelados', 'cancelado'],
];

/**
 * /meus-pedidos and /admin-pedidos (spec section 2): stat cards, filters kept in the URL, 'Mostrando X
 * de Y pedidos', the list (a table, cards on phones) page after page, the detail; on the admin screen
 * also the client filter and column, the status selectors, the bulk change and the export.
 */
export function PedidosPage({
  escopo,
  busca,
  onBusca,
}: {
  escopo: EscopoPedidos;
  /** The filters as the URL has them. */
  busca: BuscaPedidos;
  /** Replaces the filters in the URL. */
  onBusca: (busca: BuscaPedidos) => void;
}) {
  const admin = escopo === 'admin';
  const chaves = chavesDoEscopo(escopo);
  // Issue 36: the unit filter, shown once the network has units (none: the spec's filters).
  const unidades = useQuery({ ...unidadesDoFiltroQuery(), enabled: admin }).data ?? [];
  const filtrosDaTela = [...definicoesFiltro, ...(unidades.length > 0 ? [filtroUnidade(unidades)] : [])].filter(
    (definicao) => chaves.includes(definicao.key),
  );
  const { valores, validacao, pendentes } = useSearchFilters(busca, valoresDosFiltros, filtrosDaBusca);
  const filtros = validacao.ok ? validacao.filtros : {};
  const lista = useInfiniteQuery({
    ...listaPedidosQuery(escopo, filtros),
    enabled: validacao.ok,
    // The rows of the previous filters stay while the new ones load, instead of a blank list.
    placeholderData: keepPreviousData,
  });
  const status = useAlteracaoStatus(filtros);
  const [aberto, setAberto] = useState<Pedido | null>(null);
  // The selection belongs to the filters it was made under.
  const chaveFiltros = JSON.stringify(filtros);
  const [selecao, setSelecao] = useState<{ chave: string; ids: number[] }>({ chave: chaveFiltros, ids: [] });
  const selecionados = selecao.chave === chaveFiltros ? selecao.ids : [];
  const selecionar = (ids: number[]) => setSelecao({ chave: chaveFiltros, ids });

  const paginas = lista.data?.pages ?? [];
  // The cards count every order of the list whatever the filters, so they stay while a filter is bad.
  const resumo = paginas[0]?.resumo;
  const pedidos = validacao.ok ? paginas.flatMap((pagina) => pagina.pedidos) : [];
  const totalFiltrado = validacao.ok ? (paginas[0]?.total_filtrado ?? 0) : 0;
  // The open detail follows the list's copy of its order (status changes land there).
  const detalhe = aberto && (pedidos.find((pedido) => pedido.id === aberto.id) ?? aberto);

  const colunas: Column<Pedido>[] = [
    {
      id: 'id',
      header: 'ID',
      rowHeader: true,
      cell: (pedido) =>
        admin ? (
          <label className="check pedidos__selecao">
            <input
              type="checkbox"
              checked={selecionados.includes(pedido.id)}
              onChange={(event) =>
                selecionar(
                  event.target.checked ? [...selecionados, pedido.id] : selecionados.filter((id) => id !== pedido.id),
                )
              }
              aria-label={`Selecionar pedido #${pedido.id}`}
            />
            <span>#{pedido.id}</span>
          </label>
        ) : (
          `#${pedido.id}`
        ),
    },
    ...(admin
      ? [
          {
            id: 'cliente',
            header: 'Cliente',
            cell: (pedido: Pedido) => pedido.user.username,
          },
        ]
      : []),
    { id: 'total', header: 'Total', align: 'end', cell: (pedido) => formatPreco(pedido.total) },
    {
      id: 'status',
      header: 'Status',
      cell: (pedido) => <Badge tone={tomDoStatus(pedido.status)}>{statusExibido(pedido.status)}</Badge>,
    },
    { id: 'data', header: 'Data', largura: 'linha', cell: (pedido) => <DateTime iso={pedido.created_at} /> },
    ...(admin
      ? []
      : [
          {
            id: 'rastreio',
            header: mensagensRastreio.secao,
            cell: (pedido: Pedido) => <RastreioResumo rastreio={pedido.rastreio} />,
          },
        ]),
  ];

  return (
    <main className="page pedidos tela-lista">
      <div className="pedidos__cabecalho">
        <h1 className="page__title">{admin ? mensagensTelas.gerenciamentoPedidos : mensagensTelas.meusPedidos}</h1>
        {admin && <ExportarPedidos filtros={filtros} total={totalFiltrado} />}
      </div>
      {paginas[0] && <ReadAt instante={paginas[0].lidoEm} />}

      <StatGrid label={mensagensPedidos.resumoTitulo}>
        {cartoes.map(([chaveCartao, tom]) => (
          <StatCard
            key={chaveCartao}
            label={mensagensPedidos.cartoes[chaveCartao]}
            value={resumo ? resumo[chaveCartao].toLocaleString('pt-BR') : '–'}
            tone={tom}
          />
        ))}
      </StatGrid>

      <FilterBar
        label="Filtros de pedidos"
        filters={filtrosDaTela}
        values={valores}
        onChange={(chaveFiltro, valor) => onBusca(withFilter(busca, chaveFiltro, valor))}
        onClear={() => onBusca({})}
        shown={pedidos.length}
        total={resumo?.total ?? 0}
        noun="pedidos"
      />

      {admin && (
        <AlteracaoEmLote
          selecionados={selecionados}
          totalFiltrado={totalFiltrado}
          filtros={filtros}
          onSelecionar={selecionar}
        />
      )}

      <PagedList
        lista={lista}
        filtrosPendentes={pendentes}
        filtroInvalido={validacao.ok ? undefined : validacao.mensagem}
        textos={{
          carregando: mensagensPedidos.carregando,
          erroCarregar: mensagensPedidos.erroCarregar,
          nenhum: mensagensPedidos.nenhumPedido,
        }}
      >
        {(vazio) => (
          <DataTable
            caption={admin ? 'Pedidos' : 'Meus pedidos'}
            hideCaption
            columns={colunas}
            rows={pedidos}
            rowKey={(pedido) => String(pedido.id)}
            empty={vazio}
            actions={(pedido) => (
              <>
                <button type="button" className="button button--secondary" onClick={() => setAberto(pedido)}>
                  Ver Detalhes<span className="visually-hidden"> do pedido #{pedido.id}</span>
                </button>
                {admin && (
                  <SeletorStatus
                    pedido={pedido}
                    ocupado={status.emAndamento === pedido.id}
                    onEscolher={(escolhido) => status.escolher(pedido, escolhido)}
                  />
                )}
              </>
            )}
          />
        )}
      </PagedList>

      {detalhe && (
        <LazyDetalhePedido
          escopo={escopo}
          linha={detalhe}
          onFechar={() => setAberto(null)}
          controles={
            admin
              ? (pedido) => (
                  <SeletorStatus
                    pedido={pedido}
                    rotuloVisivel
                    ocupado={status.emAndamento === pedido.id}
                    onEscolher={(escolhido) => status.escolher(pedido, escolhido)}
                  />
                )
              : undefined
          }
          controlesRastreio={admin ? (pedido) => <EditarRastreio pedido={pedido} /> : undefined}
          rodape={admin ? undefined : (pedido) => <PedirNovamente pedido={pedido} />}
        />
      )}
      {status.modal}
    </main>
  );
}
