import { mensagensPedidos } from '@portal/shared/mensagens/pedidos';
import { describe, expect, it } from 'vitest';
import { resumoDoLote } from '../src/features/pedidos/resumoLote.ts';

describe('bulk change summary', () => {
  it('names every order that could not move, with the reason the API gave', () => {
    const resumo = resumoDoLote({
      message: mensagensPedidos.loteResultado(1, 3),
      resultados: [
        { id: 1001, ok: true },
        { id: 1002, ok: false, message: 'Este pedido já foi entregue e não pode mais ser alterado.' },
        { id: 1003, ok: false, message: 'Pedido não encontrado.' },
      ],
    });
    expect(resumo).toEqual({
      mensagem: '1 de 3 pedidos atualizados.',
      falhas: [
        'Pedido #1002: Este pedido já foi entregue e não pode mais ser alterado.',
        'Pedido #1003: Pedido não encontrado.',
      ],
    });
  });

  it('has no failures when every order moved, and a reason even when the API gave none', () => {
    expect(resumoDoLote({ message: 'ok', resultados: [{ id: 7, ok: true }] }).falhas).toEqual([]);
    expect(resumoDoLote({ message: 'x', resultados: [{ id: 8, ok: false }] }).falhas).toEqual([
      `Pedido #8: ${mensagensPedidos.loteFalhaSemMotivo}`,
    ]);
  });
});
