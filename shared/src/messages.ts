/** pt-BR texts shown to users. Spec texts are copied verbatim; the rest follow their tone. */
export const mensagens = {
  // Generic API errors
  erroInterno: 'Erro interno do servidor. Tente novamente mais tarde.',
  servicoIndisponivel: 'Serviço temporariamente indisponível. Tente novamente em instantes.',
  dependenciaIndisponivel: (nome: string) => `Serviço indisponível: ${nome}.`,
  rotaNaoEncontrada: 'Recurso não encontrado.',
  metodoNaoPermitido: 'Método não permitido.',
  requisicaoInvalida: 'Requisição inválida.',
  requisicaoMuitoGrande: 'A requisição excede o tamanho máximo permitido.',
  jsonInvalido: 'O corpo da requisição não é um JSON válido.',
  conflitoConcorrente: 'Os dados foram alterados por outra operação ao mesmo tempo. Tente novamente.',

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
  muitasTentativasLogin: (minutos: number) =>
    `Muitas tentativas de login. Tente novamente em ${minutos} ${minutos === 1 ? 'minuto' : 'minutos'}.`,

  // E-mail verification
  verificacaoNecessaria: 'Seu e-mail ainda não foi verificado. Enviamos um código de 6 dígitos para o seu e-mail.',
  erroVerificarCodigo: 'Erro ao verificar código',
  erroReenviarCodigo: 'Erro ao reenviar código',
  codigoInvalido: 'Código inválido. Verifique e tente novamente.',
  codigoExpirado: 'Código expirado ou inexistente. Solicite um novo código.',
  codigoBloqueado: (minutos: number) =>
    `Muitas tentativas incorretas. Solicite um novo código em ${minutos} ${minutos === 1 ? 'minuto' : 'minutos'}.`,
  codigoReenviado: 'Um novo código foi enviado para o seu e-mail.',
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
  erroCarregarProdutos: 'Erro ao carregar produtos',
  nenhumProduto: 'Nenhum produto disponível no momento',
  tentarNovamente: 'Tentar Novamente',
} as const;

export const nomesDependencias = {
  cosmos: 'banco de dados (Cosmos DB)',
  blob: 'armazenamento de arquivos (Blob Storage)',
  email: 'envio de e-mails (Communication Services)',
} as const;
