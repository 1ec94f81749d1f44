/** The installed portal without a network, and its updates (issue 35): the spec has no texts for these. */
export const mensagensConexao = {
  semConexao: 'Sem conexão',
  semConexaoDetalhe: 'Você está vendo os últimos dados carregados neste aparelho.',
  /** When the answer on screen was loaded: 'Dados de 28/11 às 10:42'. */
  dadosDe: (quando: string) => `Dados de ${quando}`,
  precisaConexao: 'Esta ação precisa de conexão com a internet. Conecte-se e tente novamente.',
  novaVersao: 'Nova versão disponível',
  atualizar: 'Atualizar',
} as const;
