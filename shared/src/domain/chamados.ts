import { formatarDia } from '../format/datas.ts';
import { mensagensChamados } from '../mensagens/chamados.ts';
import type { DadosChamado } from '../schemas/chamado.ts';

const campos = Object.keys(mensagensChamados.rotulos) as (keyof DadosChamado)[];

/** Free text that may run long: detail views show it across the whole width, line breaks kept. */
const longos = new Set<keyof DadosChamado>([
  'dadosPagamento',
  'motivoNaoEmissao',
  'descricaoDemanda',
  'quantidadeTamanho',
]);

export interface CampoPreenchido {
  campo: keyof DadosChamado;
  rotulo: string;
  valor: string;
  longo: boolean;
}

/**
 * A ticket's filled fields in the form's order, labelled as the form labels them (the detail views and the
 * support e-mail): a blank field belongs to a branch its form did not show and is left out; materials are
 * joined and dates read dd/mm/aaaa.
 */
export function camposPreenchidos(chamado: DadosChamado): CampoPreenchido[] {
  return campos.flatMap((campo) => {
    const bruto = chamado[campo];
    const valor = Array.isArray(bruto) ? bruto.join(', ') : formatarDia(bruto);
    return valor.trim() === ''
      ? []
      : [{ campo, rotulo: mensagensChamados.rotulos[campo], valor, longo: longos.has(campo) }];
  });
}
