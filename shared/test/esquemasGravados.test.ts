import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { dadosPessoaisSchema, enderecoEntregaSchema, enderecoFaturamentoSchema } from '../src/schemas/pedido.ts';

/**
 * An order stores what its request schemas output and reads it back through the same schemas: whatever they accept,
 * their output must pass them again, unchanged (issue 32: 'ßa' upper-cased to 'SSA', an order no screen could read).
 * Each field in turn gets arbitrary text — any code point, and letters whose case mapping changes their length.
 */
const validos = {
  dadosPessoais: {
    nome_completo: 'Maria da Silva',
    cpf: '123.456.789-09',
    nome_empresa: 'Agro Franquia',
    cnpj: '11.222.333/0001-81',
    telefone: '(16) 98765-4321',
  },
  enderecoEntrega: {
    estado: 'SP',
    cidade: 'Ribeirão Preto',
    cep: '14015-000',
    bairro: 'Centro',
    rua: 'Rua General Osório',
    numero: '120',
    complemento: '',
    ponto_referencia: '',
    quem_recebera: 'Maria',
  },
};

const casos: [string, z.ZodMiniType, Record<string, string>][] = [
  ['dados pessoais', dadosPessoaisSchema, validos.dadosPessoais],
  ['endereço de entrega', enderecoEntregaSchema, validos.enderecoEntrega],
  ['endereço de faturamento', enderecoFaturamentoSchema, validos.enderecoEntrega],
];

/** Letters that grow, shrink or change under case mapping, and spaces trim() removes. */
const especiais = fc.constantFrom('ß', 'ﬀ', 'ŉ', 'և', 'İ', 'ǅ', 'ﬁ', 'ΐ', '\u00a0', '\u2003', '\ufeff', 'a', 'S', ' ');
const texto = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 6 }),
  fc.array(especiais, { maxLength: 4 }).map((partes) => partes.join('')),
);

describe('what a stored order holds passes its schemas again', () => {
  it.each(casos)('%s: parse(parse(x)) succeeds and changes nothing', (_nome, esquema, valido) => {
    fc.assert(
      fc.property(fc.constantFrom(...Object.keys(valido)), texto, (campo, valor) => {
        const primeira = esquema.safeParse({ ...valido, [campo]: valor });
        if (!primeira.success) return;
        const segunda = esquema.safeParse(primeira.data);
        expect(segunda.success, `${campo} = ${JSON.stringify(valor)}`).toBe(true);
        expect(segunda.data).toEqual(primeira.data);
      }),
      { seed: 20_261_128, numRuns: 3_000 },
    );
  });

  it("refuses 'ßa' as a state, which upper-cases to three letters", () => {
    expect(enderecoEntregaSchema.safeParse({ ...validos.enderecoEntrega, estado: 'ßa' }).success).toBe(false);
    expect(enderecoEntregaSchema.parse({ ...validos.enderecoEntrega, estado: ' sp ' }).estado).toBe('SP');
  });
});
