import { describe, expect, it } from 'vitest';
import { digitsOnly, maskCep, maskCnpj, maskCpf, maskEstado, maskTelefone } from '../src/index.ts';

describe('checkout input masks', () => {
  it('CPF: 000.000.000-00, at most 14 characters, digits only', () => {
    expect(maskCpf('12345678901')).toBe('123.456.789-01');
    expect(maskCpf('123.456')).toBe('123.456');
    expect(maskCpf('1234')).toBe('123.4');
    expect(maskCpf('abc123456789012345')).toBe('123.456.789-01');
    expect(maskCpf('12345678901999').length).toBe(14);
  });

  it('CNPJ: 00.000.000/0000-00, at most 18 characters', () => {
    expect(maskCnpj('12345678000190')).toBe('12.345.678/0001-90');
    expect(maskCnpj('12345678')).toBe('12.345.678');
    expect(maskCnpj('123456780001')).toBe('12.345.678/0001');
    expect(maskCnpj('1234567800019099').length).toBe(18);
  });

  it('phone: landline and mobile, at most 16 characters', () => {
    expect(maskTelefone('1133334444')).toBe('(11) 3333-4444');
    expect(maskTelefone('11987654321')).toBe('(11) 98765-4321');
    expect(maskTelefone('11')).toBe('(11');
    expect(maskTelefone('119')).toBe('(11) 9');
    expect(maskTelefone('')).toBe('');
    expect(maskTelefone('119876543219999').length).toBeLessThanOrEqual(16);
  });

  it('CEP: 00000-000; estado: two upper-case letters', () => {
    expect(maskCep('01310100')).toBe('01310-100');
    expect(maskCep('0131')).toBe('0131');
    expect(maskCep('01310-1009')).toBe('01310-100');
    expect(maskEstado('sp')).toBe('SP');
    expect(maskEstado('s1p2x')).toBe('SP');
  });

  it('digits only: the first N digits, whatever surrounds them', () => {
    expect(digitsOnly('Código: 123 456', 6)).toBe('123456');
    expect(digitsOnly('12-34-56-78', 6)).toBe('123456');
    expect(digitsOnly('abc', 6)).toBe('');
    expect(digitsOnly('١٢٣ 42', 6)).toBe('42');
  });
});
