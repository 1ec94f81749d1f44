import type { ReactNode } from 'react';
import './primitives.css';

export interface Column<Row> {
  id: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** The cell that names its row (`<th scope="row">`); on phones it is the card's title. */
  rowHeader?: boolean;
  /** Numbers and money align to the end on desktop. */
  align?: 'start' | 'end';
  /**
   * How the column takes width on a wide screen (from 1024 px), the same in every list: 'linha' keeps its values on
   * one line (dates, names, e-mails), 'texto' takes what the others leave and wraps (titles, details). Unset: as
   * the content asks.
   */
  largura?: 'linha' | 'texto';
}

export interface DataTableProps<Row> {
  caption: string;
  /** Keeps the caption for assistive technology only (when a heading above already says it). */
  hideCaption?: boolean;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** Shown in place of the rows when there are none. */
  empty: ReactNode;
  /** A row's buttons or selectors, in a last column. */
  actions?: (row: Row) => ReactNode;
  actionsHeader?: string;
  /** A row whose change is being sent: marked busy (dimmed) until it lands. */
  rowBusy?: (row: Row) => boolean;
}

/** The cell's classes: its width rule and alignment (see Column). */
const classesDaColuna = ({ largura, align }: Pick<Column<unknown>, 'largura' | 'align'>, base?: string) =>
  [base, largura && `data-table__cell--${largura}`, align === 'end' && 'data-table__cell--end']
    .filter(Boolean)
    .join(' ') || undefined;

/**
 * Typed rows in a real table on desktop and a list of cards below 768 px, from the same DOM: CSS
 * restyles the rows as cards and shows each cell's column name beside its value. Changing a table's
 * CSS display makes some browsers (Safari) drop its table semantics, so every element states its
 * ARIA role explicitly; the visible labels are aria-hidden, as the column headers already name the cells.
 */
export function DataTable<Row>({
  caption,
  hideCaption = false,
  columns,
  rows,
  rowKey,
  empty,
  actions,
  actionsHeader = 'Ações',
  rowBusy,
}: DataTableProps<Row>) {
  const columnCount = columns.length + (actions ? 1 : 0);
  return (
    <div className="data-table">
      {/* biome-ignore-start lint/a11y/noRedundantRoles: kept on purpose, see above. */}
      <table className="data-table__table" role="table">
        <caption className={hideCaption ? 'visually-hidden' : 'data-table__caption'}>{caption}</caption>
        <thead className="data-table__head" role="rowgroup">
          <tr role="row">
            {columns.map((column) => (
              <th key={column.id} scope="col" role="columnheader" className={classesDaColuna(column)}>
                {column.header}
              </th>
            ))}
            {actions && (
              <th scope="col" role="columnheader" className="data-table__actions-header">
                {actionsHeader}
              </th>
            )}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {rows.length === 0 ? (
            <tr role="row" className="data-table__row data-table__row--empty">
              <td role="cell" colSpan={columnCount} className="data-table__empty">
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)} role="row" className="data-table__row" aria-busy={rowBusy?.(row) || undefined}>
                {columns.map((column) =>
                  column.rowHeader ? (
                    <th
                      key={column.id}
                      scope="row"
                      role="rowheader"
                      className={classesDaColuna(column, 'data-table__cell data-table__title')}
                    >
                      {column.cell(row)}
                    </th>
                  ) : (
                    <td key={column.id} role="cell" className={classesDaColuna(column, 'data-table__cell')}>
                      <span className="data-table__label" aria-hidden="true">
                        {column.header}
                      </span>
                      <span className="data-table__value">{column.cell(row)}</span>
                    </td>
                  ),
                )}
                {actions && (
                  <td role="cell" className="data-table__cell data-table__actions">
                    <div className="data-table__action-list">{actions(row)}</div>
                  </td>
                )}
              </tr>
            ))
          )}
        </tbody>
      </table>
      {/* biome-ignore-end lint/a11y/noRedundantRoles: kept on purpose, see above. */}
    </div>
  );
}
