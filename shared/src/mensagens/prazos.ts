/** Ticket deadlines in business hours (issue 36): the badges, the list's controls, the dashboard and the e-mail. */

const horasOuMinutos = (minutos: number) =>
  minutos < 60 ? `${minutos} min` : `${Math.floor(minutos / 60).toLocaleString('pt-BR')} h`;

export const mensagensPrazos = {
  atrasado: 'Atrasado',
  venceEm: (minutosUteis: number) => `Vence em ${horasOuMinutos(minutosUteis)}`,
  colunaPrazo: 'Prazo',
  semPrazo: '—',
  alvos: { primeira_resposta: 'Primeira resposta', resolucao: 'Resolução' },
  ordenarPor: 'Ordenar por',
  somenteAtrasados: 'Somente atrasados',
  filtroAtrasados: 'Filtro de atrasados inválido.',
  ordemInvalida: 'Ordem inválida.',
  statusDesligado: 'Status do chamado inválido.',
  painel: {
    titulo: 'Prazos dos chamados',
    atrasados: 'Atrasados',
    vencemHoje: 'Vencem hoje',
    verAtrasados: 'Ver os chamados atrasados',
  },
  emailAssunto: (protocolo: string, alvo: string) => `Chamado ${protocolo}: 80% do prazo de ${alvo.toLowerCase()}`,
  emailTexto: (protocolo: string, alvo: string, venceEm: string) =>
    `O chamado ${protocolo} chegou a 80% do prazo de ${alvo.toLowerCase()}. Vence em ${venceEm}.`,
  // The same warning when the target was already missed (a reopened or resumed ticket, or one switched back on).
  emailAssuntoAtrasado: (protocolo: string, alvo: string) =>
    `Chamado ${protocolo}: prazo de ${alvo.toLowerCase()} vencido`,
  emailTextoAtrasado: (protocolo: string, alvo: string, venceuEm: string) =>
    `O chamado ${protocolo} está atrasado: o prazo de ${alvo.toLowerCase()} venceu em ${venceuEm}.`,
  emailAbrir: (protocolo: string) => `Abrir o chamado ${protocolo} no portal`,
} as const;
