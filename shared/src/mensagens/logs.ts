import { formatPreco } from '../format/money.ts';
import { quantidadeItens } from './geral.ts';

/** What the API writes in the log: actions (short, they pick the icon on /logs) and their details. */
export const textosAtividade = {
  acoes: {
    login: 'Login',
    logout: 'Logout',
    verificacaoEmail: 'Verificação de e-mail',
    pedidoCriado: 'Pedido criado',
    statusAlterado: 'Status do pedido alterado',
    pedidoCancelado: 'Pedido cancelado',
    pedidoFinalizado: 'Pedido finalizado',
    rastreioAlterado: 'Rastreio do pedido alterado',
    produtoCriado: 'Produto criado',
    produtoAtualizado: 'Produto atualizado',
    produtoAtivado: 'Produto ativado',
    produtoDesativado: 'Produto desativado',
    produtoExcluido: 'Produto excluído',
    permissoesAlteradas: 'Permissões alteradas',
    chamadoCriado: 'Chamado criado',
    chamadoStatusAlterado: 'Status do chamado alterado',
    chamadoRespondido: 'Resposta no chamado',
  },
  detalhes: {
    loginSenha: 'Login com usuário e senha',
    loginAposVerificacao: 'Login com usuário e senha após verificação de e-mail',
    primeiroLoginMicrosoft: 'Primeiro login com conta Microsoft',
    loginMicrosoft: 'Login com conta Microsoft',
    logout: 'Saiu do portal',
    emailVerificado: 'E-mail verificado',
    pedidoCriado: (numero: number, itensNoPedido: number, total: number) =>
      `Pedido #${numero} criado com ${quantidadeItens(itensNoPedido)}, total ${formatPreco(total)}`,
    produto: (nome: string, preco: number) => `${nome} (${formatPreco(preco)})`,
    permissoesAlteradas: (username: string, de: string, para: string) => `${username}: ${de} → ${para}`,
    chamadoCriado: (protocolo: string, formulario: string, anexos: number) =>
      `Chamado ${protocolo} (${formulario}) criado com ${anexos} ${anexos === 1 ? 'anexo' : 'anexos'}`,
    chamadoStatusAlterado: (protocolo: string, de: string, para: string) => `Chamado ${protocolo}: ${de} → ${para}`,
    chamadoRespondido: (protocolo: string, lado: string, anexos: number, reaberto: boolean) =>
      `Chamado ${protocolo}: resposta ${lado === 'suporte' ? 'do suporte' : 'do solicitante'} com ${anexos} ${anexos === 1 ? 'anexo' : 'anexos'}${reaberto ? ', chamado em andamento' : ''}`,
    statusAlterado: (numero: number, de: string, para: string, motivo: string | null, rastreio: string | null) =>
      `Pedido #${numero}: ${de} → ${para}${motivo ? `. Motivo: ${motivo}` : ''}${rastreio ? `. Rastreio: ${rastreio}` : ''}`,
    rastreioAlterado: (numero: number, de: string | null, para: string | null) =>
      `Pedido #${numero}: rastreio ${de ?? 'nenhum'} → ${para ?? 'nenhum'}`,
    /** A carrier and code as the log shows them. */
    rastreio: (transportadora: string, codigo: string) => `${transportadora} ${codigo}`,
  },
  /** The user column of entries written by the system itself (timers, the seed). */
  usuarioSistema: 'Sistema',
} as const;

/** Spec sections 2 and 8: the /logs screen. */
export const mensagensLogs = {
  resumoTitulo: 'Resumo dos logs',
  nenhum: 'Nenhum log encontrado',
  carregando: 'Carregando logs...',
  erroCarregar: 'Erro ao carregar logs',
  periodoInvalido: 'A data inicial deve ser anterior ou igual à data final.',
  cartoes: {
    total: 'Total de Logs',
    pedidos: 'Pedidos',
    produtos: 'Produtos',
    usuarios: 'Usuários',
    sistema: 'Sistema',
  },
  rotulosTipo: { Pedido: 'Pedido', Produto: 'Produto', Usuario: 'Usuário', Sistema: 'Sistema' },
  // The user filter: a field that finds users as one types (issue 32).
  filtroUsuario: 'Usuário',
  filtroUsuarioDica: 'Nome ou e-mail',
  filtroUsuarioLista: 'Usuários encontrados',
  /** The chosen user in the field: the name, and the e-mail that tells two users of the same name apart. */
  usuarioEscolhido: (username: string, email: string) => `${username} — ${email}`,
} as const;
