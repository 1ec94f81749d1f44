/** pt-BR texts shown to users. Spec texts are copied verbatim; the rest follow their tone. */
export const mensagens = {
  // Generic API errors
  erroInterno: 'Erro interno do servidor. Tente novamente mais tarde.',
  servicoIndisponivel: 'Serviço temporariamente indisponível. Tente novamente em instantes.',
  dependenciaIndisponivel: (nome: string) => `Serviço indisponível: ${nome}.`,
  requisicaoInvalida: 'Requisição inválida.',
  requisicaoMuitoGrande: 'A requisição excede o tamanho máximo permitido.',
  jsonInvalido: 'O corpo da requisição não é um JSON válido.',
  conflitoConcorrente: 'Os dados foram alterados por outra operação ao mesmo tempo. Tente novamente.',
  /** An Idempotency-Key sent again with other content (422): the client starts a new attempt. */
  chaveComOutroConteudo:
    'Este envio repete a identificação de um envio anterior com conteúdo diferente. Revise os dados e envie novamente.',
  paginacaoInvalida: 'Parâmetro de paginação inválido. Recarregue a lista.',

  // Session and permissions
  sessaoInvalida: 'Sessão expirada ou inválida. Faça login novamente.',
  semPermissao: 'Você não tem permissão para realizar esta ação.',
  acessoNegadoTitulo: 'Acesso Negado',
  acessoNegadoTexto: 'Você não tem permissão para acessar esta área administrativa.',
  acessoNegadoRestrito: 'Esta área é restrita a usuários autorizados.',
  voltarAoPainel: 'Voltar ao Painel',

  // Password login (spec section 8)
  erroLogin: 'Erro ao fazer login',
  erroConexao: 'Erro de conexão. Tente novamente.',
  credenciaisInvalidas: 'Usuário ou senha inválidos.',

  // E-mail verification
  verificacaoNecessaria: 'Seu e-mail ainda não foi verificado. Enviamos um código de 6 dígitos para o seu e-mail.',
  /** The e-mail service asked the portal to wait (its sending limit): the code goes out first when it allows. */
  verificacaoNecessariaNaFila:
    'Seu e-mail ainda não foi verificado. Seu código de 6 dígitos está na fila de envio e chegará ao seu e-mail em alguns minutos.',
  erroVerificarCodigo: 'Erro ao verificar código',
  erroReenviarCodigo: 'Erro ao reenviar código',
  codigoInvalido: 'Código inválido. Verifique e tente novamente.',
  codigoExpirado: 'Código expirado ou inexistente. Solicite um novo código.',
  codigoBloqueado: (minutos: number) =>
    `Muitas tentativas incorretas. Solicite um novo código em ${minutos} ${minutos === 1 ? 'minuto' : 'minutos'}.`,
  codigoReenviado: 'Um novo código foi enviado para o seu e-mail.',
  codigoReenviadoNaFila: 'Um novo código está na fila de envio e chegará ao seu e-mail em alguns minutos.',
  aguardeReenvio: (segundos: number) => `Aguarde ${segundos} segundos para solicitar um novo código.`,
  limiteReenvios: 'Limite de reenvios atingido. Tente novamente mais tarde.',
  emailVerificado: 'E-mail verificado com sucesso!',
  emailJaVerificado: 'Este e-mail já foi verificado. Faça login novamente.',
  falhaEnvioEmail: 'Não foi possível enviar o e-mail agora. Tente novamente em instantes.',

  // Work account (spec section 8)
  erroIniciarMicrosoft: 'Erro ao iniciar autenticação Microsoft. Tente novamente.',
  erroAutenticacaoMicrosoft: 'Ocorreu um erro durante a autenticação com a conta Microsoft.',
  tokenMicrosoftInvalido: 'Não foi possível validar sua conta Microsoft. Entre novamente.',
  tokenAzureIndisponivel:
    'Token Azure não disponível para este usuário. Entre com a conta corporativa Microsoft para abrir chamados.',

  // Shop
  produtoNaoEncontrado: 'Produto não encontrado.',
  imagemNaoEncontrada: 'Imagem não encontrada.',
  arquivoNaoEncontrado: 'Arquivo não encontrado.',
  erroCarregarProdutos: 'Erro ao carregar produtos',
  nenhumProduto: 'Nenhum produto disponível no momento',
  tentarNovamente: 'Tentar Novamente',
} as const;

