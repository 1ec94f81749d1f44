// The ticket lists' texts, apart from the schemas: the hub shows one of them without building any schema.

/** Tickets are numbered from 1001 and shown as 'CH-1001'. */
export const protocoloChamado = (numero: number) => `CH-${numero}`;

export const textosChamados = {
  meusChamados: 'Meus chamados',
  gestao: 'Gerenciamento de Chamados',
  nenhum: 'Nenhum chamado encontrado',
  carregando: 'Carregando chamados...',
  erroCarregar: 'Erro ao carregar chamados',
  novoChamado: 'Abrir novo chamado',
  protocolo: (protocolo: string) => `Protocolo: ${protocolo}`,
  /** The detail dialog's title: 'Chamado CH-1001'. */
  tituloChamado: (protocolo: string) => `Chamado ${protocolo}`,
  erroAnexo: 'Erro ao baixar o anexo. Tente novamente.',
  /** A status change that got no answer, or an answer without a reason. */
  erroStatus: 'Erro ao atualizar o status do chamado. Verifique sua conexão e tente novamente.',
} as const;
