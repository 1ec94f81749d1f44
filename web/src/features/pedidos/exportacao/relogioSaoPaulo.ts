import { timeInSaoPaulo } from '@portal/shared/format/dates';

/** Excel's day 0 (1899-12-30, the 1900 leap-year bug included) as a Unix day number. */
const epocaExcel = 25_569;
const msPorDia = 86_400_000;

/**
 * Excel's serial date for the instant's Brasília wall clock. Excel dates have no zone, so writing the
 * local reading (not UTC, not the browser's zone) makes every admin see the time the order shows on screen.
 */
export function serialExcel(instante: Date): number {
  const { ano, mes, dia, hora, minuto, segundo } = timeInSaoPaulo(instante);
  return Date.UTC(ano, mes - 1, dia, hora, minuto, segundo) / msPorDia + epocaExcel;
}
