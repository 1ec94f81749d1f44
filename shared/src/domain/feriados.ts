/** Brazil's national holidays as São Paulo days ('yyyy-mm-dd'): the fixed ones and those that move with Easter. */

const fixos = ['01-01', '04-21', '05-01', '09-07', '10-12', '11-02', '11-15', '12-25'] as const;

/** Dia Nacional de Zumbi e da Consciência Negra: a national holiday from 2024 on (Lei 14.759/2023). */
const consciencaNegra = { desde: 2024, dia: '11-20' } as const;

const dia = (ano: number, mes: number, diaDoMes: number) => new Date(Date.UTC(ano, mes - 1, diaDoMes));
const iso = (data: Date) => data.toISOString().slice(0, 10);

/** Easter Sunday of a Gregorian year (the anonymous Gregorian computus: Meeus/Jones/Butcher). */
export function pascoa(ano: number): string {
  const a = ano % 19;
  const b = Math.floor(ano / 100);
  const c = ano % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const mes = Math.floor((h + l - 7 * m + 114) / 31);
  const diaDoMes = ((h + l - 7 * m + 114) % 31) + 1;
  return iso(dia(ano, mes, diaDoMes));
}

const somarDias = (diaIso: string, dias: number) => {
  const data = new Date(`${diaIso}T00:00:00Z`);
  data.setUTCDate(data.getUTCDate() + dias);
  return iso(data);
};

/**
 * A year's national holidays: the fixed dates, Carnival's Monday and Tuesday (48 and 47 days before Easter), Good
 * Friday (2 before) and Corpus Christi (60 after). Carnival and Corpus Christi are optional days off by law, but
 * the network's support does not work on them.
 */
export function feriadosNacionais(ano: number): string[] {
  const domingo = pascoa(ano);
  const fixosDoAno = fixos.map((mmdd) => `${ano}-${mmdd}`);
  if (ano >= consciencaNegra.desde) fixosDoAno.push(`${ano}-${consciencaNegra.dia}`);
  return [
    ...fixosDoAno,
    somarDias(domingo, -48),
    somarDias(domingo, -47),
    somarDias(domingo, -2),
    somarDias(domingo, 60),
  ].sort();
}
