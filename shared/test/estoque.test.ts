import { describe, expect, it } from 'vitest';
import {
  acimaDoLimite,
  disponibilidadeDo,
  esgotado,
  limiteEstoqueBaixo,
  mensagensEstoque,
  produtoSchema,
  restantesConhecidos,
} from '../src/index.ts';

const linha = limiteEstoqueBaixo;

describe('the public view of the stock (issue 32)', () => {
  it('keeps counts up to the low-stock line and hides those above it', () => {
    const vista = disponibilidadeDo({ P: 0, M: linha, G: linha + 1, GG: 99_999 });
    expect({ ...vista }).toEqual({ P: 0, M: linha, G: acimaDoLimite, GG: acimaDoLimite });
    expect(disponibilidadeDo(null)).toBeNull();
    // A size named like an Object member is a size, not the prototype's.
    const estranha = disponibilidadeDo({ constructor: 2, toString: 40 });
    expect(restantesConhecidos(estranha, 'constructor')).toBe(2);
    expect(restantesConhecidos(estranha, 'toString')).toBe(Number.POSITIVE_INFINITY);
    expect(restantesConhecidos(disponibilidadeDo({ P: 1 }), 'valueOf')).toBe(0);
  });

  it('the shop reads what it knows: the count when low, no limit above the line or without control', () => {
    const vista = disponibilidadeDo({ P: 0, M: 3, G: 40 });
    expect(['P', 'M', 'G'].map((tamanho) => restantesConhecidos(vista, tamanho))).toEqual([
      0,
      3,
      Number.POSITIVE_INFINITY,
    ]);
    expect(restantesConhecidos(null, 'P')).toBe(Number.POSITIVE_INFINITY);
    expect(esgotado({ disponibilidade: vista })).toBe(false);
    expect(esgotado({ disponibilidade: disponibilidadeDo({ P: 0, M: 0 }) })).toBe(true);
    expect(esgotado({ disponibilidade: null })).toBe(false);
  });

  it('the public schema refuses a count above the line', () => {
    const produto = {
      id: 'p',
      nome: 'Boné',
      descricao: 'Boné.',
      preco: 10,
      tamanhos: [],
      ativo: true,
      imagem_url: null,
      imagem_miniatura_url: null,
      guia_tamanho_url: null,
    };
    expect(produtoSchema.safeParse({ ...produto, disponibilidade: { '': linha } }).success).toBe(true);
    expect(produtoSchema.safeParse({ ...produto, disponibilidade: { '': acimaDoLimite } }).success).toBe(true);
    expect(produtoSchema.safeParse({ ...produto, disponibilidade: { '': linha + 1 } }).success).toBe(false);
  });

  it('a refusal names the count at or below the line only', () => {
    expect(mensagensEstoque.insuficiente('Boné', null, 0)).toBe('Boné está esgotado.');
    expect(mensagensEstoque.insuficiente('Boné', 'M', linha)).toBe(
      `Estoque insuficiente de Boné (M): restam ${linha} unidades.`,
    );
    expect(mensagensEstoque.insuficiente('Boné', 'M', linha + 1)).toBe(
      'Estoque insuficiente de Boné (M) para essa quantidade.',
    );
  });
});
