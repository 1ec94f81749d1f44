import { mensagens } from '@portal/shared/mensagens/geral';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VerificationScreen } from '../src/features/auth/VerificationScreen.tsx';
import { renderInRouter } from './renderWithRouter.tsx';

// Typing only: nothing here is submitted, and the spy proves no call is made.
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('verification code field', () => {
  it.each([
    ['typed letters', 'a1b2c3', '123'],
    ['a pasted sentence', 'Seu código: 123 456', '123456'],
    ['more than six digits', '12345678', '123456'],
    ['letters only', 'abc', ''],
  ])('keeps only the digits of %s, at most 6', async (_name, typed, kept) => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    await renderInRouter(<VerificationScreen userId="u1" />);
    const field = screen.getByLabelText('Código de verificação') as HTMLInputElement;
    fireEvent.change(field, { target: { value: typed } });
    expect(field.value).toBe(kept);
    // No maxLength: the browser would cut a pasted text before the letters are removed.
    expect(field.maxLength).toBe(-1);
    expect(field.getAttribute('aria-describedby')).toBe(screen.getByText('O código expira em 10 minutos.').id);
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});

describe('the sign-in’s notice (issue 33)', () => {
  it('says the code waits in the e-mail queue when the sign-in said so, and nothing otherwise', async () => {
    await renderInRouter(<VerificationScreen userId="u1" aviso={mensagens.verificacaoNecessariaNaFila} />);
    expect(screen.getByRole('status').textContent).toBe(mensagens.verificacaoNecessariaNaFila);
    cleanup();
    await renderInRouter(<VerificationScreen userId="u1" />);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
