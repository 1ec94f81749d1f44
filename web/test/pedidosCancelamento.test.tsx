import { mensagensStatus } from '@portal/shared/mensagens/pedidos';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CancelamentoModal } from '../src/features/pedidos/CancelamentoModal.tsx';

afterEach(cleanup);

const abrir = ({ enviando = false } = {}) => {
  const onConfirmar = vi.fn();
  const onVoltar = vi.fn();
  const view = render(
    <CancelamentoModal
      resumo={<p>Cliente: franqueado</p>}
      enviando={enviando}
      onConfirmar={onConfirmar}
      onVoltar={onVoltar}
    />,
  );
  return { ...view, onConfirmar, onVoltar };
};

const confirmar = () => screen.getByRole('button', { name: /Confirmar Cancelamento|Cancelando/ }) as HTMLButtonElement;
const motivo = () => screen.getByLabelText(/Motivo do cancelamento/) as HTMLTextAreaElement;

describe('CancelamentoModal', () => {
  it('shows what is cancelled and starts on the reason, with the confirm button disabled', () => {
    abrir();
    const dialogo = screen.getByRole('dialog', { name: 'Cancelar Pedido' });
    expect(dialogo.textContent).toContain('Cliente: franqueado');
    expect(document.activeElement).toBe(motivo());
    expect(motivo().required || motivo().getAttribute('aria-required')).toBeTruthy();
    expect(confirmar().disabled).toBe(true);
  });

  it('stays disabled for a blank reason and says why once the field is left', async () => {
    abrir();
    await act(async () => fireEvent.change(motivo(), { target: { value: '   ' } }));
    expect(confirmar().disabled).toBe(true);
    await act(async () => fireEvent.blur(motivo()));
    expect(screen.getByText(mensagensStatus.motivoObrigatorio)).toBeTruthy();
    expect(motivo().getAttribute('aria-invalid')).toBe('true');
  });

  it('sends the reason, trimmed', async () => {
    const { onConfirmar } = abrir();
    await act(async () => fireEvent.change(motivo(), { target: { value: '  Cliente desistiu  ' } }));
    expect(confirmar().disabled).toBe(false);
    await act(async () => fireEvent.click(confirmar()));
    expect(onConfirmar).toHaveBeenCalledWith('Cliente desistiu');
  });

  it("reads 'Cancelando...' and cannot be left or sent again while saving", async () => {
    const { onVoltar } = abrir({ enviando: true });
    expect(confirmar().textContent).toBe('Cancelando...');
    expect(confirmar().disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Voltar' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
    expect(onVoltar).not.toHaveBeenCalled();
  });

  it("'Voltar' and Escape go back without cancelling", async () => {
    const { onVoltar, onConfirmar } = abrir();
    fireEvent.click(screen.getByRole('button', { name: 'Voltar' }));
    fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
    expect(onVoltar).toHaveBeenCalledTimes(2);
    expect(onConfirmar).not.toHaveBeenCalled();
  });
});
