import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { feriadosNacionais, pascoa } from '../src/domain/feriados.ts';
import {
  criarHorarioComercial,
  type HorarioComercial,
  horarioComercialPadrao,
  msPorHora,
  type Trecho,
  vencimento,
} from '../src/domain/horarioComercial.ts';

const padrao = criarHorarioComercial();

/** Business time a clock has run by `agora`: the measure the properties check due times against. */
const tempoCorrido = (calculo: typeof padrao, trechos: readonly Trecho[], agora: number) =>
  trechos.reduce((total, { inicio, fim }) => total + calculo.msUteisEntre(inicio, Math.min(fim ?? agora, agora)), 0);
const em = (iso: string) => new Date(iso);

/** 1990 to 2040: São Paulo's daylight-saving years (until 2019) and after. */
const instante = fc.integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2040, 0, 1) });
/** Up to 300 business hours, to the millisecond. */
const duracao = fc.integer({ min: 0, max: 300 * msPorHora });

/** Other weeks in other zones (each with daylight saving), windows between 05:00 and 23:00, clear of the changes. */
const outroHorario: fc.Arbitrary<HorarioComercial> = fc.record({
  fusoHorario: fc.constantFrom('America/Sao_Paulo', 'America/New_York', 'Europe/Lisbon', 'America/Manaus'),
  semana: fc
    .array(
      fc.option(
        fc
          .tuple(fc.integer({ min: 5 * 60, max: 23 * 60 }), fc.integer({ min: 5 * 60, max: 23 * 60 }))
          .filter(([a, b]) => a !== b)
          .map(([a, b]) => ({ inicio: Math.min(a, b), fim: Math.max(a, b) })),
        { nil: null },
      ),
      { minLength: 7, maxLength: 7 },
    )
    .filter((semana) => semana.some((janela) => janela !== null)),
  feriadosExtras: fc.constant(new Set(['2025-12-24', '2025-12-31'])),
});

describe('national holidays', () => {
  it('computes Easter and the days that move with it', () => {
    expect(['2000', '2019', '2024', '2025', '2026'].map((ano) => pascoa(Number(ano)))).toEqual([
      '2000-04-23',
      '2019-04-21',
      '2024-03-31',
      '2025-04-20',
      '2026-04-05',
    ]);
    expect(feriadosNacionais(2026)).toEqual([
      '2026-01-01',
      '2026-02-16',
      '2026-02-17',
      '2026-04-03',
      '2026-04-21',
      '2026-05-01',
      '2026-06-04',
      '2026-09-07',
      '2026-10-12',
      '2026-11-02',
      '2026-11-15',
      '2026-11-20',
      '2026-12-25',
    ]);
    expect(feriadosNacionais(2023)).not.toContain('2023-11-20');
  });
});

describe('business-time arithmetic (fixed vectors)', () => {
  it('adds across a holiday, a weekend and the night São Paulo went to daylight saving (2018-11-04)', () => {
    // Thursday 17:00 (UTC−3); Friday 2 is Finados; the clock jumps on Sunday 4; Monday opens at 08:00 UTC−2.
    expect(padrao.somarHorasUteis(em('2018-11-01T20:00:00Z'), 2).toISOString()).toBe('2018-11-05T11:00:00.000Z');
    expect(padrao.horasUteisEntre(em('2018-11-01T20:00:00Z'), em('2018-11-05T11:00:00Z'))).toBe(2);
  });

  it('adds across the night daylight saving ended (2019-02-17)', () => {
    expect(padrao.somarHorasUteis(em('2019-02-15T19:00:00Z'), 2).toISOString()).toBe('2019-02-18T12:00:00.000Z');
  });

  it('skips Carnival (2026-02-16/17)', () => {
    expect(padrao.somarHorasUteis(em('2026-02-13T20:00:00Z'), 2).toISOString()).toBe('2026-02-18T12:00:00.000Z');
    expect(padrao.horasUteisEntre(em('2026-02-13T11:00:00Z'), em('2026-02-19T11:00:00Z'))).toBe(20);
  });

  it('starts at the next opening out of hours, and takes extra holidays from the settings', () => {
    expect(padrao.somarHorasUteis(em('2026-11-28T15:00:00Z'), 0).toISOString()).toBe('2026-11-30T11:00:00.000Z');
    const comRecesso = criarHorarioComercial({ ...horarioComercialPadrao, feriadosExtras: new Set(['2026-11-30']) });
    expect(comRecesso.somarHorasUteis(em('2026-11-28T15:00:00Z'), 1).toISOString()).toBe('2026-12-01T12:00:00.000Z');
  });
});

