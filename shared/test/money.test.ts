import { describe, expect, it } from 'vitest';
import { formatPreco } from '../src/index.ts';

describe('formatPreco', () => {
  it('formats Brazilian reais with thousands dot and decimal comma', () => {
    expect(formatPreco(1234.56)).toBe('R$ 1.234,56');
    expect(formatPreco(0.5)).toBe('R$ 0,50');
    expect(formatPreco('89.9')).toBe('R$ 89,90');
  });

  it.each([undefined, null, '', 'abc', Number.NaN, Number.POSITIVE_INFINITY, {}])('shows R$ 0,00 for %s', (valor) => {
    expect(formatPreco(valor)).toBe('R$ 0,00');
  });
});
