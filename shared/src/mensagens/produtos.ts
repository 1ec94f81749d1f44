/** Spec section 8, product admin. */
export const mensagensProdutoAdmin = {
  obrigatorios: 'Nome, descrição e preço são obrigatórios',
  precoInvalido: 'O preço deve ser um valor de pelo menos R$ 0,00, com até 2 casas decimais.',
  tamanhoVazio: 'Informe o tamanho antes de adicionar.',
  tamanhoRepetido: (tamanho: string) => `O tamanho ${tamanho} já foi adicionado.`,
  tamanhosDemais: 'No máximo 30 tamanhos por produto.',
  /** '__proto__' is no name a JSON record can keep as a key of its own. */
  tamanhoReservado: (tamanho: string) => `O nome "${tamanho}" não pode ser usado como tamanho.`,
  imagemInvalidaBase64: 'A imagem enviada não pôde ser lida. Selecione-a novamente.',
  criado: 'Produto criado com sucesso!',
  atualizado: 'Produto atualizado com sucesso!',
  statusAlterado: (ativo: boolean) => `Produto ${ativo ? 'ativado' : 'desativado'} com sucesso!`,
  deletado: 'Produto deletado permanentemente com sucesso!',
  erroCarregar: 'Erro ao carregar produtos',
  erroSalvar: 'Erro ao salvar produto',
  erroStatus: 'Erro ao alterar status do produto',
  erroDeletar: 'Erro ao deletar produto',
  erroRemover: 'Erro ao remover produto',
  confirmarDelecao: (nome: string) =>
    `Tem certeza que deseja excluir permanentemente o produto "${nome}"? Esta ação é irreversível e não poderá ser desfeita.`,
  versaoDesatualizada: 'Este produto foi alterado por outra pessoa. Recarregue a lista e tente novamente.',
  produtoNaoEncontrado: 'Produto não encontrado.',
  // The management screen (/admin-produtos).
  nenhum: 'Nenhum produto cadastrado.',
  inativo: 'Inativo',
  /** Issue 32: a stored product that failed its schema, read field by field for the admin to fix or delete. */
  ilegivel: 'Dados inválidos',
  ilegivelAjuda:
    'Este produto foi gravado com dados inválidos e saiu da loja. Edite e salve para corrigi-lo, ou exclua-o.',
  tituloNovo: 'Novo Produto',
  tituloEditar: 'Editar Produto',
  imagemSeraRemovida: 'A imagem atual será removida ao salvar.',
  guiaSeraRemovido: 'O guia de tamanhos atual será removido ao salvar.',
} as const;
