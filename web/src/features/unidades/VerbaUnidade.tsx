import { formatPreco } from '@portal/shared/format/money';
import { mensagensVerba } from '@portal/shared/mensagens/verba';
import type { Verba } from '@portal/shared/schemas/verba';
import { useId, useState } from 'react';
import '../../components/form/form.css';

/**
 * A unit's gift budget in the current period (issue 36): what was set, spent and left, and the form that sets it.
 * The amount goes as typed (a comma read as the decimal point); the API checks it and says what is wrong.
 */
export function VerbaUnidade({
  verba,
  periodo,
  ocupado,
  onDefinir,
}: {
  verba: Verba | undefined;
  periodo: string;
  ocupado: boolean;
  onDefinir: (valor: number) => Promise<boolean>;
}) {
  const id = useId();
  const [valor, setValor] = useState('');
  const valores: [string, string][] =
    verba?.valor == null
      ? [[mensagensVerba.titulo, mensagensVerba.semVerba]]
      : [
          [mensagensVerba.titulo, formatPreco(verba.valor)],
          [mensagensVerba.gasto, formatPreco(verba.gasto)],
          [mensagensVerba.saldo, formatPreco(verba.saldo ?? 0)],
        ];
  return (
    <section className="unidade__verba" aria-labelledby={`${id}-titulo`}>
      <h3 id={`${id}-titulo`} className="unidade__subtitulo">
        {mensagensVerba.titulo} — {periodo}
      </h3>
      <dl className="unidade__verba-valores">
        {valores.map(([rotulo, texto]) => (
          <div key={rotulo}>
            <dt>{rotulo}</dt>
            <dd>{texto}</dd>
          </div>
        ))}
      </dl>
      <form
        className="vinculo-form"
        onSubmit={async (event) => {
          event.preventDefault();
          if (await onDefinir(Number(valor.replace(',', '.')))) setValor('');
        }}
      >
        <label className="field__label" htmlFor={id}>
          {mensagensVerba.valor}
        </label>
        <div className="vinculo-form__linha">
          <input
            id={id}
            className="field__input"
            inputMode="decimal"
            value={valor}
            disabled={ocupado}
            onChange={(event) => setValor(event.target.value)}
          />
          <button type="submit" className="button" disabled={ocupado || valor.trim() === ''}>
            {mensagensVerba.salvar}
          </button>
        </div>
      </form>
    </section>
  );
}
