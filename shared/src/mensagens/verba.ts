import { formatPreco } from '../format/money.ts';
import { mensagensPedidos } from './pedidos.ts';

/** Issue 36: the units' gift budget (verba de brindes). */
export const mensagensVerba = {
  titulo: 'Verba de brindes',
  valor: 'Verba do período (R$)',
  periodo: 'Período',
  gasto: 'Gasto',
  saldo: 'Saldo',
  semVerba: 'Sem verba definida',
  definir: 'Definir verba',
  salvar: 'Salvar verba',
  definida: 'Verba da unidade salva com sucesso!',
  erroSalvar: 'Erro ao salvar a verba da unidade',
  valorInvalido: 'Verba inválida: informe um valor em reais, com no máximo dois decimais',
  valorMaximo: `A verba não pode passar de ${formatPreco(1_000_000_000)}`,
  periodoInvalido: 'Período inválido para a verba',
  saldoDaUnidade: (saldo: number) => `Saldo da unidade: ${formatPreco(saldo)}`,
  /** The cart of a user with several units names each. */
  saldoDe: (unidade: string, saldo: number) => `${unidade} — Saldo da unidade: ${formatPreco(saldo)}`,
  /** The reason an order waits for approval shown to the admin: what it asks beyond the unit's balance. */
  acimaDaVerba: mensagensPedidos.acimaDaVerba,
  /** The dashboard's section (issue 36). */
  painel: {
    titulo: 'Verba de brindes por unidade',
    periodo: (periodo: string) => `Período atual: ${periodo}`,
    unidade: 'Unidade',
    uso: 'Uso',
    acimaDoAlerta: 'Acima de 80 %',
    grafico: 'Uso da verba por unidade',
    resumo: (unidades: number, acima: number) =>
      `${unidades} ${unidades === 1 ? 'unidade' : 'unidades'} com verba; ${acima} acima de 80 % dela`,
    nenhuma: 'Nenhuma unidade cadastrada.',
    semVerbas: 'Nenhuma unidade com verba definida neste período.',
    exportar: 'Exportar tabela',
    carregando: 'Carregando verbas...',
    erroCarregar: 'Erro ao carregar as verbas das unidades',
    arquivo: (periodo: string) => `verba-unidades-${periodo}.csv`,
  },
  atividade: {
    definida: 'Verba da unidade definida',
    detalhes: (unidade: string, periodo: string, valor: number) => `${unidade} — ${periodo}: ${formatPreco(valor)}`,
  },
} as const;
