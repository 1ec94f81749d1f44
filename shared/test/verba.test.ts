import { describe, expect, it } from 'vitest';
import { formatoPeriodoVerba, mensagensVerba, periodoVerba, tiposPeriodoVerba } from '../src/index.ts';

describe('budget periods (issue 36)', () => {
  it("names a moment's period in São Paulo's calendar, whatever the UTC date", () => {
    // 31 March 22:00 in São Paulo is already 1 April in UTC: still the first quarter.
    const fimDeMarco = new Date('2026-04-01T01:00:00Z');
    expect(periodoVerba('mes', fimDeMarco)).toBe('2026-03');
    expect(periodoVerba('trimestre', fimDeMarco)).toBe('2026-T1');
    expect(periodoVerba('semestre', fimDeMarco)).toBe('2026-S1');
    expect(periodoVerba('ano', new Date('2027-01-01T02:59:00Z'))).toBe('2026');
    expect(periodoVerba('trimestre', new Date('2026-04-01T03:00:00Z'))).toBe('2026-T2');
    expect(periodoVerba('semestre', new Date('2026-07-01T03:00:00Z'))).toBe('2026-S2');
    expect(periodoVerba('trimestre', new Date('2026-12-31T12:00:00Z'))).toBe('2026-T4');
  });

  it('every period named is of its kind’s format, and no other kind’s', () => {
    const momento = new Date('2026-08-15T12:00:00Z');
    for (const tipo of tiposPeriodoVerba) {
      for (const outro of tiposPeriodoVerba) {
        expect(formatoPeriodoVerba[outro].test(periodoVerba(tipo, momento)), `${tipo} as ${outro}`).toBe(
          tipo === outro,
        );
      }
    }
  });

  it('says the excess and the balance in reais', () => {
    expect(mensagensVerba.acimaDaVerba(150.5)).toBe('acima da verba: R$ 150,50 além do saldo');
    expect(mensagensVerba.saldoDaUnidade(1000)).toBe('Saldo da unidade: R$ 1.000,00');
  });
});
