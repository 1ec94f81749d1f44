/** The two sheets of the orders export (spec section 9); Excel refuses sheet names over 31 characters. */
export const planilhasExportacao = {
  resumo: 'Resumo dos Pedidos',
  itens: 'Itens Detalhados',
} as const;

const pedidos = (quantidade: number) =>
  `${quantidade.toLocaleString('pt-BR')} ${quantidade === 1 ? 'pedido' : 'pedidos'}`;

/** Spec sections 5, 8 and 9: the texts of 'Exportar para Excel' on /admin-pedidos and of the file it writes. */
export const mensagensExportacao = {
  vazio: 'Não há pedidos para exportar!',
  confirmarTitulo: 'Exportar para Excel',
  confirmar: (quantidade: number) =>
    `Exportar ${pedidos(quantidade)} para Excel? O arquivo terá as planilhas "${planilhasExportacao.resumo}" e "${planilhasExportacao.itens}".`,
  gerando: 'Gerando a planilha...',
  sucessoTitulo: 'Exportação concluída',
  sucesso: (arquivo: string, quantidade: number) =>
    `Arquivo: ${arquivo}\nPedidos exportados: ${quantidade.toLocaleString('pt-BR')}\nPlanilhas: "${planilhasExportacao.resumo}" e "${planilhasExportacao.itens}"`,
  erro: 'Erro ao exportar para Excel',
  // Cell texts
  naoInformado: 'Não informado',
  nenhumItem: 'Nenhum item encontrado',
  sim: 'Sim',
  nao: 'Não',
} as const;
