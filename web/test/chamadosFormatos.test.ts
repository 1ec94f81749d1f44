import type { Chamado } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { filtrosDaBusca } from '../src/features/chamados/buscaChamados.ts';
import { camposDoChamado, formatarDia, tomDoStatusChamado } from '../src/features/chamados/chamadosFormatos.ts';

const vazio: Chamado = {
  id: 1,
  protocolo: 'CH-1001',
  status: 'Aberto',
  created_at: '2026-03-05T13:30:00.000Z',
  updated_at: '2026-03-05T13:30:00.000Z',
  user: { username: 'franqueado', email: 'franqueado@franquia.dev' },
  titulo: '',
  formulario: '',
  contratante: '',
  formaPagamento: '',
  dadosPagamento: '',
  dataPagamento: '',
  notaFiscal: '',
  motivoNaoEmissao: '',
  tipoSolicitacao: '',
  descricaoDemanda: '',
  materiais: [],
  quantidadeTamanho: '',
  prazoEntrega: '',
  anexos: [],
  historico_status: [],
  versao: '"v1"',
};

describe("a ticket's fields", () => {
  it("keep only what the ticket's form had, labelled in pt-BR, long texts marked", () => {
    const chamado: Chamado = {
      ...vazio,
      titulo: 'Campanha de inverno',
      formulario: 'Solicitações de Marketing',
      tipoSolicitacao: 'Campanha',
      descricaoDemanda: 'Posts e banners\npara julho',
      // Blank text counts as empty too.
      contratante: '   ',
    };
    expect(camposDoChamado(chamado)).toEqual([
      { rotulo: 'Título', valor: 'Campanha de inverno', longo: false },
      { rotulo: 'Tipo de formulário', valor: 'Solicitações de Marketing', longo: false },
      { rotulo: 'Tipo de solicitação', valor: 'Campanha', longo: false },
      { rotulo: 'Descrição da demanda', valor: 'Posts e banners\npara julho', longo: true },
    ]);
    expect(camposDoChamado(vazio)).toEqual([]);
  });

  it('show dates as dd/mm/aaaa and materials as a list', () => {
    const campos = camposDoChamado({
      ...vazio,
      dataPagamento: '2026-03-05',
      prazoEntrega: '2026-12-31',
      materiais: ['LOGO', 'SITE'],
    });
    expect(campos.map(({ rotulo, valor }) => [rotulo, valor])).toEqual([
      ['Data de pagamento', '05/03/2026'],
      ['Materiais', 'LOGO, SITE'],
      ['Prazo de entrega', '31/12/2026'],
    ]);
    expect(formatarDia('05/03/2026')).toBe('05/03/2026');
  });

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
