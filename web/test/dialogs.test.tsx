import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DialogProvider, toastDurationMs, useAlert, useConfirm, useToast } from '../src/components/DialogProvider.tsx';
import { Modal } from '../src/components/Modal.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function ConfirmTrigger() {
  const confirm = useConfirm();
  const [answer, setAnswer] = useState('sem resposta');
  return (
    <>
      <button
        type="button"
        onClick={async () => setAnswer(String(await confirm('Tem certeza que deseja limpar o carrinho?')))}
      >
        Limpar
      </button>
      <span>{answer}</span>
    </>
  );
}

const renderConfirm = () =>
  render(
    <DialogProvider>
      <ConfirmTrigger />
    </DialogProvider>,
  );

const dialog = () => screen.getByRole('alertdialog') as HTMLDialogElement;

describe('useConfirm', () => {
  it('resolves true for Confirmar, on a native modal dialog, and gives focus back to the trigger', async () => {
    renderConfirm();
    const trigger = screen.getByRole('button', { name: 'Limpar' });
    trigger.focus();
    fireEvent.click(trigger);

    expect(dialog().open).toBe(true);
    expect(dialog().tagName).toBe('DIALOG');
    expect(dialog()).toHaveProperty(
      'textContent',
      expect.stringContaining('Tem certeza que deseja limpar o carrinho?'),
    );
    // The safe choice has the initial focus.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancelar' }));

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Confirmar' })));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByText('true')).toBeTruthy();
    expect(document.activeElement).toBe(trigger);
  });

  it('resolves false for Cancelar', async () => {
    renderConfirm();
    fireEvent.click(screen.getByRole('button', { name: 'Limpar' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Cancelar' })));
    expect(screen.getByText('false')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('resolves false on Escape (the dialog cancel event)', async () => {
    renderConfirm();
    fireEvent.click(screen.getByRole('button', { name: 'Limpar' }));
    const cancel = new Event('cancel', { cancelable: true });
    await act(async () => dialog().dispatchEvent(cancel));
    expect(cancel.defaultPrevented).toBe(true);
    expect(screen.getByText('false')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('shows queued dialogs one after the other', async () => {
    function Twice() {
      const alert = useAlert();
      return (
        <button
          type="button"
          onClick={() => {
            void alert('Primeira');
            void alert('Segunda', { tone: 'error' });
          }}
        >
          Avisar
        </button>
      );
    }
    render(
      <DialogProvider>
        <Twice />
      </DialogProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Avisar' }));
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
    expect(dialog().textContent).toContain('Primeira');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'OK' })));
    expect(dialog().textContent).toContain('Segunda');
    expect(dialog().textContent).toContain('Erro');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'OK' })));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});

describe('toasts', () => {
  it('announce in a status region and go away by themselves', () => {
    vi.useFakeTimers();
    function Add() {
      const toast = useToast();
      return (
        <button type="button" onClick={() => toast('Produto adicionado ao carrinho!')}>
          Adicionar
        </button>
      );
    }
    render(
      <DialogProvider>
        <Add />
      </DialogProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar' }));
    expect(screen.getByRole('status').textContent).toContain('Produto adicionado ao carrinho!');
    act(() => vi.advanceTimersByTime(toastDurationMs));
    expect(screen.getByRole('status').textContent).toBe('');
  });
});

describe('Modal', () => {
  it('opens with showModal, closes on the × button and on a backdrop click, not while busy', () => {
    const onClose = vi.fn();
    const { rerender } = render(
      <Modal open onClose={onClose} title="Selecione o tamanho">
        <p>Conteúdo</p>
      </Modal>,
    );
    const modal = screen.getByRole('dialog', { name: 'Selecione o tamanho' }) as HTMLDialogElement;
    expect(modal.open).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(onClose).toHaveBeenCalledTimes(1);

    fireEvent.pointerDown(modal);
    fireEvent.click(modal);
    expect(onClose).toHaveBeenCalledTimes(2);
    // A click inside the panel is not a backdrop click.
    fireEvent.pointerDown(screen.getByText('Conteúdo'));
    fireEvent.click(screen.getByText('Conteúdo'));
    expect(onClose).toHaveBeenCalledTimes(2);

    rerender(
      <Modal open onClose={onClose} title="Selecione o tamanho" dismissible={false}>
        <p>Conteúdo</p>
      </Modal>,
    );
    modal.dispatchEvent(new Event('cancel', { cancelable: true }));
    expect(onClose).toHaveBeenCalledTimes(2);

    rerender(
      <Modal open={false} onClose={onClose} title="Selecione o tamanho">
        <p>Conteúdo</p>
      </Modal>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('Modal body', () => {
  it('takes the focus (tabindex 0) only while its content is taller than it, so the keyboard can scroll it', async () => {
    const altura = vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(900);
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(400);
    try {
      const { rerender } = render(
        <Modal open onClose={() => {}} title="Pedido #1001">
          <p>Dados do pedido</p>
        </Modal>,
      );
      const corpo = () => screen.getByText('Dados do pedido').parentElement;
      await vi.waitFor(() => expect(corpo()?.getAttribute('tabindex')).toBe('0'));

      altura.mockReturnValue(400);
      rerender(
        <Modal open onClose={() => {}} title="Pedido #1001">
          <p>Dados do pedido</p>
          <p>Itens</p>
        </Modal>,
      );
      await vi.waitFor(() => expect(corpo()?.hasAttribute('tabindex')).toBe(false));
    } finally {
      vi.restoreAllMocks();
    }
  });
});
