import { describe, expect, it } from 'vitest';
import {
  itensMaximosCarrinho,
  mensagensLimites,
  mensagensProdutoAdmin,
  precoMaximo,
  precoProdutoSchema,
  produtoAdminRequestSchema,
  quantidadeMaximaItem,
} from '../src/index.ts';

const produto = { nome: 'Caneca', descricao: 'Caneca de cerâmica' };
const mensagemDo = (preco: unknown) =>
  produtoAdminRequestSchema.safeParse({ ...produto, preco }).error?.issues.map(({ message }) => message);

describe('product prices and cart quantities keep every total exact in integer cents', () => {
  it('the largest possible cart total, in cents, is a safe integer', () => {
    const centavos = Math.round(precoMaximo * 100);
    expect(Number.isSafeInteger(centavos * quantidadeMaximaItem * itensMaximosCarrinho)).toBe(true);
  });

  it.each([1e300, 1_000_000.01, 2 ** 53, Number.MAX_VALUE])('refuses a price of %d with the pt-BR message', (preco) => {
    expect(mensagemDo(preco)).toEqual([mensagensLimites.precoMaximo]);
  });

  it('takes prices up to the maximum, and still refuses a third decimal or a negative price', () => {
    expect(produtoAdminRequestSchema.parse({ ...produto, preco: precoMaximo }).preco).toBe(precoMaximo);
    expect(produtoAdminRequestSchema.parse({ ...produto, preco: 999_999.99 }).preco).toBe(999_999.99);
    expect(mensagemDo(10.005)).toEqual([mensagensProdutoAdmin.precoInvalido]);
    expect(mensagemDo(-1)).toEqual([mensagensProdutoAdmin.precoInvalido]);
  });

  it('names the maximum in reais, as the screens write money', () => {
    expect(mensagensLimites.precoMaximo).toContain('R$ 1.000.000,00');
    expect(precoProdutoSchema.safeParse(1e300).success).toBe(false);
  });
});
