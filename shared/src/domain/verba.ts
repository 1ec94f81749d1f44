/** How long a unit's gift budget lasts (issue 36; the VERBA_PERIODO setting, a quarter by default). */
export const tiposPeriodoVerba = ['mes', 'trimestre', 'semestre', 'ano'] as const;
export type TipoPeriodoVerba = (typeof tiposPeriodoVerba)[number];

/** Budgets follow the franchise's calendar, in São Paulo: an order at 22:00 on 31 March (UTC 01:00) is March's. */
export const fusoVerba = 'America/Sao_Paulo';

/** Months per period, and the letter its name carries ('2026-T2', '2026-S1'; a month is '2026-04', a year '2026'). */
const meses: Record<TipoPeriodoVerba, number> = { mes: 1, trimestre: 3, semestre: 6, ano: 12 };
const letra: Partial<Record<TipoPeriodoVerba, string>> = { trimestre: 'T', semestre: 'S' };

/** The period a moment falls in, named as the budget documents are keyed. */
export function periodoVerba(tipo: TipoPeriodoVerba, momento: Date): string {
  const partes = new Intl.DateTimeFormat('en-US', { timeZone: fusoVerba, year: 'numeric', month: 'numeric' })
    .formatToParts(momento)
    .reduce((acc, { type, value }) => acc.set(type, Number(value)), new Map<string, number>());
  const ano = partes.get('year') ?? 0;
  const mes = partes.get('month') ?? 1;
  if (tipo === 'ano') return String(ano);
  if (tipo === 'mes') return `${ano}-${String(mes).padStart(2, '0')}`;
  return `${ano}-${letra[tipo]}${Math.ceil(mes / meses[tipo])}`;
}

/** The name pattern of each kind of period: a period given by an admin must be of the setting's kind. */
export const formatoPeriodoVerba: Record<TipoPeriodoVerba, RegExp> = {
  mes: /^\d{4}-(0[1-9]|1[0-2])$/,
  trimestre: /^\d{4}-T[1-4]$/,
  semestre: /^\d{4}-S[12]$/,
  ano: /^\d{4}$/,
};

/** Highest budget, in reais: with it, a budget and any spend stay exact in integer cents (limitesValores.ts). */
export const verbaMaxima = 1_000_000_000;

/** Share of the budget spent from which the dashboard lists a unit first, and marks it. */
export const alertaVerba = 0.8;

/** The share of a budget spent (1 = all of it; beyond 1, over it); null when no budget is set. */
export const usoDaVerba = ({ valor, gasto }: { valor: number | null; gasto: number }) =>
  valor === null ? null : valor === 0 ? (gasto > 0 ? Number.POSITIVE_INFINITY : 0) : gasto / valor;

/** The dashboard's order: the most spent first — so every unit over `alertaVerba` comes first —, units without a budget last. */
export function porUsoDaVerba<V extends { nome: string; valor: number | null; gasto: number }>(
  verbas: readonly V[],
): V[] {
  const uso = (verba: V) => usoDaVerba(verba) ?? Number.NEGATIVE_INFINITY;
  return [...verbas].sort((a, b) => uso(b) - uso(a) || a.nome.localeCompare(b.nome, 'pt-BR'));
}
