import type { FieldValues } from 'react-hook-form';
import { type BoundFieldProps, useBoundField } from '../../../components/form/useBoundField.ts';
import { describedBy } from '../../../lib/describedBy.ts';

/**
 * A short list of choices as radio buttons (one tap on a phone, where a select takes two), grouped with a
 * legend; the error under the group describes it, and every option is marked invalid while it shows.
 */
export function OpcoesField<T extends FieldValues, TOut = T>({
  control,
  name,
  label,
  required = false,
  hint,
  opcoes,
}: BoundFieldProps<T, TOut> & { opcoes: readonly string[] }) {
  const { field, id, errorId, hintId, error } = useBoundField(control, name, { label, required, hint });
  const legendaId = `${id}-legenda`;
  return (
    <fieldset
      className="field campo-opcoes"
      aria-labelledby={legendaId}
      aria-describedby={describedBy(hint && hintId, error && errorId)}
    >
      <legend id={legendaId} className="field__label">
        {label}
        {required ? (
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : (
          <span className="field__optional"> (opcional)</span>
        )}
      </legend>
      <div className="campo-opcoes__lista">
        {opcoes.map((opcao, indice) => (
          <label key={opcao} className="check campo-opcoes__opcao">
            <input
              type="radio"
              name={field.name}
              value={opcao}
              checked={field.value === opcao}
              // Native `required` names the group required (the form has noValidate: no browser bubble).
              required={required}
              aria-invalid={error ? true : undefined}
              // The form focuses its field through the first option.
              ref={indice === 0 ? field.ref : undefined}
              onChange={() => field.onChange(opcao)}
              onBlur={field.onBlur}
            />
            <span>{opcao}</span>
          </label>
        ))}
      </div>
      {hint && (
        <span id={hintId} className="field__hint">
          {hint}
        </span>
      )}
      {error && (
        <span id={errorId} className="field__error">
          {error}
        </span>
      )}
    </fieldset>
  );
}
