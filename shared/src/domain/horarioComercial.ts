import { wallClock } from '../format/wallClock.ts';
import { feriadosNacionais } from './feriados.ts';

/** One day's working window, in minutes after the local midnight (08:00–18:00 is 480–1080). */
export interface Janela {
  inicio: number;
  fim: number;
}

/**
 * When support works: a window per weekday (index 0 is Sunday, null a day off) in an IANA time zone, Brazil's
 * national holidays and any extra days off ('yyyy-mm-dd', the zone's days).
 */
export interface HorarioComercial {
  fusoHorario: string;
  semana: readonly (Janela | null)[];
  feriadosExtras: ReadonlySet<string>;
}

const expediente: Janela = { inicio: 8 * 60, fim: 18 * 60 };

/** Monday to Friday, 08:00–18:00 in São Paulo, national holidays off. */
export const horarioComercialPadrao: HorarioComercial = {
  fusoHorario: 'America/Sao_Paulo',
  semana: [null, expediente, expediente, expediente, expediente, expediente, null],
  feriadosExtras: new Set(),
};

export const msPorHora = 60 * 60 * 1000;
const msPorMinuto = 60 * 1000;

/** A day of the zone's calendar. */
interface Dia {
  ano: number;
  mes: number;
  dia: number;
}

/**
 * Business-time arithmetic in one zone. Offsets come from the platform's own time-zone database through
 * Intl.DateTimeFormat (never a fixed −03:00): São Paulo kept daylight saving until 2019, and a window's bounds are
 * found per day, so a historical date lands where its own offset puts it.
 */
