import { describe, expect, it } from 'vitest';
import {
  addDays,
  dayInSaoPaulo,
  daySchema,
  endOfDay,
  firstDayOfMonth,
  mensagensDatas,
  mondayOfWeek,
  startOfDay,
  timeInSaoPaulo,
} from '../src/index.ts';

describe('date filters in Brasília time (spec section 5)', () => {
  it('runs from local midnight to the last millisecond of the day, inclusive', () => {
    expect(startOfDay('2025-03-10')).toBe('2025-03-10T03:00:00.000Z');
    expect(endOfDay('2025-03-10')).toBe('2025-03-11T02:59:59.999Z');
  });

  it('crosses month and year ends', () => {
    expect(endOfDay('2024-12-31')).toBe('2025-01-01T02:59:59.999Z');
    expect(endOfDay('2024-02-29')).toBe('2024-03-01T02:59:59.999Z');
    expect(startOfDay('2025-01-01')).toBe('2025-01-01T03:00:00.000Z');
  });

  it('follows the offset of that date, daylight-saving years included', () => {
    // Summer time, UTC−2, until 2019.
    expect(startOfDay('2018-01-15')).toBe('2018-01-15T02:00:00.000Z');
    expect(endOfDay('2018-01-15')).toBe('2018-01-16T01:59:59.999Z');
    // 2018-11-04 began at 01:00 (clocks jumped from midnight), so its first instant is 03:00 UTC.
    expect(startOfDay('2018-11-04')).toBe('2018-11-04T03:00:00.000Z');
    expect(endOfDay('2018-11-03')).toBe('2018-11-04T02:59:59.999Z');
    // 2019-02-16 lasted 25 hours: 23:00 came twice when summer time ended.
    expect(startOfDay('2019-02-16')).toBe('2019-02-16T02:00:00.000Z');
    expect(endOfDay('2019-02-16')).toBe('2019-02-17T02:59:59.999Z');
    expect(startOfDay('2019-02-17')).toBe('2019-02-17T03:00:00.000Z');
  });

  it.each(['2025-02-30', '2025-13-01', '25-03-10', '2025-3-10', '10/03/2025', '', '2025-03-10T00:00', '0099-01-01'])(
    'refuses %j with a pt-BR message',
    (dia) => {
      const resultado = daySchema.safeParse(dia);
      expect(resultado.error?.issues[0]?.message).toBe(mensagensDatas.dataInvalida);
      expect(() => startOfDay(dia)).toThrow(RangeError);
      expect(() => endOfDay(dia)).toThrow(RangeError);
    },
  );

  it('accepts a real day', () => {
    expect(daySchema.parse('2024-02-29')).toBe('2024-02-29');
    expect(daySchema.safeParse(20240229).error?.issues[0]?.message).toBe(mensagensDatas.dataInvalida);
  });
});

describe('calendar days in São Paulo', () => {
  it('tells the local day of an instant, across UTC midnight', () => {
    expect(dayInSaoPaulo(new Date('2026-03-10T02:59:59.999Z'))).toBe('2026-03-09');
    expect(dayInSaoPaulo(new Date('2026-03-10T03:00:00.000Z'))).toBe('2026-03-10');
  });

  it('adds days, finds the Monday of a week and the first day of a month', () => {
    expect(addDays('2026-02-27', 2)).toBe('2026-03-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(mondayOfWeek('2026-11-23')).toBe('2026-11-23'); // a Monday
    expect(mondayOfWeek('2026-11-29')).toBe('2026-11-23'); // its Sunday
    expect(mondayOfWeek('2026-11-22')).toBe('2026-11-16');
    expect(firstDayOfMonth('2026-11-23')).toBe('2026-11-01');
  });
});

describe('horaEmSaoPaulo: the wall clock in Brasília', () => {
  // The oracle: Sweden's locale writes 'yyyy-mm-dd hh:mm:ss', read back into numbers.
  const sueco = new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'America/Sao_Paulo',
    dateStyle: 'short',
    timeStyle: 'medium',
  });
  const segundoDoIntl = (instante: Date) => {
    const texto = sueco.format(instante);
    const [ano, mes, dia, hora, minuto, segundo] = (texto.match(/\d+/g) ?? []).map(Number);
    return { ano, mes, dia, hora, minuto, segundo };
  };

  it('reads as Intl does at every hour of the daylight-saving years and around their switches', () => {
    // 1985–2030 in steps of 1 day 7 h 13 min 17 s (every hour of the day in turn), plus the minutes around two switches (2018-11-04, 2019-02-17).
    const instantes: number[] = [];
    for (
      let t = Date.UTC(1985, 0, 1);
      t < Date.UTC(2030, 0, 1);
      t += 2 * 86_400_000 + 7 * 3_600_000 + 13 * 60_000 + 17_000
    )
      instantes.push(t);
    for (const troca of [Date.UTC(2018, 10, 4, 3), Date.UTC(2019, 1, 17, 2)]) {
      for (let minuto = -90; minuto <= 90; minuto++) instantes.push(troca + minuto * 60_000 + 1_234);
    }
    const diferentes = instantes
      .map((t) => new Date(t))
      .filter((instante) => JSON.stringify(timeInSaoPaulo(instante)) !== JSON.stringify(segundoDoIntl(instante)));
    expect(diferentes.map((instante) => instante.toISOString())).toEqual([]);
  });
});
