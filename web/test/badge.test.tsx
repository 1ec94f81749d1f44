import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Badge, badgeTones } from '../src/components/Badge.tsx';

afterEach(cleanup);

/** The tone colours and the badge's rules, read from the stylesheets the app ships (Vitest loads no CSS). */
const css = readFileSync(join(import.meta.dirname, '../src/styles.css'), 'utf8');
const badgeCss = readFileSync(join(import.meta.dirname, '../src/components/badge.css'), 'utf8');
const cor = (nome: string) => {
  const valor = new RegExp(`--${nome}:\\s*(#[0-9a-f]{6})`, 'i').exec(css)?.[1];
  if (!valor) throw new Error(`--${nome} missing from styles.css`);
  return valor;
};

/** WCAG 2 relative luminance and contrast ratio. */
const luminancia = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const canal = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return canal <= 0.04045 ? canal / 12.92 : ((canal + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const contraste = (a: string, b: string) => {
  const [claro, escuro] = [luminancia(a), luminancia(b)].sort((x, y) => y - x) as [number, number];
  return (claro + 0.05) / (escuro + 0.05);
};

describe('Badge', () => {
  it('renders its text with the tone class, grey by default', () => {
    render(
      <>
        <Badge tone="cancelado">Cancelado</Badge>
        <Badge>Outro</Badge>
      </>,
    );
    expect(screen.getByText('Cancelado').className).toBe('badge badge--cancelado');
    expect(screen.getByText('Outro').className).toBe('badge badge--neutro');
  });

  it.each(badgeTones)('tone %s has its colours and at least 4.5:1 contrast', (tone) => {
    expect(badgeCss).toContain(`.badge--${tone} {`);
    expect(badgeCss).toContain(`var(--tom-${tone}-texto)`);
    expect(contraste(cor(`tom-${tone}-texto`), cor(`tom-${tone}-fundo`))).toBeGreaterThanOrEqual(4.5);
  });

  it('the six tones have six different backgrounds', () => {
    expect(new Set(badgeTones.map((tone) => cor(`tom-${tone}-fundo`))).size).toBe(6);
  });
});
