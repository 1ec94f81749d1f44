import { mensagensStatus } from '@portal/shared/mensagens/pedidos';
import type { Pedido, StatusPedido } from '@portal/shared/schemas/pedido';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  falhasDoStatus,
  passoDaEscolha,
  passoDoStatus,
  pedidoMudouNoServidor,
} from '../src/features/pedidos/regrasStatus.ts';
import { SeletorStatus } from '../src/features/pedidos/SeletorStatus.tsx';
import { ApiError } from '../src/lib/apiClient.ts';
import { failureText } from '../src/lib/sendForm.ts';

const mensagemFalhaStatus = (error: unknown) => failureText(error, falhasDoStatus);

afterEach(cleanup);

describe('choosing a status', () => {
  it.each<[StatusPedido, Parameters<typeof passoDaEscolha>[1], ReturnType<typeof passoDaEscolha>]>([
    ['Pendente de Aprovação', 'Aprovado', 'enviar'],
    ['Pendente de Aprovação', 'Em Transporte', 'rastreio'],
    ['Aprovado', 'Entregue', 'confirmar'],
    ['Em Transporte', 'Cancelado', 'motivo'],
    ['Cancelado', 'Pendente de Aprovação', 'enviar'],
    // The status it already shows: nothing to do ('Em Preparação' shows as 'Em Transporte').
    ['Aprovado', 'Aprovado', 'nada'],
    ['Em Preparação', 'Em Transporte', 'nada'],
    // Delivered is final.
    ['Entregue', 'Cancelado', 'nada'],
    ['Entregue', 'Aprovado', 'nada'],
  ])('from %s to %s: %s', (atual, escolhido, passo) => {
    expect(passoDaEscolha(atual, escolhido)).toBe(passo);
  });

  it('in bulk follows the same rules for every target status', () => {
    expect(passoDoStatus('Entregue')).toBe('confirmar');
    expect(passoDoStatus('Cancelado')).toBe('motivo');
    expect(passoDoStatus('Em Transporte')).toBe('rastreio');
    for (const status of ['Pendente de Aprovação', 'Aprovado'] as const) {
      expect(passoDoStatus(status)).toBe('enviar');
    }
  });
});

describe('a failed status change', () => {
  it("shows the API's refusal in the spec's wording", () => {
    const recusa = new ApiError('Este pedido já foi entregue e não pode mais ser alterado.', 409);
    expect(mensagemFalhaStatus(recusa)).toBe(
      'Erro ao atualizar status: Este pedido já foi entregue e não pode mais ser alterado.',
    );
    expect(pedidoMudouNoServidor(recusa)).toBe(true);
    expect(pedidoMudouNoServidor(new ApiError('Motivo', 400))).toBe(false);
  });

  it('without an answer, or without a reason, is the generic text', () => {
    expect(mensagemFalhaStatus(new ApiError('Erro de conexão. Tente novamente.', 0))).toBe(
      mensagensStatus.erroAtualizarConexao,
    );
    // The client's fallback (a 5xx without a JSON message) is not repeated after 'Erro ao atualizar status:'.
    expect(mensagemFalhaStatus(new ApiError(mensagensStatus.erroAtualizarConexao, 502))).toBe(
      mensagensStatus.erroAtualizarConexao,
    );
    expect(mensagemFalhaStatus(new TypeError('x'))).toBe(mensagensStatus.erroAtualizarConexao);
  });
});

const pedido = (status: StatusPedido) => ({ id: 1042, status }) as Pedido;

describe('SeletorStatus', () => {
  it("offers the five displayed statuses with the order's own selected, and reports a choice", async () => {
    const onEscolher = vi.fn();
    render(<SeletorStatus pedido={pedido('Em Preparação')} onEscolher={onEscolher} ocupado={false} />);
    const seletor = screen.getByLabelText('Alterar status do pedido #1042') as HTMLSelectElement;
    expect([...seletor.options].map((option) => option.value)).toEqual([
      'Pendente de Aprovação',
      'Aprovado',
      'Em Transporte',
      'Entregue',
      'Cancelado',
    ]);
    expect(seletor.value).toBe('Em Transporte');
    await act(async () => fireEvent.change(seletor, { target: { value: 'Cancelado' } }));
    expect(onEscolher).toHaveBeenCalledWith('Cancelado');
  });

  it('goes back to the real status when the choice is not applied (cancelled or refused)', async () => {
    render(<SeletorStatus pedido={pedido('Aprovado')} onEscolher={() => {}} ocupado={false} />);
    const seletor = screen.getByLabelText('Alterar status do pedido #1042') as HTMLSelectElement;
    await act(async () => fireEvent.change(seletor, { target: { value: 'Entregue' } }));
    expect(seletor.value).toBe('Aprovado');
  });

  it('is disabled while a change is in flight and labelled visibly in the detail', () => {
    render(<SeletorStatus pedido={pedido('Aprovado')} onEscolher={() => {}} ocupado rotuloVisivel />);
    const seletor = screen.getByLabelText('Alterar status') as HTMLSelectElement;
    expect(seletor.disabled).toBe(true);
    expect(seletor.getAttribute('aria-busy')).toBe('true');
  });

  it('is gone once the order is delivered', () => {
    render(<SeletorStatus pedido={pedido('Entregue')} onEscolher={() => {}} ocupado={false} />);
    expect(screen.queryByRole('combobox')).toBeNull();
  });
});
