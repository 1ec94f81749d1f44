/** The two sheets of the orders export (spec section 9); Excel refuses sheet names over 31 characters. */
export const planilhasExportacao = {
  resumo: 'Resumo dos Pedidos',
  itens: 'Itens Detalhados',
} as const;
