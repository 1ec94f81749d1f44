import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { StatCard, StatGrid } from '../src/components/StatCard.tsx';

afterEach(cleanup);

describe('StatCard', () => {
  it('pairs each label with its value in a named group, with the tone and an optional hint', () => {
    render(
      <StatGrid label="Resumo dos pedidos">
        <StatCard label="Total" value={12} />
        <StatCard label="Pendentes" value={3} tone="pendente" hint="aguardando aprovação" />
      </StatGrid>,
    );
    const grid = screen.getByRole('region', { name: 'Resumo dos pedidos' });
    const terms = within(grid).getAllByRole('term');
    const definitions = within(grid).getAllByRole('definition');
    expect(terms.map((term) => term.textContent)).toEqual(['Total', 'Pendentes']);
    expect(definitions.map((definition) => definition.textContent)).toEqual(['12', '3', 'aguardando aprovação']);
    expect(terms[1]?.parentElement?.className).toBe('stat-card stat-card--pendente');
    expect(terms[0]?.parentElement?.className).toBe('stat-card stat-card--neutro');
  });
});
