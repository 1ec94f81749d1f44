import { alertaVerba, porUsoDaVerba, usoDaVerba } from '@portal/shared/domain/verba';
import { formatPreco } from '@portal/shared/format/money';
import { mensagensVerba } from '@portal/shared/mensagens/verba';
import type { VerbaDaUnidade } from '@portal/shared/schemas/verba';
import { useQuery } from '@tanstack/react-query';
import { Badge } from '../../components/Badge.tsx';
import { type Column, DataTable } from '../../components/DataTable.tsx';
import { LoadFailure } from '../../components/LoadFailure.tsx';
import { errorMessage } from '../../lib/apiClient.ts';
import { saveFile } from '../../lib/saveFile.ts';
import { verbasQuery } from '../unidades/index.ts';
import { BarrasHorizontais } from './BarrasHorizontais.tsx';
import { FiguraGrafico } from './FiguraGrafico.tsx';
import { escala, nomeVisivel } from './graficos.ts';
import { verbasCsv } from './verbasCsv.ts';

const { painel } = mensagensVerba;

/** '83,4 %'; a budget of zero with something spent is over by no finite share. */
const percentual = (uso: number) =>
  Number.isFinite(uso) ? `${(uso * 100).toLocaleString('pt-BR', { maximumFractionDigits: 1 })} %` : '—';
const acimaDoAlerta = (verba: VerbaDaUnidade) => (usoDaVerba(verba) ?? 0) >= alertaVerba;

const colunas: readonly Column<VerbaDaUnidade>[] = [
  { id: 'unidade', header: painel.unidade, rowHeader: true, largura: 'linha', cell: (verba) => verba.nome },
  {
    id: 'verba',
    header: mensagensVerba.titulo,
    align: 'end',
    cell: (verba) => (verba.valor === null ? mensagensVerba.semVerba : formatPreco(verba.valor)),
  },
  { id: 'gasto', header: mensagensVerba.gasto, align: 'end', cell: (verba) => formatPreco(verba.gasto) },
  {
    id: 'saldo',
    header: mensagensVerba.saldo,
    align: 'end',
    cell: (verba) => (verba.saldo === null ? '—' : formatPreco(verba.saldo)),
  },
  {
    id: 'uso',
    header: painel.uso,
    align: 'end',
    cell: (verba) => {
      const uso = usoDaVerba(verba);
      if (uso === null) return '—';
      return acimaDoAlerta(verba) ? (
        <Badge tone="cancelado">
          {percentual(uso)} <span className="visually-hidden">({painel.acimaDoAlerta})</span>
        </Badge>
      ) : (
        percentual(uso)
      );
    },
  },
];

/**
 * Issue 36: each unit's spend against its gift budget in the current period — units over 80 % first —, a chart of
 * the share spent by the units with a budget, and the table's export. Read on its own, so the rest of the dashboard
 * never waits for it.
 */
export function VerbasUnidadesSection() {
  const consulta = useQuery(verbasQuery());
  const dados = consulta.data;
  const verbas = porUsoDaVerba(dados?.verbas ?? []);
  const comVerba = verbas.filter((verba) => verba.valor !== null);
  const maiorUso = Math.max(1, ...comVerba.map((verba) => Math.min(usoDaVerba(verba) ?? 0, 10)));
  return (
    <section className="painel-admin__secao verbas-painel" aria-labelledby="painel-admin-verbas">
      <div className="verbas-painel__topo">
        <div>
          <h2 id="painel-admin-verbas" className="painel-admin__subtitulo">
            {painel.titulo}
          </h2>
          {dados && <p className="verbas-painel__periodo">{painel.periodo(dados.periodo)}</p>}
        </div>
        {dados && verbas.length > 0 && (
          <button
            type="button"
            className="button button--secondary"
            onClick={() =>
              saveFile(painel.arquivo(dados.periodo), new Blob([verbasCsv(verbas)], { type: 'text/csv;charset=utf-8' }))
            }
          >
            {painel.exportar}
          </button>
        )}
      </div>
      {consulta.isPending && <p role="status">{painel.carregando}</p>}
      {consulta.isError && (
        <LoadFailure
          className="painel-admin__erro"
          mensagem={errorMessage(consulta.error, painel.erroCarregar)}
          onTentarNovamente={consulta.refetch}
        />
      )}
      {dados && (
        <div className="verbas-painel__conteudo">
          <DataTable
            caption={painel.titulo}
            hideCaption
            columns={colunas}
            rows={verbas}
            rowKey={(verba) => verba.unidade_id}
            empty={painel.nenhuma}
          />
          <FiguraGrafico titulo={painel.grafico}>
            {comVerba.length === 0 ? (
              <p className="grafico__vazio">{painel.semVerbas}</p>
            ) : (
              <BarrasHorizontais
                titulo={painel.grafico}
                resumo={painel.resumo(comVerba.length, comVerba.filter(acimaDoAlerta).length)}
                colunas={[painel.unidade, painel.uso]}
                barras={comVerba.map((verba) => {
                  const uso = usoDaVerba(verba) ?? 0;
                  return {
                    chave: verba.unidade_id,
                    nome: verba.nome,
                    nomeVisivel: nomeVisivel(verba.nome),
                    valor: percentual(uso),
                    // Scaled to the most spent share, at least the whole budget: a full bar is 100 % or more.
                    largura: escala(Math.min(uso, 10), maiorUso, 100),
                    alerta: uso >= alertaVerba,
                  };
                })}
              />
            )}
          </FiguraGrafico>
        </div>
      )}
    </section>
  );
}
