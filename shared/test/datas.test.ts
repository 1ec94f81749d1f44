import { describe, expect, it } from 'vitest';
import { diaSchema, fimDoDia, inicioDoDia, mensagensDatas } from '../src/index.ts';

describe('date filters in Brasília time (spec section 5)', () => {
  it('runs from local midnight to the last millisecond of the day, inclusive', () => {
    expect(inicioDoDia('2025-03-10')).toBe('2025-03-10T03:00:00.000Z');
    expect(fimDoDia('2025-03-10')).toBe('2025-03-11T02:59:59.999Z');
  });

  it('crosses month and year ends', () => {
    expect(fimDoDia('2024-12-31')).toBe('2025-01-01T02:59:59.999Z');
    expect(fimDoDia('2024-02-29')).toBe('2024-03-01T02:59:59.999Z');
    expect(inicioDoDia('2025-01-01')).toBe('2025-01-01T03:00:00.000Z');
  });

  it('follows the offset of that date, daylight-saving years included', () => {
    // Summer time, UTC−2, until 2019.
    expect(inicioDoDia('2018-01-15')).toBe('2018-01-15T02:00:00.000Z');
    expect(fimDoDia('2018-01-15')).toBe('2018-01-16T01:59:59.999Z');
    // 2018-11-04 began at 01:00 (clocks jumped from midnight), so its first instant is 03:00 UTC.
    expect(inicioDoDia('2018-11-04')).toBe('2018-11-04T03:00:00.000Z');
    expect(fimDoDia('2018-11-03')).toBe('2018-11-04T02:59:59.999Z');
    // 2019-02-16 lasted 25 hours: 23:00 came twice when summer time ended.
    expect(inicioDoDia('2019-02-16')).toBe('2019-02-16T02:00:00.000Z');
    expect(fimDoDia('2019-02-16')).toBe('2019-02-17T02:59:59.999Z');
    expect(inicioDoDia('2019-02-17')).toBe('2019-02-17T03:00:00.000Z');
  });

  it.each(['2025-02-30', '2025-13-01', '25-03-10', '2025-3-10', '10/03/2025', '', '2025-03-10T00:00', '0099-01-01'])(
    'refuses %j with a pt-BR message',
    (dia) => {
      const resultado = diaSchema.safeParse(dia);
      expect(resultado.error?.issues[0]?.message).toBe(mensagensDatas.dataInvalida);
      expect(() => inicioDoDia(dia)).toThrow(RangeError);
      expect(() => fimDoDia(dia)).toThrow(RangeError);
    },
  );

  it('accepts a real day', () => {
    expect(diaSchema.parse('2024-02-29')).toBe('2024-02-29');
    expect(diaSchema.safeParse(20240229).error?.issues[0]?.message).toBe(mensagensDatas.dataInvalida);
  });
});
