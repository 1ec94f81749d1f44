import { mensagensChamados } from '@portal/shared/mensagens/chamados';
import { materiaisChamado } from '@portal/shared/schemas/chamado';
import type { Control } from 'react-hook-form';
import { useBoundField } from '../../../components/form/useBoundField.ts';
import type { AberturaValida, ValoresAbertura } from './aberturaFormulario.ts';

/** The materials chosen after ticking or unticking one, always in the spec's order. */
export const alternarMaterial = (escolhidos: readonly string[], material: string, marcado: boolean): string[] =>
  materiaisChamado.filter((opcao) => (opcao === material ? marcado : escolhidos.includes(opcao)));

/**
 * The 33 materials of spec section 5 as a grid of checkboxes: a group with its legend, each box a native
 * checkbox (Tab and Space), the error under the grid and named by the group.
 */
export function MateriaisField({ control }: { control: Control<ValoresAbertura, unknown, AberturaValida> }) {
  const { field, id, errorId, error } = useBoundField(control, 'materiais', { required: true });
  const escolhidos = Array.isArray(field.value)
    ? field.value.filter((valor): valor is string => typeof valor === 'string')
    : [];
  const legendaId = `${id}-legenda`;
  return (
    <fieldset
      className="field field--full campo-materiais"
      aria-labelledby={legendaId}
      aria-describedby={error ? errorId : undefined}
    >
      <legend id={legendaId} className="field__label">
        {mensagensChamados.rotulos.materiais}
        <span className="field__required" aria-hidden="true">
          {' '}
          *
        </span>
      </legend>
      <div className="campo-materiais__grade">
        {materiaisChamado.map((material, indice) => (
          <label key={material} className="check campo-materiais__opcao">
            <input
              type="checkbox"
              name={field.name}
              value={material}
              checked={escolhidos.includes(material)}
              aria-invalid={error ? true : undefined}
              ref={indice === 0 ? field.ref : undefined}
              onChange={(event) => field.onChange(alternarMaterial(escolhidos, material, event.target.checked))}
              onBlur={field.onBlur}
            />
            <span>{material}</span>
          </label>
        ))}
      </div>
      {error && (
        <span id={errorId} className="field__error">
          {error}
        </span>
      )}
    </fieldset>
  );
}
