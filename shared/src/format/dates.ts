import * as z from 'zod/mini';
import { mensagensDatas } from '../mensagens/consultas.ts';
import { dateTimeFormatOptions, saoPauloTimeZone } from './intlFormats.ts';
import { onDemand } from './onDemand.ts';
import { wallClock } from './wallClock.ts';

// Built on first use: the first formatter of a time zone loads its data (decision 77).
const relogio = onDemand(() => wallClock(saoPauloTimeZone));

/** The zone's offset from UTC at an instant, in ms, from Intl: it knows the past daylight-saving years. */
const deslocamentoNoIntl = (instante: number) => relogio()(instante) - Math.floor(instante / 1000) * 1000;

const umaHora = 60 * 60 * 1000;
const deslocamentosPorHora = new Map<number, number>();

/**
 * The offset, asked of Intl once per UTC hour (a call costs microseconds, and an export of 5 000 orders dates every
 * one of them): São Paulo's offset has changed only on whole hours since 1914.
 */
function deslocamento(instante: number): number {
  const hora = Math.floor(instante / umaHora);
  let valor = deslocamentosPorHora.get(hora);
  if (valor === undefined) {
    // Bounded: a server process dates instants for months.
    if (deslocamentosPorHora.size >= 10_000) deslocamentosPorHora.clear();
    valor = deslocamentoNoIntl(hora * umaHora);
    deslocamentosPorHora.set(hora, valor);
  }
  return valor;
}

const diaLocal = (instante: number) => new Date(instante + deslocamento(instante)).toISOString().slice(0, 10);

/** Midnight UTC of a real calendar day 'yyyy-mm-dd' (the value of `<input type="date">`), or null. */
function meiaNoiteUtc(dia: string): number | null {
  const partes = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dia);
  if (!partes) return null;
  const meiaNoite = Date.UTC(Number(partes[1]), Number(partes[2]) - 1, Number(partes[3]));
  // Date.UTC rolls 2024-02-30 over to March; a real day survives the round trip.
  return new Date(meiaNoite).toISOString().slice(0, 10) === dia ? meiaNoite : null;
}

/**
 * The first instant of a day in Brasília. Either the offset at UTC midnight or the one a few hours
 * later is right; on a daylight-saving switch day the other lands on the neighbouring day.
 */
function inicio(meiaNoite: number): number {
  const primeiro = meiaNoite - deslocamento(meiaNoite);
  const candidatos = [primeiro, meiaNoite - deslocamento(primeiro)];
  const dia = new Date(meiaNoite).toISOString().slice(0, 10);
  return Math.min(...candidatos.filter((candidato) => diaLocal(candidato) === dia));
}

function meiaNoiteValida(dia: string): number {
  const meiaNoite = meiaNoiteUtc(dia);
  if (meiaNoite === null) throw new RangeError(`${dia} is not a yyyy-mm-dd day`);
  return meiaNoite;
}

const umDia = 24 * 60 * 60 * 1000;

/** Start-date filter (spec section 5): from the start of that day in Brasília, as a UTC ISO instant. */
export function startOfDay(dia: string): string {
  return new Date(inicio(meiaNoiteValida(dia))).toISOString();
}

/** End-date filter (spec section 5): to the last millisecond of that day in Brasília, inclusive. */
export function endOfDay(dia: string): string {
  return new Date(inicio(meiaNoiteValida(dia) + umDia) - 1).toISOString();
}

/** A date-filter value: a real calendar day 'yyyy-mm-dd'. */
export const daySchema = z
  .string({ error: mensagensDatas.dataInvalida })
  .check(z.refine((dia) => meiaNoiteUtc(dia) !== null, mensagensDatas.dataInvalida));

/** The calendar day 'yyyy-mm-dd' an instant falls on in Brasília. */
export function dayInSaoPaulo(instante: Date): string {
  return diaLocal(instante.getTime());
}

/** The day `dias` days after (or before, when negative) a day 'yyyy-mm-dd'. */
export function addDays(dia: string, dias: number): string {
  return new Date(meiaNoiteValida(dia) + dias * umDia).toISOString().slice(0, 10);
}

/** The Monday of the week a day 'yyyy-mm-dd' belongs to (weeks start on Monday, as in Brazil's ISO weeks). */
export function mondayOfWeek(dia: string): string {
  const diaDaSemana = new Date(meiaNoiteValida(dia)).getUTCDay(); // 0 = Sunday
  return addDays(dia, -((diaDaSemana + 6) % 7));
}

/** The first day of the month of a day 'yyyy-mm-dd'. */
export const firstDayOfMonth = (dia: string) => `${dia.slice(0, 8)}01`;

/** Wall-clock parts of an instant in Brasília. */
export interface LocalTime {
  ano: number;
  mes: number;
  dia: number;
  hora: number;
  minuto: number;
  segundo: number;
}

export function timeInSaoPaulo(instante: Date): LocalTime {
  const local = new Date(instante.getTime() + deslocamento(instante.getTime()));
  return {
    ano: local.getUTCFullYear(),
    mes: local.getUTCMonth() + 1,
    dia: local.getUTCDate(),
    hora: local.getUTCHours(),
    minuto: local.getUTCMinutes(),
    segundo: local.getUTCSeconds(),
  };
}

const formatoData = onDemand(
  () => new Intl.DateTimeFormat('pt-BR', { timeZone: saoPauloTimeZone, dateStyle: 'short' }),
);
const formatoDataHora = onDemand(() => new Intl.DateTimeFormat('pt-BR', dateTimeFormatOptions));
const comoData = (iso: string) => {
  const instante = new Date(iso);
  return Number.isNaN(instante.getTime()) ? null : instante;
};

/** A calendar day 'yyyy-mm-dd' (a form's date field) as people read it, 'dd/mm/aaaa'; anything else as it came. */
export function formatDay(dia: string): string {
  const partes = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dia);
  return partes ? `${partes[3]}/${partes[2]}/${partes[1]}` : dia;
}

/** '05/03/2026' in Brasília (spec section 9: the Brazilian locale); '' for an invalid date. */
export function formatDate(iso: string): string {
  const instante = comoData(iso);
  return instante ? formatoData().format(instante) : '';
}

const formatosNoFuso = new Map<string, Intl.DateTimeFormat>();
/** The same format in another zone (a setting, never a request's value), built once per zone. */
const formatoNoFuso = (fuso: string) => {
  if (fuso === saoPauloTimeZone) return formatoDataHora();
  let formato = formatosNoFuso.get(fuso);
  if (!formato) {
    formato = new Intl.DateTimeFormat('pt-BR', { ...dateTimeFormatOptions, timeZone: fuso });
    formatosNoFuso.set(fuso, formato);
  }
  return formato;
};

/** '05/03/2026 14:30' in Brasília, or in `fuso` (ticket deadlines' business hours); '' for an invalid date. */
export function formatDateTime(iso: string, fuso = saoPauloTimeZone): string {
  const instante = comoData(iso);
  return instante ? formatoNoFuso(fuso).format(instante).replace(', ', ' ') : '';
}

/** '28/11 às 10:42' in Brasília: a moment of the last days, as a notice tells it. */
export function formatDayAndTime(instante: Date): string {
  const { dia, mes, hora, minuto } = timeInSaoPaulo(instante);
  const doisDigitos = (valor: number) => String(valor).padStart(2, '0');
  return `${doisDigitos(dia)}/${doisDigitos(mes)} às ${doisDigitos(hora)}:${doisDigitos(minuto)}`;
}
