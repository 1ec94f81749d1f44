import { type ReactNode, useId } from 'react';

/** A chart's card: a figure titled by its caption (a heading, so the dashboard can be skimmed by headings). */
export function FiguraGrafico({ titulo, children }: { titulo: string; children: ReactNode }) {
  const id = useId();
  // Named by its caption explicitly: not every browser and screen reader derives it from <figcaption>.
  return (
    <figure className="grafico" aria-labelledby={id}>
      <figcaption>
        <h2 id={id} className="grafico__titulo">
          {titulo}
        </h2>
      </figcaption>
      {children}
    </figure>
  );
}

export interface GraficoAcessivelProps {
  /** Captions the data table. */
  titulo: string;
  /** The chart in one sentence: the SVG's accessible name. */
  resumo: string;
  altura: number;
  /** The data behind the chart: column headers and rows (each with a unique key). */
  tabela: { colunas: readonly [string, string]; linhas: readonly { chave: string; rotulo: string; valor: string }[] };
  /** The chart's shapes; the SVG is one image, so nothing inside it is read. */
  children: ReactNode;
}

/**
 * A chart with a real text alternative: the SVG is an image named by a summary, followed by the same
 * data as a table that only assistive technology sees.
 */
export function GraficoAcessivel({ titulo, resumo, altura, tabela, children }: GraficoAcessivelProps) {
  return (
    <>
      <svg className="grafico__svg" width="100%" height={altura} role="img" aria-label={resumo}>
        {children}
      </svg>
      {/* In a hidden block: a table ignores overflow, and its long rows would widen the page. */}
      <div className="visually-hidden">
        <table>
          <caption>{titulo}</caption>
          <thead>
            <tr>
              <th scope="col">{tabela.colunas[0]}</th>
              <th scope="col">{tabela.colunas[1]}</th>
            </tr>
          </thead>
          <tbody>
            {tabela.linhas.map(({ chave, rotulo, valor }) => (
              <tr key={chave}>
                <th scope="row">{rotulo}</th>
                <td>{valor}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
