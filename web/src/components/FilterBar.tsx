import { mensagensListas } from '@portal/shared';
import { useId } from 'react';
import type { SelectOption } from './form/SelectField.tsx';
import './form/form.css';
import './primitives.css';

export type FilterDefinition<K extends string> = { key: K; label: string } & (
  | { kind: 'text'; placeholder?: string }
  | { kind: 'select'; options: readonly SelectOption[] /** The empty choice (default 'Todos'). */; allLabel?: string }
  | { kind: 'date' }
);

export interface FilterBarProps<K extends string> {
  /** Names the search region ('Filtros de pedidos'). */
  label: string;
  filters: readonly FilterDefinition<K>[];
  values: Readonly<Record<K, string>>;
  onChange: (key: K, value: string) => void;
  onClear: () => void;
  /** Rows shown after filtering, and before. */
  shown: number;
  total: number;
  /** The listed things, in the plural: 'pedidos', 'logs'. */
  noun: string;
}

/**
 * Text, select and date filters as plain controlled inputs (filters apply as they change, there is
 * nothing to submit), 'Limpar filtros', and 'Mostrando X de Y …' announced politely as it changes.
 */
export function FilterBar<K extends string>({
  label,
  filters,
  values,
  onChange,
  onClear,
  shown,
  total,
  noun,
}: FilterBarProps<K>) {
  const id = useId();
  const active = filters.some((filter) => values[filter.key] !== '');
  return (
    <search className="filter-bar" aria-label={label}>
      <div className="filter-bar__fields">
        {filters.map((filter) => {
          const inputId = `${id}-${filter.key}`;
          const common = {
            id: inputId,
            name: filter.key,
            value: values[filter.key],
            onChange: (event: { target: { value: string } }) => onChange(filter.key, event.target.value),
          };
          return (
            <div key={filter.key} className="field">
              <label className="field__label" htmlFor={inputId}>
                {filter.label}
              </label>
              {filter.kind === 'select' ? (
                <select {...common} className="field__input field__select">
                  <option value="">{filter.allLabel ?? mensagensListas.filtroTodos}</option>
                  {filter.options.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </select>
              ) : (
                <input
                  {...common}
                  className="field__input"
                  type={filter.kind === 'date' ? 'date' : 'search'}
                  placeholder={filter.kind === 'text' ? filter.placeholder : undefined}
                  autoComplete="off"
                />
              )}
            </div>
          );
        })}
      </div>
      <div className="filter-bar__footer">
        <p className="filter-bar__results" role="status">
          {mensagensListas.mostrando(shown, total, noun)}
        </p>
        <button type="button" className="button button--secondary" onClick={onClear} disabled={!active}>
          Limpar filtros
        </button>
      </div>
    </search>
  );
}
