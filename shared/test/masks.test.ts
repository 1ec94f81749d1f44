import { describe, expect, it } from 'vitest';
import { mascaraCep, mascaraCnpj, mascaraCpf, mascaraEstado, mascaraTelefone, somenteDigitos } from '../src/index.ts';

describe('checkout input masks', () => {
  it('CPF: 000.000.000-00, at most 14 characters, digits only', () => {
    expect(mascaraCpf('12345678901')).toBe('123.456.789-01');
    expect(mascaraCpf('123.456')).toBe('123.456');
    expect(mascaraCpf('1234')).toBe('123.4');
    expect(mascaraCpf('abc123456789012345')).toBe('123.456.789-01');
    expect(mascaraCpf('12345678901999').length).toBe(14);
  });

  it('CNPJ: 00.000.000/0000-00, at most 18 characters', () => {
    expect(mascaraCnpj('12345678000190')).toBe('12.345.678/0001-90');
    expect(mascaraCnpj('12345678')).toBe('12.345.678');
    expect(mascaraCnpj('123456780001')).toBe('12.345.678/0001');
    expect(mascaraCnpj('1234567800019099').length).toBe(18);
  });

  it('phone: landline and mobile, at most 16 characters', () => {
    expect(mascaraTelefone('1133334444')).toBe('(11) 3333-4444');
    expect(mascaraTelefone('11987654321')).toBe('(11) 98765-4321');
    expect(mascaraTelefone('11')).toBe('(11');
    expect(mascaraTelefone('119')).toBe('(11) 9');
    expect(mascaraTelefone('')).toBe('');
    expect(mascaraTelefone('119876543219999').length).toBeLessThanOrEqual(16);
  });

  it('CEP: 00000-000; estado: two upper-case letters', () => {
    expect(mascaraCep('01310100')).toBe('01310-100');
    expect(mascaraCep('0131')).toBe('0131');
    expect(mascaraCep('01310-1009')).toBe('01310-100');
    expect(mascaraEstado('sp')).toBe('SP');
    expect(mascaraEstado('s1p2x')).toBe('SP');
  });

  it('digits only: the first N digits, whatever surrounds them', () => {
    expect(somenteDigitos('Código: 123 456', 6)).toBe('123456');
    expect(somenteDigitos('12-34-56-78', 6)).toBe('123456');
    expect(somenteDigitos('abc', 6)).toBe('');
    expect(somenteDigitos('١٢٣ 42', 6)).toBe('42');
  });
});
