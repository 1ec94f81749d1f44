import { quantidadePedidos as pedidos } from './geral.ts';
import { mensagensUnidades } from './unidades.ts';

const unidades = (quantidade: number) =>
  `${quantidade.toLocaleString('pt-BR')} ${quantidade === 1 ? 'unidade' : 'unidades'}`;

export const mensagensPainelAdmin = {
  titulo: 'Painel Administrativo',
  cartoes: {
    produtos: 'Total de Produtos',
    pedidos: 'Total de Pedidos',
    pendentes: 'Pendentes',
    aprovados: 'Aprovados',
    emTransporte: 'Em Transporte',
    entregues: 'Entregues',
    cancelados: 'Cancelados',
    usuarios: 'Total de Usuários',
  },
  atalhos: {
    produtos: 'Gerenciar Produtos',
    pedidos: 'Gerenciar Pedidos',
    usuarios: 'Gerenciar Usuários',
    logs: 'Logs do Sistema',
    chamados: 'Chamados',
    unidades: mensagensUnidades.acaoRapida,
  },
  /** What each shortcut card opens. */
  atalhosDescricao: {
    produtos: 'Cadastre, edite, ative ou exclua produtos.',
    pedidos: 'Acompanhe os pedidos e atualize o status.',
    usuarios: 'Conceda ou retire o acesso de administrador.',
    logs: 'Consulte as atividades registradas no portal.',
    chamados: 'Acompanhe os chamados da rede e atualize o status.',
    unidades: mensagensUnidades.acaoRapidaDescricao,
  },
  resumoTitulo: 'Resumo do portal',
  atalhosTitulo: 'Acesso rápido',
  pedidosPorSemanaTitulo: 'Pedidos por semana (últimas 12 semanas)',
  maisVendidosTitulo: 'Produtos mais pedidos neste mês',
  semVendas: 'Nenhum pedido neste mês ainda.',
  carregando: 'Carregando painel...',
  erroCarregar: 'Erro ao carregar o painel',
  /** Issue 33: the e-mail outbox's line on the dashboard. */
  emailsTitulo: 'Envio de e-mails',
  emailsEmDia: 'Nenhum e-mail aguardando envio.',
  emailsNaFila: (pendentes: number, minutos: number | null) =>
    `${pendentes.toLocaleString('pt-BR')} ${pendentes === 1 ? 'e-mail aguardando' : 'e-mails aguardando'} envio${
      minutos === null ? '' : `; o mais antigo há ${minutos.toLocaleString('pt-BR')} min`
    }.`,
  emailsFalhas: (falhas: number) =>
    `${falhas.toLocaleString('pt-BR')} ${falhas === 1 ? 'e-mail não foi enviado' : 'e-mails não foram enviados'} após 10 tentativas.`,
  /** `ate`: 'dd/mm/aaaa hh:mm' in Brasília. */
  emailsLimitados: (ate: string) =>
    `O serviço de e-mail atingiu o limite de envios e pediu uma pausa até ${ate}. Depois disso, os códigos de verificação saem primeiro.`,
  /** The weekly chart's text alternative; `semana` is the Monday of the busiest week ('02/03/2026'). */
  resumoPorSemana: (total: number, maior: { semana: string; quantidade: number } | null) =>
    total === 0 || !maior
      ? 'Nenhum pedido nas últimas 12 semanas.'
      : `${pedidos(total)} nas últimas 12 semanas. A semana com mais pedidos começou em ${maior.semana}, com ${pedidos(maior.quantidade)}.`,
  /** The top-5 chart's text alternative, most ordered first. */
  resumoMaisVendidos: (itens: readonly { nome: string; quantidade: number }[]) =>
    `${itens.length === 1 ? 'O produto mais pedido' : `Os ${itens.length} produtos mais pedidos`} neste mês: ${itens
      .map((item) => `${item.nome}, ${unidades(item.quantidade)}`)
      .join('; ')}.`,
} as const;
