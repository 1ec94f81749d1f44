import { type ReactNode, useId } from 'react';
import './details.css';

/** A region of a detail dialog, named by its heading. */
export function DetailSection({ titulo, children }: { titulo: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="detalhe__secao" aria-labelledby={id}>
      <h3 id={id} className="detalhe__titulo">
        {titulo}
      </h3>
      {children}
    </section>
  );
}

/**
 * Label/value pairs of a detail. Empty values ('', null, undefined) are left out, so a record shows only
 * what it has. `textos` lays long free text out one pair per row, keeping its line breaks.
 */
export function DetailFields({
  campos,
  textos = false,
}: {
  campos: readonly (readonly [string, ReactNode])[];
  textos?: boolean;
}) {
  return (
    <dl className={textos ? 'detalhes-lista detalhes-lista--textos' : 'detalhes-lista'}>
      {campos
        .filter(([, valor]) => valor !== '' && valor !== null && valor !== undefined)
        .map(([rotulo, valor]) => (
          <div key={rotulo}>
            <dt>{rotulo}</dt>
            <dd>{valor}</dd>
          </div>
        ))}
    </dl>
  );
}
