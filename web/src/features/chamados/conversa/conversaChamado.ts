import type { LadoConversa } from '@portal/shared/domain/chamados';
import type { Chamado, MensagemChamado, StatusChamado } from '@portal/shared/schemas/chamado';
import type { EscopoChamados } from '../buscaUrl.ts';

/** One entry of a ticket's timeline: a reply, or a status change (the first is the opening). */
export type EventoConversa =
  | { tipo: 'mensagem'; em: string; mensagem: MensagemChamado }
  | { tipo: 'status'; em: string; status: StatusChamado; por: string; abertura: boolean };

/**
 * At the same instant: the opening first, then the replies, then the status changes — a reply that reopens or
 * starts a ticket is written with the change it causes, and reads before it.
 */
const ordem = (evento: EventoConversa) => (evento.tipo === 'mensagem' ? 1 : evento.abertura ? 0 : 2);

/** A ticket's replies and status changes as one timeline, oldest first. */
export function linhaDoTempo(chamado: Pick<Chamado, 'mensagens' | 'historico_status'>): EventoConversa[] {
  const eventos: EventoConversa[] = [
    ...chamado.historico_status.map(
      (evento, indice): EventoConversa => ({ tipo: 'status', ...evento, abertura: indice === 0 }),
    ),
    ...chamado.mensagens.map((mensagem): EventoConversa => ({ tipo: 'mensagem', em: mensagem.em, mensagem })),
  ];
  // A stable sort: replies of the same instant keep the API's order.
  return eventos.sort((a, b) => Date.parse(a.em) - Date.parse(b.em) || ordem(a) - ordem(b));
}

/** Who reads a ticket: their username (unknown while the session is being read) and their side. */
export interface Leitor {
  username: string | undefined;
  lado: LadoConversa;
}

/**
 * The caller's side, as the API decides it: the requester when they filed the ticket (every ticket of
 * /meus-chamados; on the admin screen, one the admin filed), otherwise the support team.
 */
export function leitorDoChamado(
  escopo: EscopoChamados,
  chamado: Pick<Chamado, 'user'>,
  username: string | undefined,
): Leitor {
  const solicitante = escopo === 'meus' || chamado.user.username === username;
  return { username, lado: solicitante ? 'solicitante' : 'suporte' };
}

/** The caller's own reply: the requester's side is one person; on the support's, the same admin. */
export const respostaPropria = ({ autor }: MensagemChamado, leitor: Leitor) =>
  autor.lado === leitor.lado && (autor.lado === 'solicitante' || autor.username === leitor.username);
