import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  type AtualizarStatusPedido,
  atualizarRastreioSchema,
  atualizarStatusPedidoSchema,
  correspondeAoFiltro,
  emTransporte,
  exigeConfirmacao,
  exigeMotivo,
  linkRastreio,
  mensagensPedidos,
  mensagensRastreio,
  mensagensStatus,
  podeAlterarStatus,
  type Rastreio,
  resumirContagens,
  resumirStatus,
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
      expect(atualizarStatusPedidoSchema.parse({ status })).toEqual({
        status,
        motivo_cancelamento: null,
        rastreio: null,
      });
      expect(atualizarStatusPedidoSchema.parse({ status, motivo_cancelamento: 'engano' })).toEqual({
        status,
        motivo_cancelamento: null,
        rastreio: null,
      });
    },
  );

  it('keeps the trimmed reason of a cancellation', () => {
    expect(
      atualizarStatusPedidoSchema.parse({ status: 'Cancelado', motivo_cancelamento: '  Cliente desistiu  ' }),
    ).toEqual({ status: 'Cancelado', motivo_cancelamento: 'Cliente desistiu', rastreio: null });
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

describe('carrier and tracking code (issue 21)', () => {
  const erro = (corpo: unknown) => {
    const resultado = atualizarStatusPedidoSchema.safeParse(corpo);
    return resultado.success ? null : resultado.error.issues[0]?.message;
  };

  it('takes a carrier and code only with a status shown as Em Transporte', () => {
    for (const status of ['Em Preparação', 'Em Transporte'] as const) {
      expect(
        atualizarStatusPedidoSchema.parse({ status, rastreio: { transportadora: 'Loggi', codigo: ' LG-2026/0001 ' } })
          .rastreio,
      ).toEqual({ transportadora: 'Loggi', codigo: 'LG-2026/0001' });
    }
    for (const status of todos.filter((status) => !emTransporte(status))) {
      expect(erro({ status, motivo_cancelamento: 'x', rastreio: { transportadora: 'Loggi', codigo: 'LG1234' } })).toBe(
        mensagensRastreio.soEmTransporte,
      );
    }
  });

  it('upper-cases a Correios code and holds it to the AA123456789BR format', () => {
    const correios = (codigo: string) =>
      atualizarStatusPedidoSchema.safeParse({
        status: 'Em Transporte',
        rastreio: { transportadora: 'Correios', codigo },
      });
    expect(correios('qb123456789br').data?.rastreio).toEqual({ transportadora: 'Correios', codigo: 'QB123456789BR' });
    for (const codigo of ['QB12345678BR', 'Q1123456789BR', 'QB123456789B1', '12345678901']) {
      expect(correios(codigo).error?.issues[0]?.message, codigo).toBe(mensagensRastreio.codigoCorreios);
    }
  });

  it.each<[unknown, string]>([
    [{ transportadora: 'DHL', codigo: 'ABC123' }, mensagensRastreio.transportadoraInvalida],
    [{ transportadora: 'Jadlog' }, mensagensRastreio.codigoObrigatorio],
    [{ transportadora: 'Jadlog', codigo: '   ' }, mensagensRastreio.codigoObrigatorio],
    [{ transportadora: 'Jadlog', codigo: 'A1' }, mensagensRastreio.codigoInvalido],
    [{ transportadora: 'Jadlog', codigo: '1'.repeat(41) }, mensagensRastreio.codigoInvalido],
    [{ transportadora: 'Outra', codigo: '=HYPERLINK(1)' }, mensagensRastreio.codigoInvalido],
    [{ transportadora: 'Outra', codigo: 'abc def' }, mensagensRastreio.codigoInvalido],
  ])('refuses %j in pt-BR', (rastreio, mensagem) => {
    expect(erro({ status: 'Em Transporte', rastreio })).toBe(mensagem);
  });

  it('links each known carrier to its tracking page, the code escaped; Outra to none', () => {
    expect(linkRastreio({ transportadora: 'Correios', codigo: 'QB123456789BR' })).toBe(
      'https://rastreamento.correios.com.br/app/index.php?objetos=QB123456789BR',
    );
    expect(linkRastreio({ transportadora: 'Loggi', codigo: 'a/b?c' })).toBe(
      'https://www.loggi.com/rastreador/a%2Fb%3Fc',
    );
    expect(linkRastreio({ transportadora: 'Jadlog', codigo: '123' })).toMatch(/^https:\/\/www\.jadlog\.com\.br\//);
    expect(linkRastreio({ transportadora: 'Total Express', codigo: 'X1' })).toMatch(/^https:\/\//);
    expect(linkRastreio({ transportadora: 'Outra', codigo: 'X1' })).toBeNull();
  });

  it('a correction needs the key: null removes, a missing key is refused', () => {
    expect(atualizarRastreioSchema.parse({ rastreio: null })).toEqual({ rastreio: null });
    expect(atualizarRastreioSchema.safeParse({}).error?.issues[0]?.message).toBe(mensagensRastreio.codigoObrigatorio);
  });
});
