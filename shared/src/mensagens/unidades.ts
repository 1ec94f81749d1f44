import { mensagensPedidos } from './pedidos.ts';

/** Issue 36: franchise units (lojas) — the admin screen, its refusals and the links of users to units. */
export const mensagensUnidades = {
  titulo: 'Unidades',
  /** The admin dashboard's quick action. */
  acaoRapida: 'Gerenciar Unidades',
  acaoRapidaDescricao: 'Cadastrar lojas da rede e vincular franqueados',
  carregando: 'Carregando unidades...',
  nenhuma: 'Nenhuma unidade cadastrada.',
  erroCarregar: 'Erro ao carregar unidades',
  erroSalvar: 'Erro ao salvar unidade',
  erroVincular: 'Erro ao alterar os vínculos da unidade',
  nova: 'Nova Unidade',
  editar: 'Editar',
  editarUnidade: 'Editar Unidade',
  salvar: 'Salvar',
  salvando: 'Salvando...',
  cancelar: 'Cancelar',
  criada: 'Unidade criada com sucesso!',
  atualizada: 'Unidade atualizada com sucesso!',
  vinculada: 'Usuário vinculado à unidade com sucesso!',
  desvinculada: 'Usuário desvinculado da unidade com sucesso!',
  naoEncontrada: mensagensPedidos.unidadeNaoEncontrada,
  versaoDesatualizada: 'Esta unidade foi alterada por outra pessoa. Recarregue a lista e tente novamente.',
  maximoVinculos: (maximo: number) => `Um usuário pode estar vinculado a no máximo ${maximo} unidades.`,
  // The form's fields and their rules.
  rotulos: {
    nome: 'Nome da unidade',
    cnpj: 'CNPJ',
    razaoSocial: 'Razão social',
    telefone: 'Telefone',
    endereco: 'Endereço',
    usuarios: 'Usuários vinculados',
    vincularUsuario: 'Vincular usuário',
    desvincular: 'Desvincular',
    nenhumUsuario: 'Nenhum usuário vinculado.',
    unidadesDoUsuario: 'Unidades',
    vincularUnidade: 'Vincular à unidade',
    escolhaUnidade: 'Escolha uma unidade',
    vincular: 'Vincular',
    /** The checkout's unit choice. */
    unidadeDoPedido: mensagensPedidos.unidade,
    pedidoSemUnidade: 'Nenhuma (preencher os dados)',
    unidadeDoPedidoDica: 'Os dados da unidade preenchem o pedido; você ainda pode alterá-los.',
  },
  nome: 'Nome da unidade é obrigatório',
  cnpjDigitos: 'CNPJ inválido: confira os dígitos verificadores',
  razaoSocial: 'Razão social é obrigatória',
  /** What the API writes in the activity log (as a user-administration entry: /logs keeps the spec's four types). */
  atividade: {
    criada: 'Unidade criada',
    atualizada: 'Unidade atualizada',
    vinculada: 'Usuário vinculado à unidade',
    desvinculada: 'Usuário desvinculado da unidade',
    unidade: (nome: string, cnpj: string) => `${nome} (CNPJ ${cnpj})`,
    vinculo: (username: string, unidade: string) => `${username} — ${unidade}`,
  },
} as const;
