import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cnpjValido, maskCnpj, unidadeRequestSchema } from '../src/index.ts';

/** Receita Federal's modulo-11 digit, written out independently of the module under test. */
function digito(base: string): string {
  let peso = base.length - 7;
  let soma = 0;
  for (const caractere of base) {
    soma += Number(caractere) * peso;
    peso = peso === 2 ? 9 : peso - 1;
  }
  const resto = soma % 11;
  return String(resto < 2 ? 0 : 11 - resto);
}
const comDigitos = (base: string) => {
  const primeiro = digito(base);
  return base + primeiro + digito(base + primeiro);
};

describe('CNPJ check digits (issue 36)', () => {
  it('takes registered CNPJs, masked or bare', () => {
    expect(cnpjValido('11.222.333/0001-81')).toBe(true);
    expect(cnpjValido('00.000.000/0001-91')).toBe(true); // Banco do Brasil
    expect(cnpjValido('33000167000101')).toBe(true); // Petrobras
  });

  it('refuses a wrong check digit, a repeated digit, a wrong length or letters', () => {
    expect(cnpjValido('11.222.333/0001-82')).toBe(false);
    expect(cnpjValido('11.222.333/0001-71')).toBe(false);
    expect(cnpjValido('00.000.000/0000-00')).toBe(false);
    expect(cnpjValido('11.111.111/1111-11')).toBe(false);
    expect(cnpjValido('11.222.333/0001-8')).toBe(false);
    expect(cnpjValido('1A.222.333/0001-81')).toBe(false);
    expect(cnpjValido('')).toBe(false);
  });

  it('any twelve digits with their two check digits pass; changing one digit fails', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^\d{12}$/).filter((base) => !/^(\d)\1{11}$/.test(base)),
        fc.nat(13),
        fc.integer({ min: 1, max: 9 }),
        (base, posicao, delta) => {
          const cnpj = comDigitos(base);
          if (/^(\d)\1{13}$/.test(cnpj)) return;
          expect(cnpjValido(maskCnpj(cnpj))).toBe(true);
          const trocado = cnpj.slice(0, posicao) + ((Number(cnpj[posicao]) + delta) % 10) + cnpj.slice(posicao + 1);
          expect(cnpjValido(trocado)).toBe(false);
        },
      ),
    );
  });

  it("a unit's CNPJ needs the checkout's mask and right check digits, each with its own message", () => {
    const unidade = {
      nome: 'Loja Centro',
      razao_social: 'Agro Centro Ltda',
      telefone: '(11) 3333-4444',
      endereco: { estado: 'SP', cidade: 'São Paulo', cep: '01001-000', bairro: 'Sé', rua: 'Praça da Sé', numero: '1' },
    };
    expect(unidadeRequestSchema.safeParse({ ...unidade, cnpj: '11.222.333/0001-81' }).success).toBe(true);
    const mensagem = (cnpj: string) => unidadeRequestSchema.safeParse({ ...unidade, cnpj }).error?.issues[0]?.message;
    expect(mensagem('11222333000181')).toBe('CNPJ é obrigatório e deve estar no formato 00.000.000/0000-00');
    expect(mensagem('11.222.333/0001-82')).toBe('CNPJ inválido: confira os dígitos verificadores');
  });
});
