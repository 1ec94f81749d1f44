import type { Chamado, StatusChamado } from '@portal/shared';
import type { BadgeTone } from '../../components/Badge.tsx';

/** The ticket statuses in the Badge's tones: open yellow, in progress blue, resolved green. */
const tons: Record<StatusChamado, BadgeTone> = {
  Aberto: 'pendente',
  'Em andamento': 'transporte',
  Resolvido: 'aprovado',
};

export const tomDoStatusChamado = (status: StatusChamado): BadgeTone => tons[status];

/** A form's date field ('2026-03-05') as people read it ('05/03/2026'); anything else as it came. */
export function formatarDia(dia: string): string {
  const partes = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dia);
  return partes ? `${partes[3]}/${partes[2]}/${partes[1]}` : dia;
}

export interface CampoChamado {
  rotulo: string;
  valor: string;
  /** Free text that may run long: shown across the whole width, line breaks kept. */
  longo: boolean;
}

/**
 * The form's fields a ticket has, labelled in pt-BR. An empty field was not part of that ticket's form
 * (the API stores '' for the fields of the other branches), so it is left out.
 */
export function camposDoChamado(chamado: Chamado): CampoChamado[] {
  const campos: [string, string, boolean][] = [
    ['Título', chamado.titulo, false],
    ['Tipo de formulário', chamado.formulario, false],
    ['Contratante', chamado.contratante, false],
    ['Forma de pagamento', chamado.formaPagamento, false],
    ['Dados de pagamento', chamado.dadosPagamento, true],
    ['Data de pagamento', formatarDia(chamado.dataPagamento), false],
    ['Status da nota fiscal', chamado.notaFiscal, false],
    ['Motivo da não emissão', chamado.motivoNaoEmissao, true],
    ['Tipo de solicitação', chamado.tipoSolicitacao, false],
    ['Descrição da demanda', chamado.descricaoDemanda, true],
    ['Materiais', chamado.materiais.join(', '), false],
    ['Quantidade e tamanho', chamado.quantidadeTamanho, true],
    ['Prazo de entrega', formatarDia(chamado.prazoEntrega), false],
  ];
  return campos.filter(([, valor]) => valor.trim() !== '').map(([rotulo, valor, longo]) => ({ rotulo, valor, longo }));
}
