import { mensagensProdutoAdmin } from '@portal/shared/mensagens/produtos';
import { mensagensUsuarios } from '@portal/shared/mensagens/usuarios';
import { act, cleanup, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { NoticeLine, noticeTone, useNotice } from '../src/components/NoticeLine.tsx';
import { ApiError, failureReason } from '../src/lib/apiClient.ts';

afterEach(cleanup);

describe('message styling', () => {
  it.each([
    mensagensProdutoAdmin.criado,
    mensagensProdutoAdmin.atualizado,
    mensagensProdutoAdmin.statusAlterado(true),
    mensagensProdutoAdmin.statusAlterado(false),
    mensagensProdutoAdmin.deletado,
    mensagensUsuarios.atualizado,
  ])('%s is a success', (texto) => {
    expect(noticeTone(texto)).toBe('success');
  });

  it.each([
    mensagensProdutoAdmin.erroCarregar,
    mensagensProdutoAdmin.erroSalvar,
    mensagensProdutoAdmin.erroStatus,
    mensagensProdutoAdmin.erroDeletar,
    mensagensProdutoAdmin.erroRemover,
    mensagensProdutoAdmin.versaoDesatualizada,
    mensagensUsuarios.proibido,
    mensagensUsuarios.erroAtualizar,
  ])('%s is an error', (texto) => {
    expect(noticeTone(texto)).toBe('error');
  });

  it("a failure shows the API's refusal, or the screen's text when there was no answer", () => {
    expect(failureReason(new ApiError('Produto não encontrado.', 404), mensagensProdutoAdmin.erroRemover)).toBe(
      'Produto não encontrado.',
    );
    expect(failureReason(new ApiError('Erro de conexão.', 0), mensagensProdutoAdmin.erroRemover)).toBe(
      mensagensProdutoAdmin.erroRemover,
    );
    expect(failureReason(new TypeError('x'), mensagensProdutoAdmin.erroSalvar)).toBe(mensagensProdutoAdmin.erroSalvar);
  });
});

describe('NoticeLine', () => {
  function Tela() {
    const { aviso, mostrar, fechar } = useNotice();
    return (
      <>
        <button type="button" onClick={() => mostrar(mensagensProdutoAdmin.deletado)}>
          sucesso
        </button>
        <button type="button" onClick={() => mostrar(mensagensProdutoAdmin.erroDeletar)}>
          erro
        </button>
        <NoticeLine aviso={aviso} onFechar={fechar} />
      </>
    );
  }

  it('shows a success politely in green and an error as an alert in red, until dismissed', async () => {
    render(<Tela />);
    expect(screen.queryByRole('status')).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'sucesso' })));
    const sucesso = screen.getByRole('status');
    expect(sucesso.textContent).toBe(mensagensProdutoAdmin.deletado);
    expect(sucesso.className).toContain('alert--success');

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'erro' })));
    const erro = screen.getByRole('alert');
    expect(erro.textContent).toBe(mensagensProdutoAdmin.erroDeletar);
    expect(erro.className).toContain('alert--error');
    expect(screen.queryByRole('status')).toBeNull();

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Fechar aviso' })));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('counts every message, so the same text shown again is a new one', () => {
    const { result } = renderHook(() => useNotice());
    act(() => result.current.mostrar('Produto criado com sucesso!'));
    const primeiro = result.current.aviso;
    act(() => result.current.mostrar('Produto criado com sucesso!'));
    expect(result.current.aviso?.texto).toBe(primeiro?.texto);
    expect(result.current.aviso?.vez).toBe((primeiro?.vez ?? 0) + 1);
  });
});
