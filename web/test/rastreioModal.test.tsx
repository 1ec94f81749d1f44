import { mensagensRastreio } from '@portal/shared/mensagens/pedidos';
import type { Rastreio } from '@portal/shared/schemas/pedido';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RastreioModal } from '../src/features/pedidos/rastreio/RastreioModal.tsx';

afterEach(cleanup);

const abrir = (ids: number[], extra: { obrigatorio?: boolean; inicial?: Rastreio; remover?: boolean } = {}) => {
  const onConfirmar = vi.fn();
  const onRemover = vi.fn();
  render(
    <RastreioModal
      ids={ids}
      titulo="Rastreio"
      enviando={false}
      obrigatorio={extra.obrigatorio}
      inicial={extra.inicial}
      onConfirmar={onConfirmar}
      onRemover={extra.remover ? onRemover : undefined}
      onVoltar={vi.fn()}
    />,
  );
  return { onConfirmar, onRemover };
};

const transportadora = () => screen.getByLabelText(/Transportadora/) as HTMLSelectElement;
/** A code field by its label's start (a marker such as '(opcional)' follows it). */
const codigo = (rotulo = 'Código de rastreio') => screen.getByLabelText(new RegExp(`^${rotulo}`)) as HTMLInputElement;
const mudar = (campo: HTMLInputElement | HTMLSelectElement, valor: string) =>
  act(async () => fireEvent.change(campo, { target: { value: valor } }));
const confirmar = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Confirmar' })));

describe('RastreioModal', () => {
  it('going to transport with nothing filled in sends no code', async () => {
    const { onConfirmar } = abrir([1001]);
    await confirmar();
    expect(onConfirmar).toHaveBeenCalledWith([]);
  });

  it('a code needs a carrier, a carrier needs a code, and a Correios code its format — each said under its field', async () => {
    const { onConfirmar } = abrir([1001]);
    await mudar(codigo(), 'QB123456789BR');
    await confirmar();
    expect(screen.getByText(mensagensRastreio.transportadoraInvalida)).toBeTruthy();
    await mudar(codigo(), '');
    await mudar(transportadora(), 'Correios');
    await confirmar();
    expect(screen.getByText(mensagensRastreio.codigoObrigatorio)).toBeTruthy();
    await mudar(codigo(), '12345');
    await confirmar();
    expect(screen.getByText(mensagensRastreio.codigoCorreios)).toBeTruthy();
    expect(codigo().getAttribute('aria-invalid')).toBe('true');
    expect(onConfirmar).not.toHaveBeenCalled();
    await mudar(codigo(), ' qb123456789br ');
    await confirmar();
    expect(onConfirmar).toHaveBeenCalledWith([
      { id: 1001, rastreio: { transportadora: 'Correios', codigo: 'QB123456789BR' } },
    ]);
  });

  it('a selection: one carrier, a code per order; blank codes go without one', async () => {
    const { onConfirmar } = abrir([1001, 1002, 1003]);
    await mudar(transportadora(), 'Jadlog');
    await mudar(codigo(mensagensRastreio.codigoDoPedido(1001)), '10084512345678');
    await mudar(codigo(mensagensRastreio.codigoDoPedido(1003)), '10084599999999');
    await confirmar();
    expect(onConfirmar).toHaveBeenCalledWith([
      { id: 1001, rastreio: { transportadora: 'Jadlog', codigo: '10084512345678' } },
      { id: 1003, rastreio: { transportadora: 'Jadlog', codigo: '10084599999999' } },
    ]);
  });

  it('a correction starts from the order’s code, requires one, and offers removal', async () => {
    const { onConfirmar, onRemover } = abrir([1001], {
      obrigatorio: true,
      remover: true,
      inicial: { transportadora: 'Loggi', codigo: 'LG-1234' },
    });
    expect(transportadora().value).toBe('Loggi');
    expect(codigo().value).toBe('LG-1234');
    await mudar(transportadora(), '');
    await mudar(codigo(), '');
    await confirmar();
    expect(screen.getByText(mensagensRastreio.transportadoraInvalida)).toBeTruthy();
    expect(onConfirmar).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: mensagensRastreio.remover }));
    expect(onRemover).toHaveBeenCalled();
  });

  it('labels each field as it behaves: nothing is optional alone; a field asked for by the other is marked required', async () => {
    abrir([1001]);
    const rotulos = () => [...document.querySelectorAll('label')].map((rotulo) => rotulo.textContent);
    // Going to transport: both may stay blank, so neither is marked, and none says '(opcional)'.
    expect(rotulos().join(' ')).not.toContain('(opcional)');
    expect(transportadora().getAttribute('aria-required')).toBeNull();
    expect(codigo().getAttribute('aria-required')).toBeNull();
    // A carrier asks for the code.
    await mudar(transportadora(), 'Correios');
    expect(codigo().getAttribute('aria-required')).toBe('true');
    expect(rotulos()).toContain(`${mensagensRastreio.codigo} *`);
    // A code asks for the carrier.
    await mudar(transportadora(), '');
    await mudar(codigo(), 'QB123456789BR');
    expect(transportadora().getAttribute('aria-required')).toBe('true');
    expect(codigo().getAttribute('aria-required')).toBeNull();
    expect(rotulos()).toEqual([`${mensagensRastreio.transportadora} *`, mensagensRastreio.codigo]);
    cleanup();

    // A selection: a carrier asks for at least one code, none in particular.
    abrir([1001, 1002]);
    await mudar(transportadora(), 'Jadlog');
    expect(rotulos().join(' ')).not.toContain('(opcional)');
    expect(codigo(mensagensRastreio.codigoDoPedido(1001)).getAttribute('aria-required')).toBeNull();
    cleanup();

    // The correction requires both.
    abrir([1001], { obrigatorio: true, inicial: { transportadora: 'Loggi', codigo: 'LG-1234' } });
    expect(transportadora().getAttribute('aria-required')).toBe('true');
    expect(codigo().getAttribute('aria-required')).toBe('true');
  });
});