export const nomesDependencias = {
  cosmos: 'banco de dados (Cosmos DB)',
  blob: 'armazenamento de arquivos (Blob Storage)',
  email: 'envio de e-mails (Communication Services)',
} as const;

/** 'N item' / 'N itens' (zero is plural in pt-BR). */
export const quantidadeItens = (quantidade: number) => `${quantidade} ${quantidade === 1 ? 'item' : 'itens'}`;

/** 'N pedido' / 'N pedidos', with the pt-BR thousands separator. */
export const quantidadePedidos = (quantidade: number) =>
  `${quantidade.toLocaleString('pt-BR')} ${quantidade === 1 ? 'pedido' : 'pedidos'}`;

/** The SPA's dialog titles, one per tone. */
export const mensagensDialogos = {
  aviso: 'Aviso',
  sucesso: 'Sucesso',
  atencao: 'Atenção',
  erro: 'Erro',
  confirmacao: 'Confirmação',
} as const;

/** Headings, loading and error states of the SPA's screens. */
export const mensagensTelas = {
  carregando: 'Carregando',
  portalIndisponivelTitulo: 'Portal indisponível',
  portalIndisponivelTexto: 'Não foi possível carregar o portal. Verifique sua conexão.',
  paginaNaoEncontradaTitulo: 'Página não encontrada',
  paginaNaoEncontradaTexto: 'O endereço que você abriu não existe ou foi removido.',
  emBreve: 'Esta seção estará disponível em breve.',
  boasVindas: (nome: string) => `Boas-vindas, ${nome}!`,
  escolhaFerramenta: 'Escolha uma ferramenta para começar.',
  saudacao: (nome: string) => `Olá, ${nome}!`,
  // The ticket lists' headings, here for the shell's (app/screens.ts) without the tickets' texts in every first load.
  meusChamados: 'Meus chamados',
  gestaoChamados: 'Gerenciamento de Chamados',
  // Sign-in screens
  portalTitulo: 'Portal do Franqueado',
  entreUsuarioSenha: 'Entre com seu usuário e senha',
  entreContaCorporativa: 'Entre com a sua conta corporativa',
  falhaAutenticacaoTitulo: 'Falha na autenticação',
  autenticando: 'Autenticando...',
  concluindoLoginMicrosoft: 'Concluindo o login com a sua conta corporativa.',
  verificacaoTitulo: 'Verificação de e-mail',
  verificacaoInstrucao: 'Digite o código de 6 dígitos que enviamos para o seu e-mail.',
  codigoExpira: 'O código expira em 10 minutos.',
  // Screen titles (spec section 2)
  meusPedidos: 'Meus Pedidos',
  aberturaChamados: 'Abertura de Chamados',
  painelAdministrativo: 'Painel Administrativo',
  gerenciamentoProdutos: 'Gerenciamento de Produtos',
  gerenciamentoPedidos: 'Gerenciamento de Pedidos',
  gerenciamentoUsuarios: 'Gerenciamento de Usuários',
  logsSistema: 'Logs do Sistema',
} as const;

/** Admin and 'my orders' lists. */
export const mensagensListas = {
  /** 'Mostrando X de Y pedidos' (spec section 2); the noun is the list's, in the plural. */
  mostrando: (exibidos: number, total: number, substantivo: string) =>
    `Mostrando ${exibidos} de ${total} ${substantivo}`,
  filtroTodos: 'Todos',
} as const;
