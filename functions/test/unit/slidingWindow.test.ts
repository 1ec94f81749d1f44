import { describe, expect, it } from 'vitest';
import { regraCliente, regraUsuarioNoCliente } from '../../src/services/auth/loginThrottle.ts';
import { regraRespostas } from '../../src/services/chamados/conversaChamado.ts';
import { cap, growingDelays } from '../../src/services/slidingWindow.ts';
import { regraUploads } from '../../src/services/uploads/uploadService.ts';

const minuto = 60_000;

describe('window rules', () => {
  it('a cap admits `limit` events in any window, then waits for the oldest of them to leave it', () => {
    const regra = cap(3, 10 * minuto);
    expect(regra.waitMs([0, 1000], 2000)).toBeLessThanOrEqual(0);
    expect(regra.waitMs([0, 1000, 2000], 3000)).toBe(10 * minuto - 3000);
    expect(regra.waitMs([0, 1000, 2000, 3000], 4000)).toBe(1000 + 10 * minuto - 4000);
  });

  it('a cap admits several events at once only while all of them fit, then waits for as many to leave', () => {
    const regra = cap(5, 10 * minuto);
    expect(regra.waitMs([0, 1000], 2000, 3)).toBeLessThanOrEqual(0);
    // Three more after three: the two oldest must leave first.
    expect(regra.waitMs([0, 1000, 2000], 3000, 3)).toBe(0 + 10 * minuto - 3000);
    expect(regra.waitMs([0, 1000, 2000, 2500], 3000, 3)).toBe(1000 + 10 * minuto - 3000);
    // More than the cap at once never fits.
    expect(regra.waitMs([], 0, 6)).toBe(10 * minuto);
  });

  it('growing delays: free events, then a wait after the latest that doubles up to its ceiling', () => {
    const regra = growingDelays({ free: 2, firstDelayMs: 1000, maxDelayMs: 5000, windowMs: minuto });
    const esperas = [1, 2, 3, 4, 5, 6].map((n) => regra.waitMs(Array(n).fill(0), 0));
    expect(esperas).toEqual([0, 1000, 2000, 4000, 5000, 5000]);
    // Several at once wait as the last of them would.
    expect(regra.waitMs([0], 0, 3)).toBe(2000);
  });

  it('the portal’s rules: 10 replies a minute; 60 upload URLs an hour; 5 guesses of a username at a client, 10 at a client', () => {
    expect(regraRespostas.waitMs(Array(9).fill(0), 1)).toBeLessThanOrEqual(0);
    expect(regraRespostas.waitMs(Array(10).fill(0), 1)).toBe(minuto - 1);
    expect(regraUploads.waitMs(Array(59).fill(0), 1)).toBeLessThanOrEqual(0);
    expect(regraUploads.waitMs(Array(60).fill(0), 1)).toBe(60 * minuto - 1);
    expect(regraUsuarioNoCliente.waitMs(Array(4).fill(0), 0)).toBeLessThanOrEqual(0);
    expect(regraUsuarioNoCliente.waitMs(Array(5).fill(0), 0)).toBe(minuto);
    expect(regraUsuarioNoCliente.waitMs(Array(30).fill(0), 0)).toBe(30 * minuto);
    expect(regraCliente.waitMs(Array(9).fill(0), 0)).toBeLessThanOrEqual(0);
    expect(regraCliente.waitMs(Array(10).fill(0), 0)).toBe(30_000);
    expect(regraCliente.waitMs(Array(30).fill(0), 0)).toBe(10 * minuto);
  });
});
