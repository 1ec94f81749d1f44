import { formatDateTime } from '@portal/shared/format/dates';
import { describe, expect, it } from 'vitest';
import { linhasEndereco } from '../src/features/pedidos/formatos.ts';

describe('order screen formats', () => {
  it('shows instants in Brasília time, whatever the browser zone', () => {
    expect(formatDateTime('2026-03-05T17:30:00.000Z')).toBe('05/03/2026 14:30');
    // 01:30 UTC is still the previous evening in Brasília (the day the date filters use).
    expect(formatDateTime('2026-03-06T01:30:00.000Z')).toBe('05/03/2026 22:30');
    expect(formatDateTime('ontem')).toBe('');
  });

  it('writes an address as label lines, leaving out what was not filled', () => {
    const endereco = {
      estado: 'SP',
      cidade: 'Campinas',
      cep: '13010-100',
      bairro: 'Centro',
      rua: 'Rua das Flores',
      numero: '100',
      complemento: '',
      ponto_referencia: '',
    };
    expect(linhasEndereco(endereco)).toEqual(['Rua das Flores, 100', 'Centro — Campinas/SP', 'CEP 13010-100']);
    expect(linhasEndereco({ ...endereco, complemento: 'Sala 2', ponto_referencia: 'Ao lado do banco' })).toEqual([
      'Rua das Flores, 100 — Sala 2',
      'Centro — Campinas/SP',
      'CEP 13010-100',
      'Ponto de referência: Ao lado do banco',
    ]);
  });
});
