import { mensagensPainelAdmin } from '@portal/shared/mensagens/painelAdmin';
import type { PainelAdminResponse } from '@portal/shared/schemas/painelAdmin';

/*
 * The dashboard's two bar charts as numbers: widths and positions in percent of the chart's width (the
 * SVG stretches to its card without scaling its text, so labels keep their size at 390 px and 1280 px),
 * heights in pixels; and the sentences and rows of their text alternatives.
 */

export type Semana = PainelAdminResponse['pedidosPorSemana'][number];
export type MaisVendido = PainelAdminResponse['maisVendidos'][number];

/** Shortest bar of a non-zero value, in pixels or percent: one order among hundreds still shows. */
const menorBarra = 2;

/** A bar's length for `valor` when the largest value (`maximo`) spans `extensao`. */
export function escala(valor: number, maximo: number, extensao: number): number {
  if (maximo <= 0 || valor <= 0) return 0;
  return Math.max(menorBarra, (Math.min(valor, maximo) / maximo) * extensao);
}

/** '2026-03-02' → '02/03' (the axis) or '02/03/2026' (the text alternative); the text as is if not a day. */
export function dataDoDia(dia: string, { comAno = false } = {}): string {
  const partes = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dia);
  if (!partes) return dia;
  const [, ano, mes, diaDoMes] = partes;
  return comAno ? `${diaDoMes}/${mes}/${ano}` : `${diaDoMes}/${mes}`;
}

/** The weekly chart's frame, in pixels: value labels above the bars, week labels below. */
export const quadroPorSemana = { altura: 200, acimaDasBarras: 22, abaixoDasBarras: 30 } as const;
const alturaDasBarras = quadroPorSemana.altura - quadroPorSemana.acimaDasBarras - quadroPorSemana.abaixoDasBarras;
/** Where the bars stand. */
export const linhaDeBase = quadroPorSemana.altura - quadroPorSemana.abaixoDasBarras;

export interface BarraSemana extends Semana {
  /** Left edge and width, % of the chart's width; centre of the labels, %. */
  x: number;
  largura: number;
  centro: number;
  /** Pixels above the base line. */
  altura: number;
  /** 'dd/mm' of the Monday. */
  rotulo: string;
  /** Every other week's label, counted back from the current week, gives way on a narrow chart. */
  rotuloOpcional: boolean;
}

/** Share of its slot a weekly bar fills (the rest is the gap between bars). */
const larguraRelativa = 0.6;

/** One bar per week, oldest on the left, scaled to the busiest week. */
export function barrasPorSemana(semanas: readonly Semana[]): BarraSemana[] {
  const maximo = Math.max(0, ...semanas.map((semana) => semana.quantidade));
  const fatia = 100 / Math.max(1, semanas.length);
  return semanas.map((semana, indice) => ({
    ...semana,
    x: fatia * indice + (fatia * (1 - larguraRelativa)) / 2,
    largura: fatia * larguraRelativa,
    centro: fatia * indice + fatia / 2,
    altura: escala(semana.quantidade, maximo, alturaDasBarras),
    rotulo: dataDoDia(semana.inicio),
    rotuloOpcional: (semanas.length - 1 - indice) % 2 === 1,
  }));
}

/** The weekly chart's summary: the total and the busiest week (the latest of equals). */
export function resumoPorSemana(semanas: readonly Semana[]): string {
  const total = semanas.reduce((soma, semana) => soma + semana.quantidade, 0);
  const maior = semanas.reduce<Semana | null>(
    (atual, semana) => (semana.quantidade > 0 && semana.quantidade >= (atual?.quantidade ?? 0) ? semana : atual),
    null,
  );
  return mensagensPainelAdmin.resumoPorSemana(
    total,
    maior && { semana: dataDoDia(maior.inicio, { comAno: true }), quantidade: maior.quantidade },
  );
}

/** The rows of a horizontal bar chart (the top 5, the units' budget), in pixels. */
export const quadroBarrasHorizontais = { alturaDaLinha: 54, nome: 17, barra: 26, espessura: 14 } as const;

/** Longest name drawn (an SVG text does not wrap); the full name is in the title and the table. */
const maiorNome = 36;
export const nomeVisivel = (nome: string) =>
  nome.length > maiorNome ? `${nome.slice(0, maiorNome - 1).trimEnd()}…` : nome;

export interface BarraProduto extends MaisVendido {
  nomeVisivel: string;
  /** % of the chart's width. */
  largura: number;
}

/** Most ordered first, each bar scaled to the first. */
export function barrasMaisVendidos(itens: readonly MaisVendido[]): BarraProduto[] {
  const ordenados = [...itens].sort((a, b) => b.quantidade - a.quantidade);
  const maximo = ordenados[0]?.quantidade ?? 0;
  return ordenados.map((item) => ({
    ...item,
    nomeVisivel: nomeVisivel(item.nome),
    largura: escala(item.quantidade, maximo, 100),
  }));
}

export const resumoMaisVendidos = (itens: readonly MaisVendido[]) =>
  mensagensPainelAdmin.resumoMaisVendidos(barrasMaisVendidos(itens));
