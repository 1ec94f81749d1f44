import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { FilterBar, type FilterDefinition, filterColumns } from '../src/components/FilterBar.tsx';

afterEach(cleanup);

type Chave = 'cliente' | 'status' | 'inicio';
const filtros: FilterDefinition<Chave>[] = [
  { key: 'cliente', label: 'Cliente', kind: 'text', placeholder: 'Nome do cliente' },
  {
    key: 'status',
    label: 'Status',
    kind: 'select',
    options: [
      { value: 'Aprovado', label: 'Aprovado' },
      { value: 'Cancelado', label: 'Cancelado' },
    ],
  },
  { key: 'inicio', label: 'Data inicial', kind: 'date' },
];
const clientes = ['ana', 'bruno', 'carla', 'anabela'];
const vazio: Record<Chave, string> = { cliente: '', status: '', inicio: '' };

/** A list screen in miniature: the filters narrow the rows the results line counts. */
function Lista({ noun = 'pedidos' }: { noun?: string }) {
  const [valores, setValores] = useState(vazio);
  const exibidos = clientes.filter((cliente) => cliente.includes(valores.cliente));
  return (
    <FilterBar
      label="Filtros de pedidos"
      filters={filtros}
      values={valores}
      onChange={(chave, valor) => setValores((atuais) => ({ ...atuais, [chave]: valor }))}
      onClear={() => setValores(vazio)}
      shown={exibidos.length}
      total={clientes.length}
      noun={noun}
    />
  );
}

describe('FilterBar', () => {
  it('labels a text, a select and a date filter, and counts the results in a polite status', () => {
    render(<Lista />);
    // A <search> landmark (browsers map it to role=search; the test DOM's role table predates it).
    expect(screen.getByLabelText('Filtros de pedidos').tagName).toBe('SEARCH');
    const cliente = screen.getByLabelText('Cliente') as HTMLInputElement;
    expect(cliente.placeholder).toBe('Nome do cliente');
    const status = screen.getByLabelText('Status') as HTMLSelectElement;
    expect([...status.options].map((option) => option.text)).toEqual(['Todos', 'Aprovado', 'Cancelado']);
    expect((screen.getByLabelText('Data inicial') as HTMLInputElement).type).toBe('date');

    const resultado = screen.getByRole('status');
    expect(resultado.textContent).toBe('Mostrando 4 de 4 pedidos');
    fireEvent.change(cliente, { target: { value: 'ana' } });
    expect(resultado.textContent).toBe('Mostrando 2 de 4 pedidos');
    fireEvent.change(status, { target: { value: 'Cancelado' } });
    expect(status.value).toBe('Cancelado');
  });

  it("'Limpar filtros' is offered once a filter is set and empties them all", async () => {
    render(<Lista />);
    const limpar = screen.getByRole('button', { name: 'Limpar filtros' }) as HTMLButtonElement;
    expect(limpar.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Cliente'), { target: { value: 'bru' } });
    fireEvent.change(screen.getByLabelText('Data inicial'), { target: { value: '2026-03-01' } });
    expect(limpar.disabled).toBe(false);
    await act(async () => fireEvent.click(limpar));
    expect((screen.getByLabelText('Cliente') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Data inicial') as HTMLInputElement).value).toBe('');
    expect(screen.getByRole('status').textContent).toBe('Mostrando 4 de 4 pedidos');
    expect(limpar.disabled).toBe(true);
  });

  it('names what it counts', () => {
    render(<Lista noun="logs" />);
    expect(screen.getByRole('status').textContent).toBe('Mostrando 4 de 4 logs');
  });

  it('lays its filters in evenly filled rows of at most five on a wide screen, never two dates alone', () => {
    // The ticket lists' six and seven filters used to leave the dates alone on a second row of five.
    const colunas = (maximo: number) =>
      [1, 2, 3, 4, 5, 6, 7, 8, 9].map((quantidade) => filterColumns(quantidade, maximo));
    expect(colunas(5)).toEqual([1, 2, 3, 4, 5, 3, 4, 4, 5]);
    expect(colunas(4)).toEqual([1, 2, 3, 4, 3, 3, 4, 4, 3]);
    render(<Lista />);
    const campos = screen.getByLabelText('Filtros de pedidos').firstElementChild;
    expect([campos?.getAttribute('data-colunas'), campos?.getAttribute('data-colunas-medias')]).toEqual(['3', '3']);
  });
});
