/** Wall-clock parts of an instant in Brasília time, the company's day wherever the browser runs. */
export interface HoraLocal {
  ano: number;
  mes: number;
  dia: number;
  hora: number;
  minuto: number;
  segundo: number;
}

const relogio = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/Sao_Paulo',
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

export function horaEmSaoPaulo(instante: Date): HoraLocal {
  const partes = new Map(relogio.formatToParts(instante).map(({ type, value }) => [type, Number(value)]));
  const parte = (tipo: Intl.DateTimeFormatPartTypes) => partes.get(tipo) ?? 0;
  return {
    ano: parte('year'),
    mes: parte('month'),
    dia: parte('day'),
    hora: parte('hour'),
    minuto: parte('minute'),
    segundo: parte('second'),
  };
}

const doisDigitos = (valor: number) => String(valor).padStart(2, '0');

/** 'yyyy-mm-dd' of the instant's day in Brasília. */
export function diaEmSaoPaulo(instante: Date): string {
  const { ano, mes, dia } = horaEmSaoPaulo(instante);
  return `${ano}-${doisDigitos(mes)}-${doisDigitos(dia)}`;
}

/** Excel's day 0 (1899-12-30, the 1900 leap-year bug included) as a Unix day number. */
const epocaExcel = 25_569;
const msPorDia = 86_400_000;

/**
 * Excel's serial date for the instant's Brasília wall clock. Excel dates have no zone, so writing the
 * local reading (not UTC, not the browser's zone) makes every admin see the time the order shows on screen.
 */
export function serialExcel(instante: Date): number {
  const { ano, mes, dia, hora, minuto, segundo } = horaEmSaoPaulo(instante);
  return Date.UTC(ano, mes - 1, dia, hora, minuto, segundo) / msPorDia + epocaExcel;
}
