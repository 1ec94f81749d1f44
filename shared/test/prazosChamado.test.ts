import { describe, expect, it } from 'vitest';
import { criarHorarioComercial } from '../src/domain/horarioComercial.ts';
import {
  lerExpediente,
  lerMetas,
  metasPadrao,
  relogiosDoChamado,
  tipoPrazoDe,
  trechosDoChamado,
} from '../src/domain/prazosChamado.ts';

const em = (iso: string) => Date.parse(iso);

describe('ticket clocks (issue 36)', () => {
  it('reads the clocks from the status history and the replies', () => {
    const trechos = trechosDoChamado({
      created_at: '2026-12-07T12:00:00.000Z',
      historico_status: [
        { status: 'Aberto', em: '2026-12-07T12:00:00.000Z' },
        { status: 'Em andamento', em: '2026-12-07T13:00:00.000Z' },
        { status: 'Aguardando franqueado', em: '2026-12-07T14:00:00.000Z' },
        { status: 'Em andamento', em: '2026-12-08T13:00:00.000Z' },
        { status: 'Resolvido', em: '2026-12-08T15:00:00.000Z' },
        { status: 'Em andamento', em: '2026-12-09T12:00:00.000Z' },
      ],
      mensagens: [
        { autor: { lado: 'solicitante' }, em: '2026-12-07T12:30:00.000Z' },
        { autor: { lado: 'suporte' }, em: '2026-12-07T13:00:00.000Z' },
      ],
    });
    expect(trechos.primeira_resposta).toEqual([
      { inicio: em('2026-12-07T12:00:00Z'), fim: em('2026-12-07T13:00:00Z') },
    ]);
    expect(trechos.resolucao).toEqual([
      { inicio: em('2026-12-07T12:00:00Z'), fim: em('2026-12-07T14:00:00Z') },
      { inicio: em('2026-12-08T13:00:00Z'), fim: em('2026-12-08T15:00:00Z') },
      { inicio: em('2026-12-09T12:00:00Z'), fim: null },
    ]);
  });

  it('a resolution without a reply stops the first-response clock too; stopped clocks have no due time', () => {
    const [primeira, resolucao] = relogiosDoChamado(
      criarHorarioComercial(),
      {
        created_at: '2026-12-07T12:00:00.000Z',
        historico_status: [
          { status: 'Aberto', em: '2026-12-07T12:00:00.000Z' },
          { status: 'Resolvido', em: '2026-12-07T13:00:00.000Z' },
        ],
        mensagens: [],
      },
      { primeira_resposta: 4, resolucao: 16 },
    );
    expect(primeira).toMatchObject({ alvo: 'primeira_resposta', rodando: false, vence_em: null, aviso_em: null });
    expect(resolucao).toMatchObject({ alvo: 'resolucao', rodando: false, vence_em: null, aviso_em: null });
  });

  it('a clock paused after its target was missed keeps the missed due time; one paused in time has none', () => {
    const aguardandoDesde = (em: string) =>
      relogiosDoChamado(
        criarHorarioComercial(),
        {
          created_at: '2026-12-07T12:00:00.000Z',
          historico_status: [
            { status: 'Aberto', em: '2026-12-07T12:00:00.000Z' },
            { status: 'Aguardando franqueado', em },
          ],
          mensagens: [{ autor: { lado: 'suporte' }, em: '2026-12-07T12:00:00.000Z' }],
        },
        { primeira_resposta: 4, resolucao: 16 },
      )[1];
    // 16 business hours from Monday 09:00 is Tuesday 15:00: paused on Wednesday, it stays missed at that time.
    expect(aguardandoDesde('2026-12-09T13:00:00.000Z')).toMatchObject({
      rodando: false,
      vence_em: em('2026-12-08T18:00:00Z'),
      aviso_em: null,
    });
    expect(aguardandoDesde('2026-12-08T13:00:00.000Z')).toMatchObject({ rodando: false, vence_em: null });
  });

  it('knows the types: Notas and each Marketing request type', () => {
    expect(tipoPrazoDe({ formulario: 'Lançamento de Notas e Despesas', tipoSolicitacao: '' })).toBe('Notas');
    expect(tipoPrazoDe({ formulario: 'Solicitações de Marketing', tipoSolicitacao: 'Serviço' })).toBe('Serviço');
    expect(tipoPrazoDe({ formulario: 'Solicitações de Marketing', tipoSolicitacao: '__proto__' })).toBeNull();
  });
});

describe('the deadline settings', () => {
  it('reads business hours per ISO weekday, other days off', () => {
    const lido = lerExpediente('1-5 08:00-18:00; 6 08:00-12:00');
    expect(lido).toEqual({
      ok: true,
      valor: [null, ...Array.from({ length: 5 }, () => ({ inicio: 480, fim: 1080 })), { inicio: 480, fim: 720 }],
    });
    for (const errado of [
      '',
      'seg-sex 08:00-18:00',
      '1-5 18:00-08:00',
      '5-1 08:00-18:00',
      '1-5 08:00-25:00',
      '8 08:00-09:00',
    ]) {
      expect(lerExpediente(errado).ok, errado).toBe(false);
    }
  });

  it('reads targets by type, the others keeping their defaults; an unknown type or a zero is refused', () => {
    const lido = lerMetas('Notas=2/8; Campanha = 8/60');
    if (!lido.ok) throw new Error(lido.erro);
    expect(lido.valor.get('Notas')).toEqual({ primeira_resposta: 2, resolucao: 8 });
    expect(lido.valor.get('Campanha')).toEqual({ primeira_resposta: 8, resolucao: 60 });
    expect(lido.valor.get('Material')).toEqual(metasPadrao.get('Material'));
    for (const errado of ['Outro=1/2', '__proto__=1/2', 'Notas=0/8', 'Notas=4', 'Notas=a/b']) {
      expect(lerMetas(errado).ok, errado).toBe(false);
    }
  });
});
