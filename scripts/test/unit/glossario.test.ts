/**
 * Keeps docs/glossario.md true to the code: every path it gives as a term's home exists, and it still glosses the
 * portal's business words. The checks return what they find, so the tests at the bottom prove a broken glossary fails.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../repoRoot.ts';

const glossario = readFileSync(join(repoRoot, 'docs/glossario.md'), 'utf8');

/** The paths in backticks (a code span with a slash and no space): the terms' homes in the repository. */
const caminhos = (doc: string) =>
  [...doc.matchAll(/`([^`\s]+\/[^`\s]*)`/g)].map(([, caminho]) => caminho ?? '').filter((c) => !c.includes('://'));

const inexistentes = (doc: string) => caminhos(doc).filter((caminho) => !existsSync(join(repoRoot, caminho)));

/** The table rows that gloss a term (header and separator rows left out). */
const termos = (doc: string) =>
  doc.split('\n').filter((linha) => /^\| [^-|]/.test(linha) && !linha.startsWith('| Term'));

describe('docs/glossario.md', () => {
  it('gives a home in the code that exists for every path it names', () => {
    expect(caminhos(glossario).length).toBeGreaterThan(80);
    expect(inexistentes(glossario)).toEqual([]);
  });

  it("glosses the portal's business words", () => {
    expect(termos(glossario).length).toBeGreaterThanOrEqual(40);
    for (const palavra of ['franqueado', 'pedido', 'chamado', 'carrinho', 'estoque', 'finaliza']) {
      expect(
        termos(glossario).some((linha) => linha.toLowerCase().includes(palavra)),
        palavra,
      ).toBe(true);
    }
  });

  it('the README points to it', () => {
    expect(readFileSync(join(repoRoot, 'README.md'), 'utf8')).toContain('docs/glossario.md');
  });

  it('fails on a moved file', () => {
    expect(inexistentes('| pedido | order | … | `web/src/features/pedidos/NaoExiste.tsx` |')).toEqual([
      'web/src/features/pedidos/NaoExiste.tsx',
    ]);
  });
});
