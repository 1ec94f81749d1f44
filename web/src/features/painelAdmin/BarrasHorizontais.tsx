import { GraficoAcessivel } from './FiguraGrafico.tsx';
import { quadroBarrasHorizontais } from './graficos.ts';

const { alturaDaLinha, nome, barra, espessura } = quadroBarrasHorizontais;

/** One row of a horizontal bar chart: its name (shortened to draw) and value above a bar `largura` % long. */
export interface BarraHorizontal {
  chave: string;
  nome: string;
  nomeVisivel: string;
  valor: string;
  largura: number;
  /** Drawn in the alert colour (a unit's budget past its alert line). */
  alerta?: boolean;
}

/**
 * Horizontal bars, one per row, name and value above each — the top products' chart and the units' budget use — with
 * the same data as a table for assistive technology (GraficoAcessivel).
 */
export function BarrasHorizontais({
  titulo,
  resumo,
  colunas,
  barras,
}: {
  titulo: string;
  resumo: string;
  colunas: readonly [string, string];
  barras: readonly BarraHorizontal[];
}) {
  return (
    <GraficoAcessivel
      titulo={titulo}
      resumo={resumo}
      altura={barras.length * alturaDaLinha}
      tabela={{ colunas, linhas: barras.map((item) => ({ chave: item.chave, rotulo: item.nome, valor: item.valor })) }}
    >
      {barras.map((item, indice) => {
        const topo = indice * alturaDaLinha;
        return (
          <g key={item.chave}>
            <text className="grafico__nome" x="0" y={topo + nome}>
              {item.nomeVisivel !== item.nome && <title>{item.nome}</title>}
              {item.nomeVisivel}
            </text>
            <text className="grafico__valor" x="100%" y={topo + nome} textAnchor="end">
              {item.valor}
            </text>
            <rect
              className="grafico__trilho"
              x="0"
              y={topo + barra}
              width="100%"
              height={espessura}
              rx={espessura / 2}
            />
            <rect
              className={item.alerta ? 'grafico__barra grafico__barra--alerta' : 'grafico__barra'}
              x="0"
              y={topo + barra}
              width={`${item.largura}%`}
              height={espessura}
              rx={espessura / 2}
            />
          </g>
        );
      })}
    </GraficoAcessivel>
  );
}
