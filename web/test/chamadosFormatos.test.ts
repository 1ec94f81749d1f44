import { describe, expect, it } from 'vitest';
import { filtrosDaBusca } from '../src/features/chamados/buscaChamados.ts';
import { tomDoStatusChamado } from '../src/features/chamados/chamadosFormatos.ts';

describe('ticket statuses', () => {
  it('status tones: open yellow, in progress blue, resolved green', () => {
    expect(tomDoStatusChamado('Aberto')).toBe('pendente');
    expect(tomDoStatusChamado('Em andamento')).toBe('transporte');
    expect(tomDoStatusChamado('Resolvido')).toBe('aprovado');
  });
});

describe('the lists’ filters', () => {
  it("are read by the API's schema: a protocol as typed, a status, a period", () => {
    expect(filtrosDaBusca({ protocolo: 'ch-1001', status: 'Resolvido', de: '2026-03-01', ate: '2026-03-01' })).toEqual({
      ok: true,
      filtros: { protocolo: '1001', status: 'Resolvido', de: '2026-03-01', ate: '2026-03-01' },
    });
    expect(filtrosDaBusca({ status: 'Fechado' })).toEqual({ ok: false, mensagem: 'Status do chamado inválido.' });
    expect(filtrosDaBusca({ formulario: 'Outro' })).toEqual({ ok: false, mensagem: 'Tipo de formulário inválido.' });
  });
});
