/** Spec section 8, users. */
export const mensagensUsuarios = {
  carregando: 'Carregando usuários...',
  nenhum: 'Nenhum usuário encontrado.',
  erroCarregar: (mensagem?: string) =>
    mensagem ? `Erro ao carregar usuários: ${mensagem}` : 'Erro ao carregar usuários',
  atualizado: 'Permissões atualizadas com sucesso!',
  proibido: 'Você não tem permissão para modificar este usuário ou o usuário é Master e está protegido.',
  erroAtualizar: 'Erro ao atualizar permissões',
  papelInvalido: 'Papel inválido: use admin ou user.',
  usuarioNaoEncontrado: 'Usuário não encontrado.',
  limiteBusca: (maximo: number) => `O limite da busca de usuários deve ser um número inteiro de 1 a ${maximo}.`,
  rotulosPapel: { user: 'Usuário', admin: 'Admin', master: 'Master' },
  administrador: 'Administrador',
  verificado: 'Verificado',
  origem: { senha: 'Usuário e senha', microsoft: 'Conta Microsoft' },
  /** The link from a user's card to the log filtered by them. */
  verNoLog: 'Ver no log',
  // Why a user's 'Administrador' checkbox is disabled on /users.
  bloqueioProprio: 'Você não pode alterar as suas próprias permissões.',
  bloqueioMaster: 'Usuários Master são protegidos.',
  bloqueioAdmin: 'Somente o Master pode alterar as permissões de um administrador.',
} as const;
