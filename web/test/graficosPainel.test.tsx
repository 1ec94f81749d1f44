import { mensagensPainelAdmin } from '@portal/shared/mensagens/painelAdmin';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { GraficoMaisVendidos } from '../src/features/painelAdmin/GraficoMaisVendidos.tsx';
import { GraficoPorSemana } from '../src/features/painelAdmin/GraficoPorSemana.tsx';
import {
  barrasMaisVendidos,
  barrasPorSemana,
  dataDoDia,
  escala,
  linhaDeBase,
  quadroPorSemana,
  resumoPorSemana,
} from '../src/features/painelAdmin/graficos.ts';

afterEach(cleanup);

/** Twelve Mondays from 2026-01-05, with these counts. */
const semanas = (quantidades: number[]) =>
  quantidades.map((quantidade, indice) => ({
    inicio: new Date(Date.UTC(2026, 0, 5 + 7 * indice)).toISOString().slice(0, 10),
    quantidade,
  }));

const doze = semanas([0, 2, 4, 1, 0, 8, 3, 5, 2, 6, 8, 1]);
const alturaUtil = quadroPorSemana.altura - quadroPorSemana.acimaDasBarras - quadroPorSemana.abaixoDasBarras;

describe('the bar scale', () => {
  it('gives the largest value the whole length and the others their share', () => {
    expect(escala(8, 8, 148)).toBe(148);
    expect(escala(4, 8, 148)).toBe(74);
    expect(escala(2, 8, 100)).toBe(25);
  });

  it('draws nothing for zero, nothing when every value is zero, and a visible sliver for a tiny value', () => {
    expect(escala(0, 8, 148)).toBe(0);
    expect(escala(0, 0, 148)).toBe(0);
    expect(escala(1, 1000, 148)).toBe(2);
  });
});

describe('orders per week', () => {
  it('lays twelve bars side by side, oldest first, within the width, scaled to the busiest week', () => {
    const barras = barrasPorSemana(doze);
    expect(barras).toHaveLength(12);
    expect(barras.map((barra) => barra.rotulo)).toEqual(doze.map((semana) => dataDoDia(semana.inicio)));
    expect(barras[0]?.rotulo).toBe('05/01');
    for (const [indice, barra] of barras.entries()) {
      expect(barra.centro).toBeCloseTo((100 / 12) * (indice + 0.5));
      expect(barra.x).toBeGreaterThanOrEqual((100 / 12) * indice);
      expect(barra.x + barra.largura).toBeLessThanOrEqual((100 / 12) * (indice + 1) + 1e-9);
    }
    expect(barras.map((barra) => barra.altura)).toEqual(
      doze.map(({ quantidade }) => (quantidade === 0 ? 0 : (quantidade / 8) * alturaUtil)),
    );
    expect(Math.max(...barras.map((barra) => barra.altura))).toBe(alturaUtil);
  });

  it('lets every other week label give way on a narrow chart, always keeping the current week', () => {
    const opcionais = barrasPorSemana(doze).map((barra) => barra.rotuloOpcional);
    expect(opcionais).toEqual([true, false, true, false, true, false, true, false, true, false, true, false]);
  });

  it('summarises the total and the busiest week (the latest of equals)', () => {
    expect(resumoPorSemana(doze)).toBe(
      '40 pedidos nas últimas 12 semanas. A semana com mais pedidos começou em 16/03/2026, com 8 pedidos.',
    );
    expect(resumoPorSemana(semanas([0, 1, 0]))).toBe(
      '1 pedido nas últimas 12 semanas. A semana com mais pedidos começou em 12/01/2026, com 1 pedido.',
    );
    expect(resumoPorSemana(semanas(Array(12).fill(0)))).toBe('Nenhum pedido nas últimas 12 semanas.');
  });

  it('is an image named by its summary, with the data in a table for screen readers', () => {
    render(<GraficoPorSemana semanas={doze} />);
    const figura = screen.getByRole('figure', { name: mensagensPainelAdmin.pedidosPorSemanaTitulo });
    const imagem = within(figura).getByRole('img');
    expect(imagem.getAttribute('aria-label')).toBe(resumoPorSemana(doze));
    const tabela = within(figura).getByRole('table', { name: mensagensPainelAdmin.pedidosPorSemanaTitulo });
    expect(tabela.parentElement?.className).toBe('visually-hidden');
    const linhas = within(tabela)
      .getAllByRole('row')
      .slice(1)
      .map((linha) => [...linha.children].map((celula) => celula.textContent));
    expect(linhas).toEqual(
      doze.map((semana) => [dataDoDia(semana.inicio, { comAno: true }), String(semana.quantidade)]),
    );
    // The drawing: one bar per week standing on the base line, its count above it.
    const retangulos = [...imagem.querySelectorAll('rect')];
    expect(retangulos).toHaveLength(12);
    expect(
      retangulos.map((retangulo) => Number(retangulo.getAttribute('y')) + Number(retangulo.getAttribute('height'))),
    ).toEqual(Array(12).fill(linhaDeBase));
    expect([...imagem.querySelectorAll('.grafico__valor')].map((texto) => texto.textContent)).toEqual(
      doze.map((semana) => String(semana.quantidade)),
    );
  });
});

