import { mensagensChamados, mensagensConversa } from '@portal/shared/mensagens/chamados';
import { mensagensPrazos } from '@portal/shared/mensagens/prazos';
import {
  type Chamado,
  formulariosChamado,
  statusChamadoSchema,
  tiposSolicitacao,
} from '@portal/shared/schemas/chamado';
import type { ResumoChamado } from '@portal/shared/schemas/chamadosConsulta';
import { keepPreviousData, useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { type Column, DataTable } from '../../components/DataTable.tsx';
import { DateTime } from '../../components/DateTime.tsx';
import { FilterBar, type FilterDefinition } from '../../components/FilterBar.tsx';
import { PagedList } from '../../components/PagedList.tsx';
import { withFilter } from '../../lib/urlSearch.ts';
import { useSearchFilters } from '../../lib/useSearchFilters.ts';
import { filtrosDaBusca, valoresDosFiltros } from './buscaChamados.ts';
import {
  type BuscaChamados,
  type ChaveFiltro,
  chavesDePrazo,
  chavesDoEscopo,
  type EscopoChamados,
} from './buscaUrl.ts';
import { guardarChamado, listaChamadosQuery, recontarChamados, totalChamadosQuery } from './chamadosApi.ts';
import { useStatusChamado } from './chamadosStatus.ts';
import { DetalheChamado } from './DetalheChamado.tsx';
import { PrazoDoChamado } from './PrazoChamado.tsx';
import { BadgeStatusChamado, SeletorStatusChamado } from './StatusChamado.tsx';
import './chamados.css';

const opcoes = (valores: readonly string[]) => valores.map((valor) => ({ value: valor, label: valor }));

/** 'Aguardando franqueado' belongs to the deadlines (issue 36): offered only while they are on. */
const statusDoEscopo = (prazosAtivos: boolean) =>
  statusChamadoSchema.options.filter((status) => prazosAtivos || status !== 'Aguardando franqueado');

const definicoesFiltro = (prazosAtivos: boolean): readonly FilterDefinition<ChaveFiltro>[] => [
  { key: 'protocolo', label: 'Protocolo', kind: 'text', placeholder: 'Ex.: CH-1001' },
  { key: 'usuario', label: 'Solicitante', kind: 'text', placeholder: 'Nome do usuário' },
  { key: 'status', label: 'Status', kind: 'select', options: opcoes(statusDoEscopo(prazosAtivos)) },
  { key: 'formulario', label: 'Tipo de formulário', kind: 'select', options: opcoes(formulariosChamado) },
  { key: 'tipoSolicitacao', label: 'Tipo de solicitação', kind: 'select', options: opcoes(tiposSolicitacao) },
  { key: 'de', label: 'Data inicial', kind: 'date' },
  { key: 'ate', label: 'Data final', kind: 'date' },
  {
    key: 'atrasados',
    label: mensagensPrazos.colunaPrazo,
    kind: 'select',
    options: [{ value: '1', label: mensagensPrazos.somenteAtrasados }],
  },
  {
    key: 'ordem',
    label: mensagensPrazos.ordenarPor,
    kind: 'select',
    options: [{ value: 'prazo', label: mensagensPrazos.colunaPrazo }],
    allLabel: mensagensConversa.ultimaAtividade,
  },
];

/**
 * The list's columns; the requester's only on the admin screen. The category (with a marketing request's type)
 * sits on one line under the title instead of in two columns of its own: eight columns left a title four lines
 * tall at 1280 px and pushed the date under the actions. For the same reason the last activity (the lists' order),
 * the opening day and the conversation's summary (how many replies, whose the last) share a column. An unread
 * ticket's marker sits under its protocol, the row's name (a phone card's title), so it is seen first and read with
 * the row.
 */
const colunasDoEscopo = (admin: boolean, prazosAtivos: boolean): Column<ResumoChamado>[] => [
  {
    id: 'protocolo',
    header: 'Protocolo',
    rowHeader: true,
    largura: 'linha',
    cell: (chamado) => (
      <span className="chamados__protocolo">
        {chamado.protocolo}
        {chamado.nao_lido && (
          <>
            {' '}
            <span className="chamados__nao-lido">{mensagensConversa.naoLido}</span>
          </>
        )}
      </span>
    ),
  },
  ...(admin
    ? [{ id: 'solicitante', header: 'Solicitante', cell: (chamado: ResumoChamado) => chamado.user.username }]
    : []),
  {
    id: 'titulo',
    header: 'Título',
    largura: 'texto',
    cell: (chamado) => (
      <span className="chamados__titulo">
        {chamado.titulo}
        <span className="chamados__categoria">
          <span className="visually-hidden">Categoria: </span>
          {[chamado.formulario, chamado.tipoSolicitacao].filter(Boolean).join(' · ')}
        </span>
      </span>
    ),
  },
  { id: 'status', header: 'Status', cell: (chamado) => <BadgeStatusChamado status={chamado.status} /> },
  ...(admin && prazosAtivos
    ? [
        {
          id: 'prazo',
          header: mensagensPrazos.colunaPrazo,
          largura: 'linha' as const,
          cell: (chamado: ResumoChamado) => <PrazoDoChamado prazo={chamado.prazo} />,
        },
      ]
    : []),
  {
    id: 'ultimaAtividade',
    header: mensagensConversa.ultimaAtividade,
    largura: 'linha',
    cell: (chamado) => (
      <span className="chamados__datas">
        <DateTime iso={chamado.ultima_atividade} />
        <span className="chamados__aberto">
          {mensagensConversa.abertoEm} <DateTime iso={chamado.created_at} dia />
        </span>
        <span className="chamados__respostas">{mensagensConversa.resumo(chamado.respostas, chamado.ultimo_lado)}</span>
      </span>
    ),
  },
];

export interface ChamadosPageProps {
  escopo: EscopoChamados;
  /** The filters as the URL has them. */
  busca: BuscaChamados;
  /** Replaces the filters in the URL. */
  onBusca: (busca: BuscaChamados) => void;
}

/**
 * /meus-chamados and /admin-chamados, in the order lists' style: 'Abrir novo chamado', filters kept in
 * the URL, 'Mostrando X de Y chamados', the tickets by last activity, newest first (a table, cards on
 * phones), unread ones marked, page after page, and the detail with its conversation (opening an unread
 * ticket marks it read); on the admin screen also the requester filter and column and, in the detail,
 * the status selector.
 */
export function ChamadosPage({ escopo, busca, onBusca }: ChamadosPageProps) {
  const admin = escopo === 'admin';
  const chaves = chavesDoEscopo(escopo);
  const { valores, validacao, pendentes } = useSearchFilters(busca, valoresDosFiltros, filtrosDaBusca);
  const filtros = validacao.ok ? validacao.filtros : {};
  const lista = useInfiniteQuery({
    ...listaChamadosQuery(escopo, filtros),
    enabled: validacao.ok,
    // The rows of the previous filters stay while the new ones load, instead of a blank list.
    placeholderData: keepPreviousData,
  });
  // The API counts the filtered list only; the unfiltered count is asked apart while a filter is set.
  const filtrado = chaves.some((chave) => valores[chave] !== '');
  const total = useQuery({ ...totalChamadosQuery(escopo), enabled: filtrado });
  const status = useStatusChamado(filtros);
  const queryClient = useQueryClient();
  const [aberto, setAberto] = useState<ResumoChamado | null>(null);
  // A reply moves the ticket to the top of the lists (by last activity) and may change its status: it lands in the
  // detail and the rows, the other lists reload when next shown, a status-filtered one is counted again.
  const respondido = (chamado: Chamado) => {
    guardarChamado(queryClient, chamado);
    recontarChamados(queryClient, escopo, filtros).catch((error: unknown) =>
      console.error('Contagem de chamados não atualizada', error),
    );
  };

  const paginas = lista.data?.pages ?? [];
  const chamados = validacao.ok ? paginas.flatMap((pagina) => pagina.chamados) : [];
  const totalFiltrado = validacao.ok ? (paginas[0]?.total_filtrado ?? chamados.length) : 0;
  // Deadlines (issue 36) show only where the API says they are on: off, the screen is as it was.
  const prazosAtivos = paginas[0]?.prazos_ativos === true;
  // The open detail follows the list's row of its ticket (what a change left lands there).
  const detalhe = aberto && (chamados.find((chamado) => chamado.id === aberto.id) ?? aberto);

  return (
    <main className="page chamados tela-lista">
      <div className="chamados__cabecalho">
        <h1 className="page__title">{admin ? mensagensChamados.gestao : mensagensChamados.meusChamados}</h1>
        <Link to="/chamados" className="button">
          {mensagensChamados.novoChamado}
        </Link>
      </div>

      <FilterBar
        label="Filtros de chamados"
        filters={definicoesFiltro(prazosAtivos).filter(
          (definicao) => chaves.includes(definicao.key) && (prazosAtivos || !chavesDePrazo.has(definicao.key)),
        )}
        values={valores}
        onChange={(chave, valor) => onBusca(withFilter(busca, chave, valor))}
        onClear={() => onBusca({})}
        shown={chamados.length}
        total={filtrado ? (total.data ?? totalFiltrado) : totalFiltrado}
        noun="chamados"
      />

      <PagedList
        lista={lista}
        filtrosPendentes={pendentes}
        filtroInvalido={validacao.ok ? undefined : validacao.mensagem}
        textos={{
          carregando: mensagensChamados.carregando,
          erroCarregar: mensagensChamados.erroCarregar,
          nenhum: mensagensChamados.nenhum,
        }}
      >
        {(vazio) => (
          <DataTable
            caption={admin ? 'Chamados' : 'Meus chamados'}
            hideCaption
            columns={colunasDoEscopo(admin, prazosAtivos)}
            rows={chamados}
            rowKey={(chamado) => String(chamado.id)}
            empty={vazio}
            actions={(chamado) => (
              <button type="button" className="button button--secondary" onClick={() => setAberto(chamado)}>
                Ver Detalhes<span className="visually-hidden"> do chamado {chamado.protocolo}</span>
              </button>
            )}
          />
        )}
      </PagedList>

      {detalhe && (
        <DetalheChamado
          escopo={escopo}
          resumo={detalhe}
          onFechar={() => setAberto(null)}
          onRespondido={respondido}
          controles={
            admin
              ? (chamado) => (
                  <SeletorStatusChamado
                    chamado={chamado}
                    ocupado={status.emAndamento === chamado.id}
                    onEscolher={(escolhido) => status.escolher(chamado, escolhido)}
                  />
                )
              : undefined
          }
        />
      )}
    </main>
  );
}
