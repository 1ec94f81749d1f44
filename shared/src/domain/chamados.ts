import type { DadosChamado } from '../schemas/chamado.ts';

/** The ticket fields' labels, as the form shows them (also the detail views and the support e-mail). */
export const rotulosChamado: Record<keyof DadosChamado, string> = {
  titulo: 'Título',
  formulario: 'Tipo de formulário',
  contratante: 'Contratante',
  formaPagamento: 'Forma de pagamento',
  dadosPagamento: 'Dados de pagamento',
  dataPagamento: 'Data de pagamento',
  notaFiscal: 'Status da nota fiscal',
  motivoNaoEmissao: 'Motivo da não emissão',
  tipoSolicitacao: 'Tipo de solicitação',
  descricaoDemanda: 'Descrição da demanda',
  materiais: 'Materiais',
  quantidadeTamanho: 'Descrição da quantidade e tamanho',
  prazoEntrega: 'Prazo de entrega',
};

/** 'yyyy-mm-dd' as people read it: 'dd/mm/aaaa'. */
const dataLegivel = (dia: string) => dia.split('-').reverse().join('/');

const campos = Object.keys(rotulosChamado) as (keyof DadosChamado)[];

/**
 * A ticket's filled fields in the form's order, as label and text ('' fields belong to a branch the
 * form did not show): materials joined, dates as dd/mm/aaaa.
 */
export function camposPreenchidos(
  chamado: DadosChamado,
): { campo: keyof DadosChamado; rotulo: string; valor: string }[] {
  return campos.flatMap((campo) => {
    const bruto = chamado[campo];
    const valor = Array.isArray(bruto)
      ? bruto.join(', ')
      : campo === 'dataPagamento' || campo === 'prazoEntrega'
        ? dataLegivel(bruto)
        : bruto;
    return valor === '' ? [] : [{ campo, rotulo: rotulosChamado[campo], valor }];
  });
}
