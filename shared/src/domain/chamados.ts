import { formatDay } from '../format/dates.ts';
import { mensagensChamados } from '../mensagens/chamados.ts';
import type { Chamado, DadosChamado, StatusChamado } from '../schemas/chamado.ts';
import type { ResumoChamado } from '../schemas/chamadosConsulta.ts';

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
    const valor = Array.isArray(bruto) ? bruto.join(', ') : formatDay(bruto);
    return valor.trim() === ''
      ? []
      : [{ campo, rotulo: mensagensChamados.rotulos[campo], valor, longo: longos.has(campo) }];
  });
}

/** Days after a ticket is resolved during which its requester's reply reopens it (issue 21). */
export const diasParaReabrir = 7;

/** The most replies one ticket takes: a longer exchange is a new ticket (and the document stays small). */
export const maximoMensagens = 200;

/** The longest reply, in characters. */
export const maximoTextoResposta = 5000;

/** Who speaks in a ticket's conversation: its requester, or the support team (any admin). */
export type LadoConversa = 'solicitante' | 'suporte';

/**
 * What a reply does to a ticket: nothing to its status; the requester's reopens a resolved ticket ('Em andamento')
 * within `diasParaReabrir` days of its resolution, after that it is refused (a new ticket is asked), and ends a wait for
 * them ('Aguardando franqueado'); the support's
 * first reply to an open ticket starts it ('Em andamento').
 */
export function efeitoDaResposta(
  chamado: { status: StatusChamado; historico_status: readonly { status: StatusChamado; em: string }[] },
  lado: LadoConversa,
  agora: Date,
): 'nenhum' | 'emAndamento' | 'prazoEncerrado' {
  if (lado === 'suporte') return chamado.status === 'Aberto' ? 'emAndamento' : 'nenhum';
  // Issue 36: the requester's answer ends the wait, and the resolution clock runs again.
  if (chamado.status === 'Aguardando franqueado') return 'emAndamento';
  if (chamado.status !== 'Resolvido') return 'nenhum';
  const resolvido = chamado.historico_status.findLast((evento) => evento.status === 'Resolvido')?.em;
  const limite = resolvido ? new Date(resolvido).getTime() + diasParaReabrir * 24 * 60 * 60 * 1000 : 0;
  return agora.getTime() <= limite ? 'emAndamento' : 'prazoEncerrado';
}

/** A ticket's list row, from the ticket as its detail has it (the lists show what a change of it left). */
export const resumoDoChamado = ({
  id,
  protocolo,
  titulo,
  formulario,
  tipoSolicitacao,
  status,
  created_at,
  user,
  ultima_atividade,
  nao_lido,
  mensagens,
  prazo,
}: Chamado): ResumoChamado => ({
  id,
  protocolo,
  titulo,
  formulario,
  tipoSolicitacao,
  status,
  created_at,
  user,
  ultima_atividade,
  nao_lido,
  respostas: mensagens.length,
  ultimo_lado: mensagens.at(-1)?.autor.lado ?? null,
  ...(prazo === undefined ? {} : { prazo }),
});
