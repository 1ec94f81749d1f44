import { mensagensTelas } from '@portal/shared/mensagens/geral';
import { mensagensLogs } from '@portal/shared/mensagens/logs';
import { type Log, type ResumoLogs, type TipoLog, tipoLogSchema } from '@portal/shared/schemas/logs';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { Badge, type BadgeTone } from '../../components/Badge.tsx';
import { type Column, DataTable } from '../../components/DataTable.tsx';
import { DateTime } from '../../components/DateTime.tsx';
import { FilterBar, type FilterDefinition } from '../../components/FilterBar.tsx';
import { Icon } from '../../components/Icon.tsx';
import { PagedList } from '../../components/PagedList.tsx';
import { StatCard, StatGrid } from '../../components/StatCard.tsx';
import { withFilter } from '../../lib/urlSearch.ts';
import { useSearchFilters } from '../../lib/useSearchFilters.ts';
import { iconeDoLog, tomDoLog } from './aparencia.ts';
import { filtrosDaBusca, valoresDosFiltros } from './buscaLogs.ts';
import type { BuscaLogs, ChaveFiltroLogs } from './buscaUrl.ts';
import { FiltroUsuarioField } from './FiltroUsuarioField.tsx';
import { listaLogsQuery } from './logsApi.ts';
import './logs.css';

/**
 * The filters (spec section 2); the user is found by typing part of a name or e-mail and filtered by id: two users
 * may show the same name (a password account and a work account), so a name typed would match both.
 */
const filtros: readonly FilterDefinition<ChaveFiltroLogs>[] = [
  {
    key: 'tipo',
    label: 'Tipo',
    kind: 'select',
    options: tipoLogSchema.options.map((tipo) => ({ value: tipo, label: mensagensLogs.rotulosTipo[tipo] })),
  },
  { key: 'acao', label: 'Ação', kind: 'text', placeholder: 'Ex.: Login' },
  {
    key: 'usuarioId',
    label: mensagensLogs.filtroUsuario,
    kind: 'custom',
    render: (campo) => <FiltroUsuarioField {...campo} />,
  },
  { key: 'de', label: 'Data inicial', kind: 'date' },
  { key: 'ate', label: 'Data final', kind: 'date' },
];

/** The stat cards (spec section 2), each in its type's colour. */
const cartoes: readonly [keyof ResumoLogs, BadgeTone][] = [
  ['total', 'neutro'],
  ['pedidos', tomDoLog('Pedido')],
  ['produtos', tomDoLog('Produto')],
  ['usuarios', tomDoLog('Usuario')],
  ['sistema', tomDoLog('Sistema')],
];

const rotuloTipo = (tipo: TipoLog) => mensagensLogs.rotulosTipo[tipo];

const colunas: readonly Column<Log>[] = [
  { id: 'data', header: 'Data/Hora', largura: 'linha', cell: (log) => <DateTime iso={log.created_at} /> },
  { id: 'tipo', header: 'Tipo', cell: (log) => <Badge tone={tomDoLog(log.tipo)}>{rotuloTipo(log.tipo)}</Badge> },
  {
    id: 'acao',
    header: 'Ação',
    // The action names its row: the card's title on phones.
    rowHeader: true,
    largura: 'linha',
    cell: (log) => (
      <span className="logs__acao">
        <Icon name={iconeDoLog(log.acao)} className="logs__icone" />
        {log.acao}
      </span>
    ),
  },
  {
    id: 'usuario',
    header: 'Usuário',
    largura: 'linha',
    cell: (log) => (
      <span className="logs__usuario">
        {log.usuario}
        {log.usuario_email && log.usuario_email !== log.usuario && (
          <span className="logs__email">{log.usuario_email}</span>
        )}
      </span>
    ),
  },
  {
    id: 'detalhes',
    header: 'Detalhes',
    largura: 'texto',
    cell: (log) => <span className="logs__detalhes">{log.detalhes}</span>,
  },
];

/**
 * /logs (spec section 2): stat cards over every log, filters kept in the URL, 'Mostrando X de Y logs',
 * the entries newest first (a table, cards on phones) page after page.
 */
export function LogsPage({
  busca,
  onBusca,
}: {
  /** The filters as the URL has them. */
  busca: BuscaLogs;
  /** Replaces the filters in the URL. */
  onBusca: (busca: BuscaLogs) => void;
}) {
  const { valores, validacao, pendentes } = useSearchFilters(busca, valoresDosFiltros, filtrosDaBusca);
  const lista = useInfiniteQuery({
    ...listaLogsQuery(validacao.ok ? validacao.filtros : {}),
    enabled: validacao.ok,
    // The rows of the previous filters stay while the new ones load, instead of a blank list.
    placeholderData: keepPreviousData,
  });

  const paginas = lista.data?.pages ?? [];
  // The cards count every log whatever the filters, so they stay while a filter is bad.
  const resumo = paginas[0]?.resumo;
  const logs = validacao.ok ? paginas.flatMap((pagina) => pagina.logs) : [];

  return (
    <main className="page logs tela-lista">
      <h1 className="page__title">{mensagensTelas.logsSistema}</h1>

      <StatGrid label={mensagensLogs.resumoTitulo}>
        {cartoes.map(([chave, tom]) => (
          <StatCard
            key={chave}
            label={mensagensLogs.cartoes[chave]}
            value={resumo ? resumo[chave].toLocaleString('pt-BR') : '–'}
            tone={tom}
          />
        ))}
      </StatGrid>

      <FilterBar
        label="Filtros de logs"
        filters={filtros}
        values={valores}
        onChange={(chave, valor) => onBusca(withFilter(busca, chave, valor))}
        onClear={() => onBusca({})}
        shown={logs.length}
        total={resumo?.total ?? 0}
        noun="logs"
      />

      <PagedList
        lista={lista}
        filtrosPendentes={pendentes}
        filtroInvalido={validacao.ok ? undefined : validacao.mensagem}
        textos={{
          carregando: mensagensLogs.carregando,
          erroCarregar: mensagensLogs.erroCarregar,
          nenhum: mensagensLogs.nenhum,
        }}
      >
        {(vazio) => (
          <DataTable caption="Logs" hideCaption columns={colunas} rows={logs} rowKey={(log) => log.id} empty={vazio} />
        )}
      </PagedList>
    </main>
  );
}
