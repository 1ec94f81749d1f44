/** pt-BR texts shown to users. Spec texts are copied verbatim; the rest follow their tone. */
export const mensagens = {
  erroInterno: 'Erro interno do servidor. Tente novamente mais tarde.',
  servicoIndisponivel: 'Serviço temporariamente indisponível. Tente novamente em instantes.',
  dependenciaIndisponivel: (nome: string) => `Serviço indisponível: ${nome}.`,
  rotaNaoEncontrada: 'Recurso não encontrado.',
  metodoNaoPermitido: 'Método não permitido.',
  requisicaoInvalida: 'Requisição inválida.',
  requisicaoMuitoGrande: 'A requisição excede o tamanho máximo permitido.',
  jsonInvalido: 'O corpo da requisição não é um JSON válido.',
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
