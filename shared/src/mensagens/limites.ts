import { itensMaximosCarrinho, precoMaximo } from '../domain/limitesValores.ts';
import { formatarPreco } from '../format/money.ts';

// Refusals of values beyond the bounds that keep totals exact (ours: the spec sets no maximum).

export const mensagensLimites = {
  precoMaximo: `O preço pode ser de no máximo ${formatarPreco(precoMaximo)}.`,
  itensNoCarrinho: `O carrinho aceita no máximo ${itensMaximosCarrinho} produtos diferentes. Finalize este pedido ou remova um item antes de incluir outro.`,
} as const;
