import { mensagensTelas } from './geral.ts';
import { mensagensUpload } from './uploads.ts';
// The ticket lists' texts, apart from the schemas: the hub shows one of them without building any schema.

/** Tickets are numbered from 1001 and shown as 'CH-1001'. */
export const protocoloChamado = (numero: number) => `CH-${numero}`;

export const mensagensChamados = {
  meusChamados: mensagensTelas.meusChamados,
  gestao: mensagensTelas.gestaoChamados,
  nenhum: 'Nenhum chamado encontrado',
  carregando: 'Carregando chamados...',
  erroCarregar: 'Erro ao carregar chamados',
  /** A ticket's detail (its conversation) while it loads, and when it could not. */
  carregandoChamado: 'Carregando chamado...',
  erroCarregarChamado: 'Erro ao carregar o chamado.',
  novoChamado: 'Abrir novo chamado',
  protocolo: (protocolo: string) => `Protocolo: ${protocolo}`,
  /** The detail dialog's title: 'Chamado CH-1001'. */
  tituloChamado: (protocolo: string) => `Chamado ${protocolo}`,
  erroAnexo: 'Erro ao baixar o anexo. Tente novamente.',
  /** A status change that got no answer, or an answer without a reason. */
  erroStatus: 'Erro ao atualizar o status do chamado. Verifique sua conexão e tente novamente.',
  // Spec section 5, under each field.
  titulo: 'Título é obrigatório',
  formulario: 'Selecione o tipo de formulário',
  contratante: 'Contratante é obrigatório',
  formaPagamento: 'Forma de pagamento é obrigatória',
  dadosPagamento: 'Dados de pagamento são obrigatórios',
  dataPagamento: 'Data de pagamento é obrigatória',
  notaFiscal: 'Selecione o status da nota fiscal',
  descricaoDemanda: 'Descrição da demanda é obrigatória',
  motivoNaoEmissao: 'Motivo da não emissão é obrigatório',
  tipoSolicitacao: 'Tipo de solicitação é obrigatório',
  materiais: 'Selecione pelo menos um material',
  quantidadeTamanho: 'Descrição da quantidade e tamanho é obrigatória',
  prazoEntrega: 'Prazo de entrega é obrigatório',
  // Ours: limits the spec leaves open.
  materialInvalido: (nome: string) => `Material inválido: ${nome}.`,
  textoLongo: (maximo: number) => `Use no máximo ${maximo} caracteres.`,
  // Spec section 8.
  sucesso: 'Chamado criado com sucesso!',
  falha: (mensagem: string | undefined) => `Erro ao criar chamado: ${mensagem || 'Erro desconhecido'}`,
  falhaConexao: 'Erro ao criar chamado. Verifique sua conexão e tente novamente.',
  falhaTokenAzure: 'Erro: Falha ao obter token Azure...',
  dicaTokenAzure: 'Tente novamente ou saia e entre de novo com a sua conta Microsoft.',
  tokenAzureNaoRetornado: 'Token Azure do usuário não retornado pelo backend',
  tokenAzureHttp: (status: number) => `Erro HTTP ${status} ao obter token Azure`,
  emailNaoEncontrado: 'E-mail do usuário não encontrado. Faça login novamente.',
  // The API's refusals (ours).
  emailDiferente: 'O e-mail informado não é o do usuário conectado.',
  tokenAzureAusente: 'Token Azure ausente. Entre novamente com a sua conta Microsoft.',
  tokenAzureInvalido: 'Token Azure inválido ou expirado. Entre novamente com a sua conta Microsoft.',
  formato: 'Envie o chamado como multipart/form-data.',
  anexoNaoEncontrado: mensagensUpload.anexoNaoEncontrado,
  chamadoNaoEncontrado: 'Chamado não encontrado.',
  statusAtualizado: 'Status do chamado atualizado com sucesso!',
  versaoDesatualizada: 'Este chamado foi alterado por outra pessoa. Atualize a lista e tente novamente.',
  // The /chamados screen (ours: the spec names the fields, not their captions).
  rotulos: {
    titulo: 'Título',
    formulario: 'Tipo de formulário',
    contratante: 'Contratante',
    formaPagamento: 'Forma de pagamento',
    dadosPagamento: 'Dados de pagamento',
    dataPagamento: 'Data de pagamento',
    notaFiscal: 'Status da nota fiscal',
    motivoNaoEmissao: 'Motivo da não emissão',
    tipoSolicitacao: 'Tipo de solicitação',
    descricaoDemanda: 'Descrição da demanda',
    materiais: 'Materiais',
    quantidadeTamanho: 'Descrição da quantidade e tamanho',
    prazoEntrega: 'Prazo de entrega',
  },
  tela: {
    instrucao: 'Preencha os dados do chamado. Os campos obrigatórios estão marcados com *.',
    secaoChamado: 'Dados do chamado',
    selecione: 'Selecione...',
    enviar: 'Enviar Chamado',
    enviando: 'Enviando chamado...',
    verMeusChamados: 'Ver meus chamados',
  },
} as const;

