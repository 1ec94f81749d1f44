import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  type AtualizarStatusPedido,
  atualizarStatusPedidoSchema,
  correspondeAoFiltro,
  exigeConfirmacao,
  exigeMotivo,
  mensagensPedidos,
  mensagensStatus,
  podeAlterarStatus,
  resumirContagens,
  resumirStatus,
  type Rastreio,
  type StatusPedido,
  statusDoFiltro,
  statusExibido,
  statusExibidos,
  statusParaEnvio,
  statusPedidoSchema,
  tomDoStatus,
} from '../src/index.ts';

const todos = statusPedidoSchema.options;

describe('order statuses (spec section 4)', () => {
  it('offers the five displayed statuses in order', () => {
    expect(statusExibidos).toEqual(['Pendente de Aprovação', 'Aprovado', 'Em Transporte', 'Entregue', 'Cancelado']);
  });

  it('shows Em Preparação as Em Transporte and every other status as itself', () => {
    expect(todos.map(statusExibido)).toEqual([
      'Pendente de Aprovação',
      'Aprovado',
      'Em Transporte',
      'Em Transporte',
      'Entregue',
      'Cancelado',
    ]);
  });

  it('sends Em Preparação when Em Transporte is chosen, the chosen status otherwise', () => {
    expect(statusExibidos.map(statusParaEnvio)).toEqual([
      'Pendente de Aprovação',
      'Aprovado',
      'Em Preparação',
      'Entregue',
      'Cancelado',
    ]);
  });

  it('matches the Em Transporte filter with both transport statuses, other filters with themselves', () => {
    expect(statusDoFiltro('Em Transporte')).toEqual(['Em Preparação', 'Em Transporte']);
    expect(correspondeAoFiltro('Em Preparação', 'Em Transporte')).toBe(true);
    expect(correspondeAoFiltro('Em Transporte', 'Em Transporte')).toBe(true);
    for (const filtro of statusExibidos.filter((status) => status !== 'Em Transporte')) {
      expect(statusDoFiltro(filtro)).toEqual([filtro]);
      expect(todos.filter((status) => correspondeAoFiltro(status, filtro))).toEqual([filtro]);
    }
    expect(correspondeAoFiltro('Arquivado', 'Aprovado')).toBe(false);
    expect(correspondeAoFiltro('constructor', 'Aprovado')).toBe(false);
  });

  it('freezes a delivered order only', () => {
    expect(todos.filter((status) => !podeAlterarStatus(status))).toEqual(['Entregue']);
    expect(podeAlterarStatus('Arquivado')).toBe(true);
  });

  it('asks confirmation before Entregue and a reason for Cancelado', () => {
    expect(todos.filter(exigeConfirmacao)).toEqual(['Entregue']);
    expect(todos.filter(exigeMotivo)).toEqual(['Cancelado']);
    expect(mensagensStatus.confirmarEntregue).toBe(
      'Tem certeza que deseja marcar este pedido como "Entregue"? Esta ação não poderá ser desfeita.',
    );
  });

  it('gives each status its badge tone and unknown values the neutral one', () => {
    expect(Object.fromEntries(todos.map((status) => [status, tomDoStatus(status)]))).toEqual({
      'Pendente de Aprovação': 'pendente',
      Aprovado: 'aprovado',
      'Em Preparação': 'transporte',
      'Em Transporte': 'transporte',
      Entregue: 'entregue',
      Cancelado: 'cancelado',
    });
    for (const outro of ['Arquivado', '', 'entregue', 'toString', '__proto__'])
      expect(tomDoStatus(outro)).toBe('neutro');
  });

  it('spells the update messages as the spec does', () => {
    expect(mensagensStatus.sucesso).toBe('Status do pedido atualizado com sucesso!');
    expect(mensagensStatus.erroAtualizar('Pedido não encontrado.')).toBe(
      'Erro ao atualizar status: Pedido não encontrado.',
    );
    expect(mensagensStatus.erroAtualizarConexao).toBe('Erro ao atualizar status do pedido');
    expect(mensagensStatus.motivoObrigatorio).toBe('Por favor, informe o motivo do cancelamento.');
  });
});

