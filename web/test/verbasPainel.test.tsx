import { mensagensVerba } from '@portal/shared/mensagens/verba';
import type { VerbaDaUnidade } from '@portal/shared/schemas/verba';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VerbasUnidadesSection } from '../src/features/painelAdmin/VerbasUnidadesSection.tsx';
import { verbasCsv } from '../src/features/painelAdmin/verbasCsv.ts';
import { unidadesKeys } from '../src/features/unidades/unidadesApi.ts';
import { VerbaUnidade } from '../src/features/unidades/VerbaUnidade.tsx';

afterEach(cleanup);

const { painel } = mensagensVerba;
const verba = (nome: string, valor: number | null, gasto: number): VerbaDaUnidade => ({
  unidade_id: `id-${nome}`,
  nome,
  periodo: '2026-T4',
  valor,
  gasto,
  saldo: valor === null ? null : valor - gasto,
});
// By name, as the API lists them.
const verbas = [verba('Loja Centro', 1000, 500), verba('Loja Norte', 100, 90), verba('Loja Sul', null, 40)];

function renderSection() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(unidadesKeys.verbas, { periodo: '2026-T4', verbas });
  render(
    <QueryClientProvider client={queryClient}>
      <VerbasUnidadesSection />
    </QueryClientProvider>,
  );
  return screen.getByRole('region', { name: painel.titulo });
}

describe("the dashboard's units' budget (issue 36)", () => {
  it('lists the units over 80 % first, marked, those without a budget last, with a chart of the share spent', () => {
    const secao = renderSection();
    expect(within(secao).getByText(painel.periodo('2026-T4'))).toBeTruthy();
    const linhas = within(within(secao).getByRole('table', { name: painel.titulo }))
      .getAllByRole('row')
      .slice(1);
    expect(linhas.map((linha) => within(linha).getByRole('rowheader').textContent)).toEqual([
      'Loja Norte',
      'Loja Centro',
      'Loja Sul',
    ]);
    expect(linhas[0]?.textContent).toContain(painel.acimaDoAlerta);
    expect(linhas[1]?.textContent).not.toContain(painel.acimaDoAlerta);
    expect(linhas[2]?.textContent).toContain(mensagensVerba.semVerba);
    const grafico = within(secao).getByRole('img', { name: painel.resumo(2, 1) });
    expect(grafico.querySelectorAll('.grafico__barra--alerta')).toHaveLength(1);
  });

  it('exports the table in its order as CSV for a pt-BR Excel', () => {
    const salvos: Blob[] = [];
    const criar = vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      salvos.push(blob as Blob);
      return 'blob:teste';
    });
    // The link is caught and its navigation prevented: followed, it would leave the worker's page at 'blob:teste' for
    // the next test files (the web project shares one page per worker).
    const cliques: HTMLAnchorElement[] = [];
    const aoClicar = (evento: MouseEvent) => {
      if (evento.target instanceof HTMLAnchorElement) cliques.push(evento.target);
      evento.preventDefault();
    };
    document.addEventListener('click', aoClicar);
    const enderecoAntes = location.href;
    try {
      const secao = renderSection();
      fireEvent.click(within(secao).getByRole('button', { name: painel.exportar }));
    } finally {
      document.removeEventListener('click', aoClicar);
      criar.mockRestore();
    }
    expect(salvos).toHaveLength(1);
    expect(cliques).toHaveLength(1);
    expect(cliques[0]?.download).toMatch(/\.csv$/);
    expect(location.href).toBe(enderecoAntes);
    const csv = verbasCsv([verbas[1], verbas[0], verbas[2]].flatMap((item) => (item ? [item] : [])));
    expect(csv.split('\r\n')).toEqual([
      '\uFEFFUnidade;Período;Verba de brindes;Gasto;Saldo;Uso (%)',
      'Loja Norte;2026-T4;100,00;90,00;10,00;90,0',
      'Loja Centro;2026-T4;1000,00;500,00;500,00;50,0',
      'Loja Sul;2026-T4;;40,00;;',
      '',
    ]);
    // A name that a spreadsheet would run as a formula, or that holds the separator, stays text.
    expect(
      verbasCsv([verba('=HYPERLINK("x")', 10, 1), verba('Loja; Sul', 10, 1)])
        .split('\r\n')
        .slice(1, 3),
    ).toEqual([`"'=HYPERLINK(""x"")";2026-T4;10,00;1,00;9,00;10,0`, '"Loja; Sul";2026-T4;10,00;1,00;9,00;10,0']);
  });
});

describe("a unit's budget on its card", () => {
  it('shows what was set, spent and left, and sends the amount typed (comma decimals)', async () => {
    const onDefinir = vi.fn(async () => true);
    render(
      <VerbaUnidade verba={verba('Loja Norte', 100, 90)} periodo="2026-T4" ocupado={false} onDefinir={onDefinir} />,
    );
    const secao = screen.getByRole('region', { name: `${mensagensVerba.titulo} — 2026-T4` });
    expect(secao.textContent).toMatch(/Gasto\s*R\$\s90,00/);
    expect(secao.textContent).toMatch(/Saldo\s*R\$\s10,00/);
    fireEvent.change(within(secao).getByLabelText(mensagensVerba.valor), { target: { value: '1500,50' } });
    fireEvent.click(within(secao).getByRole('button', { name: mensagensVerba.salvar }));
    expect(onDefinir).toHaveBeenCalledWith(1500.5);
  });
});