/** Issue 21: a ticket as a conversation between its requester and the support team. */
export const mensagensConversa = {
  titulo: 'Conversa',
  suporte: 'Suporte',
  voce: 'Você',
  abertura: 'Chamado aberto',
  statusPara: (status: string) => `Status alterado para ${status}`,
  semMensagens: 'Nenhuma resposta ainda.',
  resposta: 'Sua resposta',
  anexos: 'Anexos (opcional)',
  enviar: 'Enviar resposta',
  enviando: 'Enviando resposta...',
  enviada: 'Resposta enviada com sucesso!',
  falha: (mensagem: string) => `Erro ao enviar a resposta: ${mensagem}`,
  falhaConexao: 'Erro ao enviar a resposta. Verifique sua conexão e tente novamente.',
  naoLido: 'Não lido',
  /** A list row's summary of the conversation: how many replies, and whose is the last. */
  resumo: (respostas: number, ultimoLado: 'solicitante' | 'suporte' | null) =>
    respostas === 0 || ultimoLado === null
      ? 'Nenhuma resposta'
      : `${respostas} ${respostas === 1 ? 'resposta' : 'respostas'}, a última ${ultimoLado === 'suporte' ? 'do suporte' : 'do solicitante'}`,
  ultimaAtividade: 'Última atividade',
  /** Under a list row's last activity: the day the ticket was opened. */
  abertoEm: 'Aberto em',
  // The detail's timeline: who changed a status, and the name of a reply's attachment list.
  por: (quem: string) => `por ${quem}`,
  anexosResposta: 'Anexos da resposta',
  reabrira: 'Este chamado foi resolvido. Ao responder, ele volta para Em andamento.',
  aguardaResposta: 'Este chamado aguarda a sua resposta.',
  prazoEncerrado: (dias: number) =>
    `Este chamado foi resolvido há mais de ${dias} dias e não pode mais ser reaberto. Abra um novo chamado.`,
  // The API's refusals.
  textoObrigatorio: 'Escreva a resposta.',
  textoLongo: (maximo: number) => `A resposta pode ter no máximo ${maximo.toLocaleString('pt-BR')} caracteres.`,
  mensagensDemais: 'Este chamado chegou ao limite de respostas. Abra um novo chamado.',
  // The e-mails ('[CH-1001] Nova resposta: Título').
  emailAssunto: (protocolo: string, titulo: string) => `[${protocolo}] Nova resposta: ${titulo}`,
  emailRespondeu: (quem: string, protocolo: string) => `${quem} respondeu ao chamado ${protocolo}.`,
  emailAnexos: (quantidade: number) => `${quantidade} ${quantidade === 1 ? 'anexo' : 'anexos'} na resposta.`,
  // One e-mail for a burst of replies (issue 32): how many it covers, then the latest.
  emailRespostas: (quantidade: number, protocolo: string) => `${quantidade} novas respostas no chamado ${protocolo}.`,
  emailMaisRecente: (quem: string) => `A mais recente, de ${quem}:`,
  emailAnexosRespostas: (quantidade: number) => `${quantidade} ${quantidade === 1 ? 'anexo' : 'anexos'} nas respostas.`,
  emailReaberto: 'O chamado voltou para Em andamento.',
  emailVer: 'Ver o chamado no portal',
} as const;