describe("this month's most ordered products", () => {
  const itens = [
    { produto_id: 'b', nome: 'Caneca de Cerâmica 350 ml', quantidade: 4 },
    { produto_id: 'a', nome: 'Boné Trucker', quantidade: 12 },
    { produto_id: 'c', nome: 'Camiseta Polo Bordada com a logomarca da franquia em alto relevo', quantidade: 1 },
  ];

  it('puts the most ordered first, scales the bars to it and shortens names too long to draw', () => {
    const barras = barrasMaisVendidos(itens);
    expect(barras.map((barra) => [barra.nome, barra.largura])).toEqual([
      ['Boné Trucker', 100],
      ['Caneca de Cerâmica 350 ml', (4 / 12) * 100],
      ['Camiseta Polo Bordada com a logomarca da franquia em alto relevo', (1 / 12) * 100],
    ]);
    expect(barras[0]?.nomeVisivel).toBe('Boné Trucker');
    expect(barras[2]?.nomeVisivel).toBe('Camiseta Polo Bordada com a logomar…');
    expect(barras[2]?.nomeVisivel).toHaveLength(36);
  });

  it('is an image named by the ranking, with the full names in a table for screen readers', () => {
    render(<GraficoMaisVendidos itens={itens} />);
    const figura = screen.getByRole('figure', { name: mensagensPainelAdmin.maisVendidosTitulo });
    expect(within(figura).getByRole('img').getAttribute('aria-label')).toBe(
      'Os 3 produtos mais pedidos neste mês: Boné Trucker, 12 unidades; Caneca de Cerâmica 350 ml, 4 unidades; ' +
        'Camiseta Polo Bordada com a logomarca da franquia em alto relevo, 1 unidade.',
    );
    const tabela = within(figura).getByRole('table');
    expect(
      within(tabela)
        .getAllByRole('rowheader')
        .map((celula) => celula.textContent),
    ).toEqual([
      'Boné Trucker',
      'Caneca de Cerâmica 350 ml',
      'Camiseta Polo Bordada com a logomarca da franquia em alto relevo',
    ]);
    expect(
      within(tabela)
        .getAllByRole('cell')
        .map((celula) => celula.textContent),
    ).toEqual(['12', '4', '1']);
    // A shortened name keeps the full one as its tooltip.
    expect(figura.querySelector('title')?.textContent).toBe(itens[2]?.nome);
  });

  it('says so when nothing was ordered this month, with no empty chart', () => {
    render(<GraficoMaisVendidos itens={[]} />);
    const figura = screen.getByRole('figure', { name: mensagensPainelAdmin.maisVendidosTitulo });
    expect(within(figura).getByText('Nenhum pedido neste mês ainda.')).toBeTruthy();
    expect(within(figura).queryByRole('img')).toBeNull();
    expect(within(figura).queryByRole('table')).toBeNull();
  });
});
