import { mensagensListas } from '@portal/shared/mensagens/geral';
import { type ReactNode, useId } from 'react';
import type { SelectOption } from './form/SelectField.tsx';
import './form/form.css';
import './primitives.css';

/** What a filter of its own kind gets from the bar: its control's id (the label names it), its value, its setter. */
export interface FilterControl {
  id: string;
  value: string;
  onChange: (value: string) => void;
}

export type FilterDefinition<K extends string> = { key: K; label: string } & (
  | { kind: 'text'; placeholder?: string }
  | { kind: 'select'; options: readonly SelectOption[] /** The empty choice (default 'Todos'). */; allLabel?: string }
  | { kind: 'date' }
  /** A control of the screen's own (the /logs user search), under the bar's label. */
  | { kind: 'custom'; render: (control: FilterControl) => ReactNode }
);

export interface FilterBarProps<K extends string> {
  /** Names the search region ('Filtros de pedidos'). */
  label: string;
  filters: readonly FilterDefinition<K>[];
  values: Readonly<Record<K, string>>;
  onChange: (key: K, value: string) => void;
  onClear: () => void;
  /**
   * 'Mostrando X de Y': X the rows on screen — the pages loaded so far, never the matches still behind
   * 'Carregar mais' — and Y the whole list, unfiltered.
   */
  shown: number;
  total: number;
  /** The listed things, in the plural: 'pedidos', 'logs'. */
  noun: string;
}

/**
 * How many columns the filters take, at most `maximo` side by side (5 from 1024 px, 4 from 768): as few rows as
 * fit, evenly filled, so no row is left with one or two fields alone (seven filters in rows of five left the two
 * dates by themselves).
 */
export function filterColumns(quantidade: number, maximo = 5): number {
  const linhas = Math.ceil(quantidade / maximo);
  return Math.max(1, Math.ceil(quantidade / Math.max(1, linhas)));
}

/**
 * Text, select and date filters as plain controlled inputs, and controls of a screen's own (filters apply as they change, there is
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
      <div
        className="filter-bar__fields"
        data-colunas={filterColumns(filters.length)}
        data-colunas-medias={filterColumns(filters.length, 4)}
      >
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
              {filter.kind === 'custom' ? (
                filter.render({
                  id: inputId,
                  value: values[filter.key],
                  onChange: (value) => onChange(filter.key, value),
                })
              ) : filter.kind === 'select' ? (
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
