import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Column, DataTable } from '../src/components/DataTable.tsx';

afterEach(cleanup);

interface Pedido {
  id: number;
  cliente: string;
  total: string;
}

const columns: Column<Pedido>[] = [
  { id: 'id', header: 'ID', cell: (pedido) => `#${pedido.id}`, rowHeader: true },
  { id: 'cliente', header: 'Cliente', cell: (pedido) => pedido.cliente },
  { id: 'total', header: 'Total', cell: (pedido) => pedido.total, align: 'end' },
];
const pedidos: Pedido[] = [
  { id: 1001, cliente: 'franqueado', total: 'R$ 219,70' },
  { id: 1002, cliente: 'ana', total: 'R$ 39,90' },
];

describe('DataTable', () => {
  it('is a captioned table with column headers, a row header per row and an actions column', () => {
    const verDetalhes = vi.fn();
    render(
      <DataTable
        caption="Pedidos"
        columns={columns}
        rows={pedidos}
        rowKey={(pedido) => String(pedido.id)}
        empty="Nenhum pedido encontrado"
        actions={(pedido) => (
          <button type="button" onClick={() => verDetalhes(pedido.id)}>
            Ver Detalhes
          </button>
        )}
      />,
    );
    const table = screen.getByRole('table', { name: 'Pedidos' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual(['ID', 'Cliente', 'Total', 'Ações']);
    expect(headers.every((header) => header.getAttribute('scope') === 'col')).toBe(true);

    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const first = rows[0] as HTMLElement;
    const rowHeader = within(first).getByRole('rowheader');
    expect(rowHeader.textContent).toBe('#1001');
    expect(rowHeader.getAttribute('scope')).toBe('row');
    // The phone card's labels are visual only: the column headers name the cells.
    const cells = within(first).getAllByRole('cell');
    expect(cells.map((cell) => cell.querySelector('.data-table__value')?.textContent ?? cell.textContent)).toEqual([
      'franqueado',
      'R$ 219,70',
      'Ver Detalhes',
    ]);
    expect(cells[0]?.querySelector('.data-table__label')?.getAttribute('aria-hidden')).toBe('true');
    expect(cells[1]?.className).toContain('data-table__cell--end');

    fireEvent.click(within(rows[1] as HTMLElement).getByRole('button', { name: 'Ver Detalhes' }));
    expect(verDetalhes).toHaveBeenCalledWith(1002);
  });

  it('keeps explicit table roles, so restyling rows as cards below 768 px keeps the semantics', () => {
    const { container } = render(
      <DataTable caption="Pedidos" columns={columns} rows={pedidos} rowKey={(p) => String(p.id)} empty="—" />,
    );
    expect(container.querySelector('table')?.getAttribute('role')).toBe('table');
    for (const row of container.querySelectorAll('tr')) expect(row.getAttribute('role')).toBe('row');
    for (const cell of container.querySelectorAll('td')) expect(cell.getAttribute('role')).toBe('cell');
  });

  it('shows the empty slot across every column when there are no rows', () => {
    render(
      <DataTable
        caption="Pedidos"
        hideCaption
        columns={columns}
        rows={[]}
        rowKey={(pedido) => String(pedido.id)}
        empty={<p>Nenhum pedido encontrado</p>}
        actions={() => null}
      />,
    );
    const table = screen.getByRole('table', { name: 'Pedidos' });
    expect(table.querySelector('caption')?.className).toBe('visually-hidden');
    const cell = within(table).getByRole('cell');
    expect(cell.textContent).toBe('Nenhum pedido encontrado');
    expect(cell.getAttribute('colspan')).toBe('4');
    expect(within(table).queryByRole('rowheader')).toBeNull();
  });

  it("sizes columns by the lists' shared rules and marks a row busy while its change is sent", () => {
    const { container } = render(
      <DataTable
        caption="Pedidos"
        columns={[
          { ...(columns[0] as Column<Pedido>), largura: 'linha' },
          { ...(columns[1] as Column<Pedido>), largura: 'texto' },
          columns[2] as Column<Pedido>,
        ]}
        rows={pedidos}
        rowKey={(pedido) => String(pedido.id)}
        empty="—"
        rowBusy={(pedido) => pedido.id === 1002}
      />,
    );
    const classes = (selector: string) => [...container.querySelectorAll(selector)].map((cell) => cell.className);
    expect(classes('thead th')).toEqual([
      'data-table__cell--linha',
      'data-table__cell--texto',
      'data-table__cell--end',
    ]);
    expect(classes('tbody tr:first-child > *')).toEqual([
      'data-table__cell data-table__title data-table__cell--linha',
      'data-table__cell data-table__cell--texto',
      'data-table__cell data-table__cell--end',
    ]);
    const linhas = screen.getAllByRole('row').slice(1);
    expect(linhas.map((linha) => linha.getAttribute('aria-busy'))).toEqual([null, 'true']);
  });
});