describe('business-time arithmetic (unreadable input)', () => {
  // A stored date that does not parse reads as NaN: refused at once, never a loop that does not end.
  it('refuses an instant or a duration that is not a finite number', () => {
    const inicio = em('2026-12-07T12:00:00Z').getTime();
    for (const ruim of [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY]) {
      expect(() => padrao.somarMsUteis(ruim, msPorHora)).toThrow(RangeError);
      expect(() => padrao.somarMsUteis(inicio, ruim)).toThrow(RangeError);
      expect(() => padrao.msUteisEntre(ruim, inicio)).toThrow(RangeError);
      expect(() => padrao.msUteisEntre(inicio, ruim)).toThrow(RangeError);
    }
  });
});

describe('business-time arithmetic (properties)', () => {
  it('a deadline never falls outside business hours, and the time between is what was added', () => {
    fc.assert(
      fc.property(instante, duracao, (inicio, ms) => {
        const prazo = padrao.somarMsUteis(inicio, ms);
        expect(padrao.dentroDoExpediente(prazo)).toBe(true);
        expect(padrao.msUteisEntre(inicio, prazo)).toBe(ms);
        expect(prazo).toBeGreaterThanOrEqual(inicio);
      }),
      { numRuns: 300 },
    );
  });

  it('holds for other weeks and zones', () => {
    fc.assert(
      fc.property(outroHorario, instante, fc.integer({ min: 0, max: 80 * msPorHora }), (horario, inicio, ms) => {
        const calculo = criarHorarioComercial(horario);
        const prazo = calculo.somarMsUteis(inicio, ms);
        expect(calculo.dentroDoExpediente(prazo)).toBe(true);
        expect(calculo.msUteisEntre(inicio, prazo)).toBe(ms);
      }),
      { numRuns: 150 },
    );
  });

  it('the time between adds up over consecutive spans', () => {
    fc.assert(
      fc.property(fc.array(instante, { minLength: 3, maxLength: 3 }), (pontos) => {
        const [a = 0, b = 0, c = 0] = pontos.sort((x, y) => x - y);
        if (c - a > 400 * 24 * msPorHora) return;
        expect(padrao.msUteisEntre(a, b) + padrao.msUteisEntre(b, c)).toBe(padrao.msUteisEntre(a, c));
      }),
      { numRuns: 150 },
    );
  });

  it('pausing and resuming never loses or gains time', () => {
    const cenario = fc.record({
      inicio: instante,
      passos: fc.array(fc.integer({ min: 0, max: 5 * 24 * msPorHora }), { minLength: 1, maxLength: 8 }),
      alvo: fc.integer({ min: 0, max: 60 * msPorHora }),
    });
    fc.assert(
      fc.property(cenario, ({ inicio, passos, alvo }) => {
        // Alternate running and paused spans; the last one still runs.
        const marcos = [inicio];
        for (const passo of passos) marcos.push((marcos.at(-1) ?? inicio) + passo);
        const trechos: Trecho[] = [];
        for (let i = 0; i < marcos.length; i += 2) {
          trechos.push({ inicio: marcos[i] ?? inicio, fim: marcos[i + 1] ?? null });
        }
        if (trechos.at(-1)?.fim !== null) trechos.push({ inicio: (marcos.at(-1) ?? inicio) + msPorHora, fim: null });
        const prazo = vencimento(padrao, trechos, alvo);
        expect(prazo).not.toBeNull();
        // At the due time the clock has run exactly the target, whatever the pauses.
        expect(tempoCorrido(padrao, trechos, prazo ?? 0)).toBe(alvo);
        // A pause resumed at once changes nothing.
        const partido = trechos.flatMap((trecho): Trecho[] => {
          if (trecho.fim === null) return [trecho];
          const meio = Math.floor((trecho.inicio + trecho.fim) / 2);
          return [
            { inicio: trecho.inicio, fim: meio },
            { inicio: meio, fim: trecho.fim },
          ];
        });
        expect(vencimento(padrao, partido, alvo)).toBe(prazo);
        // Paused: no due time while short of the target, and the time run stays as it was.
        const pausado = trechos.map((trecho) => ({ ...trecho, fim: trecho.fim ?? trecho.inicio }));
        const corrido = tempoCorrido(padrao, pausado, Number.MAX_SAFE_INTEGER);
        if (corrido < alvo) expect(vencimento(padrao, pausado, alvo)).toBeNull();
        expect(tempoCorrido(padrao, pausado, (prazo ?? 0) + 30 * 24 * msPorHora)).toBe(corrido);
      }),
      { numRuns: 150 },
    );
  });
});
