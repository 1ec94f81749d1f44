import { describe, expect, it } from 'vitest';
import { requestedWaitMs } from '../../src/data/emailSender.ts';

const cabecalhos = (valores: Record<string, string>) => ({ get: (nome: string) => valores[nome] });
const agora = Date.parse('2026-11-28T12:00:00Z');

/** The wait an e-mail 429 asks for becomes the shared pause (decision 105): read as the SDK reads it, then bounded. */
describe('the wait a 429 asks for', () => {
  it('reads retry-after-ms, x-ms-retry-after-ms, then Retry-After in seconds or as a date', () => {
    expect(requestedWaitMs(cabecalhos({ 'retry-after-ms': '2500' }), agora)).toBe(2500);
    expect(requestedWaitMs(cabecalhos({ 'x-ms-retry-after-ms': '4000' }), agora)).toBe(4000);
    expect(requestedWaitMs(cabecalhos({ 'retry-after': '60' }), agora)).toBe(60_000);
    expect(requestedWaitMs(cabecalhos({ 'retry-after': 'Sat, 28 Nov 2026 12:10:00 GMT' }), agora)).toBe(600_000);
    expect(requestedWaitMs(cabecalhos({}), agora)).toBe(60_000);
  });

  it('keeps it within a second and an hour, whatever the header says', () => {
    expect(requestedWaitMs(cabecalhos({ 'retry-after': '0' }), agora)).toBe(1000);
    expect(requestedWaitMs(cabecalhos({ 'retry-after': 'Fri, 27 Nov 2026 12:00:00 GMT' }), agora)).toBe(1000);
    expect(requestedWaitMs(cabecalhos({ 'retry-after': '999999999999' }), agora)).toBe(3_600_000);
    expect(requestedWaitMs(cabecalhos({ 'retry-after-ms': '86400000' }), agora)).toBe(3_600_000);
  });
});