describe('stat cards', () => {
  it('counts a list of statuses, preparation with transport and unknown ones in the total only', () => {
    const statuses: string[] = [
      'Pendente de Aprovação',
      'Pendente de Aprovação',
      'Aprovado',
      'Em Preparação',
      'Em Transporte',
      'Entregue',
      'Cancelado',
      'Arquivado',
    ];
    expect(resumirStatus(statuses)).toEqual({
      total: 8,
      pendentes: 2,
      aprovados: 1,
      emTransporte: 2,
      entregues: 1,
      cancelados: 1,
    });
    expect(resumirStatus([])).toEqual({
      total: 0,
      pendentes: 0,
      aprovados: 0,
      emTransporte: 0,
      entregues: 0,
      cancelados: 0,
    });
  });

  it('adds up per-status counts from an aggregate query', () => {
    expect(
      resumirContagens({ 'Em Preparação': 3, 'Em Transporte': 4, Cancelado: 1, 'Pendente de Aprovação': 5, Outro: 2 }),
    ).toEqual({ total: 15, pendentes: 5, aprovados: 0, emTransporte: 7, entregues: 0, cancelados: 1 });
  });
});

describe('PUT /api/admin/pedidos/{id}/status body', () => {
  const erro = (corpo: unknown) => {
    const resultado = atualizarStatusPedidoSchema.safeParse(corpo);
    return resultado.success ? null : resultado.error.issues[0]?.message;
  };

  it.each(todos.filter((status) => status !== 'Cancelado'))(
    'accepts %s without a reason, dropping one sent',
    (status) => {
      expect(atualizarStatusPedidoSchema.parse({ status })).toEqual({ status, motivo_cancelamento: null });
      expect(atualizarStatusPedidoSchema.parse({ status, motivo_cancelamento: 'engano' })).toEqual({
        status,
        motivo_cancelamento: null,
      });
    },
  );

  it('keeps the trimmed reason of a cancellation', () => {
    expect(
      atualizarStatusPedidoSchema.parse({ status: 'Cancelado', motivo_cancelamento: '  Cliente desistiu  ' }),
    ).toEqual({ status: 'Cancelado', motivo_cancelamento: 'Cliente desistiu' });
    expect(
      atualizarStatusPedidoSchema.parse({ status: 'Cancelado', motivo_cancelamento: 'x'.repeat(500) })
        .motivo_cancelamento,
    ).toHaveLength(500);
  });

  it.each([undefined, null, '', '   \n\t'])('refuses a cancellation with reason %j', (motivo) => {
    expect(erro({ status: 'Cancelado', motivo_cancelamento: motivo })).toBe(mensagensStatus.motivoObrigatorio);
  });

  it('refuses a reason over 500 characters, or not text', () => {
    expect(erro({ status: 'Cancelado', motivo_cancelamento: 'x'.repeat(501) })).toBe(mensagensStatus.motivoLongo);
    expect(erro({ status: 'Cancelado', motivo_cancelamento: 42 })).toBe(
      mensagensPedidos.campoInvalido('motivo_cancelamento'),
    );
  });

  it.each<unknown>([{}, { status: 'Arquivado' }, { status: 'em transporte' }, { status: 3 }])(
    'refuses the status of %j in pt-BR',
    (corpo) => {
      expect(erro(corpo)).toBe(mensagensStatus.statusInvalido);
    },
  );

  it('infers a cancellation with a reason, other statuses without', () => {
    expectTypeOf<AtualizarStatusPedido>().toEqualTypeOf<
      | { status: 'Cancelado'; motivo_cancelamento: string; rastreio: Rastreio | null }
      | { status: Exclude<StatusPedido, 'Cancelado'>; motivo_cancelamento: null; rastreio: Rastreio | null }
    >();
  });
});