export function criarHorarioComercial(horario: HorarioComercial = horarioComercialPadrao) {
  const feriadosPorAno = new Map<number, ReadonlySet<string>>();

  /** The zone's wall clock at an instant, read as if it were UTC (whole seconds). */
  const relogioLocal = wallClock(horario.fusoHorario);
  const deslocamento = (instante: number) => relogioLocal(instante) - Math.floor(instante / 1000) * 1000;

  /**
   * The instant a wall-clock time (as UTC milliseconds) names: solved against the offset in force there. A time that
   * did not exist (skipped by a clock change) takes the offset from before the change.
   */
  const instanteLocal = (local: number) => {
    const primeiro = local - deslocamento(local);
    const corrigido = local - deslocamento(primeiro);
    return deslocamento(corrigido) === local - corrigido ? corrigido : Math.max(primeiro, corrigido);
  };

  const diaDe = (instante: number): Dia => {
    const local = new Date(relogioLocal(instante));
    return { ano: local.getUTCFullYear(), mes: local.getUTCMonth() + 1, dia: local.getUTCDate() };
  };
  const seguinte = ({ ano, mes, dia }: Dia): Dia => {
    const data = new Date(Date.UTC(ano, mes - 1, dia + 1));
    return { ano: data.getUTCFullYear(), mes: data.getUTCMonth() + 1, dia: data.getUTCDate() };
  };
  const iso = ({ ano, mes, dia }: Dia) =>
    `${String(ano).padStart(4, '0')}-${String(mes).padStart(2, '0')}-${String(dia).padStart(2, '0')}`;

  const feriado = (dia: Dia) => {
    let doAno = feriadosPorAno.get(dia.ano);
    if (!doAno) {
      doAno = new Set(feriadosNacionais(dia.ano));
      feriadosPorAno.set(dia.ano, doAno);
    }
    const chave = iso(dia);
    return doAno.has(chave) || horario.feriadosExtras.has(chave);
  };

  /** A day's working window as instants, or null on a day off. */
  const janelaDo = (dia: Dia): { inicio: number; fim: number } | null => {
    const semana = new Date(Date.UTC(dia.ano, dia.mes - 1, dia.dia)).getUTCDay();
    const janela = horario.semana[semana];
    if (!janela || feriado(dia)) return null;
    const meiaNoite = Date.UTC(dia.ano, dia.mes - 1, dia.dia);
    return {
      inicio: instanteLocal(meiaNoite + janela.inicio * msPorMinuto),
      fim: instanteLocal(meiaNoite + janela.fim * msPorMinuto),
    };
  };

  /** A week with no working day would never end a sum: refused when the hours are read (config). */
  const algumDiaUtil = horario.semana.some((janela) => janela !== null && janela.fim > janela.inicio);

  /** A date that did not parse is NaN, which no window ever reaches: refused, or the walks below would never end. */
  const exigirFinitos = (...valores: number[]) => {
    if (!valores.every(Number.isFinite))
      throw new RangeError(`not a finite instant or duration: ${valores.join(', ')}`);
  };

  /** The instant `ms` milliseconds of business time after `inicio` (the next opening when `ms` is 0 out of hours). */
  function somarMsUteis(inicio: number, ms: number): number {
    exigirFinitos(inicio, ms);
    if (!algumDiaUtil) throw new RangeError('no working day in the week');
    let restante = Math.max(0, ms);
    let dia = diaDe(inicio);
    let agora = inicio;
    for (;;) {
      const janela = janelaDo(dia);
      if (janela && agora <= janela.fim) {
        const desde = Math.max(agora, janela.inicio);
        if (janela.fim - desde >= restante) return desde + restante;
        restante -= janela.fim - desde;
      }
      dia = seguinte(dia);
      agora = Math.max(agora, janela?.fim ?? agora);
    }
  }

  /** Business milliseconds between two instants (0 when `fim` is not after `inicio`). */
  function msUteisEntre(inicio: number, fim: number): number {
    exigirFinitos(inicio, fim);
    let total = 0;
    let dia = diaDe(inicio);
    for (;;) {
      const janela = janelaDo(dia);
      if (janela) {
        if (janela.inicio >= fim) return total;
        total += Math.max(0, Math.min(fim, janela.fim) - Math.max(inicio, janela.inicio));
      } else if (Date.UTC(dia.ano, dia.mes - 1, dia.dia) - 14 * msPorHora > fim) {
        // A day off wholly after `fim` (its midnight, as UTC, less any offset the zone could have).
        return total;
      }
      dia = seguinte(dia);
    }
  }

  /** Whether an instant is within a working window (its closing minute included). */
  function dentroDoExpediente(instante: number): boolean {
    const janela = janelaDo(diaDe(instante));
    return janela !== null && instante >= janela.inicio && instante <= janela.fim;
  }

  return {
    somarMsUteis,
    msUteisEntre,
    dentroDoExpediente,
    /** The deadline `horas` business hours after `inicio`. */
    somarHorasUteis: (inicio: Date, horas: number) =>
      new Date(somarMsUteis(inicio.getTime(), Math.round(horas * msPorHora))),
    /** Business hours between two instants. */
    horasUteisEntre: (inicio: Date, fim: Date) => msUteisEntre(inicio.getTime(), fim.getTime()) / msPorHora,
    /** The zone's next midnight after an instant: the end of the dashboard's "due today". */
    proximaMeiaNoite: (instante: number) => {
      const { ano, mes, dia } = seguinte(diaDe(instante));
      return instanteLocal(Date.UTC(ano, mes - 1, dia));
    },
  };
}
export type CalculoHorario = ReturnType<typeof criarHorarioComercial>;

/**
 * A clock that runs only in some intervals (a paused target): each interval from when it started to when it stopped,
 * `fim` null while it runs.
 */
export interface Trecho {
  inicio: number;
  fim: number | null;
}

/**
 * When a clock reaches `alvoMs` of business time: inside the interval where it does, or null when it is stopped
 * short of it (paused or finished in time) — a paused clock has no due time until it resumes.
 */
export function vencimento(calculo: CalculoHorario, trechos: readonly Trecho[], alvoMs: number): number | null {
  let restante = alvoMs;
  for (const { inicio, fim } of trechos) {
    if (fim === null) return calculo.somarMsUteis(inicio, restante);
    const corrido = calculo.msUteisEntre(inicio, fim);
    if (corrido >= restante) return calculo.somarMsUteis(inicio, restante);
    restante -= corrido;
  }
  return null;
}
