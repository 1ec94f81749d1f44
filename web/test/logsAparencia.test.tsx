import { textosAtividade } from '@portal/shared/mensagens/logs';
import { tipoLogSchema } from '@portal/shared/schemas/logs';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Icon } from '../src/components/Icon.tsx';
import { iconeDoLog, tomDoLog } from '../src/features/logs/aparencia.ts';

afterEach(cleanup);

describe('the icon of a log action (spec section 9)', () => {
  it.each([
    ['Login', 'entrar'],
    ['Logout', 'sair'],
    ['Pedido criado', 'criar'],
    ['Produto criado', 'criar'],
    ['Produto atualizado', 'editar'],
    ['Status do pedido alterado', 'editar'],
    ['Permissões alteradas', 'editar'],
    ['Produto excluído', 'lixeira'],
    ['Pedido finalizado', 'finalizar'],
    ['Pedido cancelado', 'cancelar'],
    ['Backup noturno', 'atividade'],
    ['', 'atividade'],
  ])('%j → %s', (acao, icone) => {
    expect(iconeDoLog(acao)).toBe(icone);
  });

  it('draws every action the API writes, as a decorative icon beside its text', () => {
    for (const acao of Object.values(textosAtividade.acoes)) {
      const { container } = render(<Icon name={iconeDoLog(acao)} />);
      const svg = container.querySelector('svg');
      expect(svg?.getAttribute('aria-hidden')).toBe('true');
      expect(svg?.querySelector('path')?.getAttribute('d')).toMatch(/^M/);
      cleanup();
    }
  });
});

describe('the colour of a log type (spec section 9)', () => {
  it('is green for orders, blue for products, yellow for users and grey otherwise', () => {
    expect(tipoLogSchema.options.map((tipo) => [tipo, tomDoLog(tipo)])).toEqual([
      ['Pedido', 'entregue'],
      ['Produto', 'transporte'],
      ['Usuario', 'pendente'],
      ['Sistema', 'neutro'],
    ]);
  });
});
