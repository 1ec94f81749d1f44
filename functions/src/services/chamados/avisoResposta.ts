import type { LadoConversa } from '@portal/shared';
import type { AvisoResposta, ChamadoDoc } from '../../data/chamados/chamadosRepository.ts';
import type { OutgoingEmail } from '../../data/emailSender.ts';
import type { OutboxDoc } from '../../data/outbox/outboxRepository.ts';
import { chamadoRespostaEmail } from '../emails/chamadoRespostaEmail.ts';
import { possuiPermissao } from '../policies.ts';
import { cap } from '../slidingWindow.ts';
import type { ConversaChamadoDeps } from './conversaChamado.ts';

/**
 * E-mails to the support team one requester's replies may start in any hour, across all their tickets (issue 32):
 * past it a reply is written and shows as unread in /admin-chamados, but e-mails nobody. Each ticket is coalesced on
 * its own (janelaAvisosMs); this bounds the sum, so no account spends the e-mail quota that sign-in codes depend on.
 */
export const regraAvisosAoSuporte = cap(12, 60 * 60_000);

/**
 * One side of a ticket hears of the other side's replies at most once in any ten minutes (issue 32): the first reply
 * after a quiet spell is e-mailed at once; those within ten minutes of the last notice wait for one e-mail when the ten
 * minutes are over, naming how many replies it covers. A live exchange is read on the screen, not in the mailbox, and
 * a ticket costs each side at most six e-mails an hour however many replies it gets.
 */
export const janelaAvisosMs = 10 * 60_000;

/** The reply being written, as its notice tells it, and its `<user>:<Idempotency-Key>` (the e-mail budget's event). */
export interface RespostaAvisada {
  chave: string;
  autor: string;
  texto: string;
  anexos: number;
  reaberto: boolean;
}

/** Who is told of a reply: the other side's address and side. */
export interface DestinoAviso {
  email: string;
  lado: LadoConversa;
}

/** The notice of a reply, as written with it: the ticket's record of it, its outbox record, whether it goes now. */
export interface Avisado {
  aviso: AvisoResposta;
  registro: { doc: OutboxDoc; etag?: string };
  agora: boolean;
}

/** The e-mail that tells the other side of a ticket about replies (issue 32), coalesced per ticket and side. */
export function createAvisoResposta(
  deps: Pick<ConversaChamadoDeps, 'chamados' | 'usuarios' | 'janela' | 'outbox' | 'caixaSuporte' | 'portalUrl' | 'now'>,
) {
  const { chamados, now } = deps;

  /**
   * Who hears of a requester's reply: the admin who answered last, at their address now, while they still are an
   * admin; else (nobody answered yet, or that person was demoted or removed) the support mailbox.
   */
  const emailDoSuporte = async (doc: ChamadoDoc) => {
    const ultimo = doc.mensagens.findLast((mensagem) => mensagem.autor.lado === 'suporte');
    // A user that cannot be read now (gone, or a document that fails its schema) is no admin to tell.
    const atual = ultimo ? await deps.usuarios.get(ultimo.autor.userId).catch(() => null) : null;
    return atual && possuiPermissao(atual, 'isAdmin') ? atual.email : deps.caixaSuporte;
  };

  /**
   * The notice still waiting to go, when no sender has tried it yet: it takes this reply in (rewritten at the version
   * read). Null when there is none.
   */
  const juntarAoPendente = async (
    doc: ChamadoDoc,
    lado: LadoConversa,
    resposta: RespostaAvisada,
    agoraMs: number,
    email: (aviso: Omit<AvisoResposta, 'outbox_id' | 'enviar_em'>) => OutgoingEmail,
  ): Promise<Avisado | null> => {
    const anterior = doc.avisos?.[lado];
    if (!anterior || Date.parse(anterior.enviar_em) <= agoraMs) return null;
    const aguardando = await chamados.aviso(doc.userId, anterior.outbox_id);
    if (aguardando?.doc.status !== 'pendente' || aguardando.doc.tentativas !== 0) return null;
    const aviso = {
      ...anterior,
      respostas: anterior.respostas + 1,
      anexos: anterior.anexos + resposta.anexos,
      reaberto: anterior.reaberto || resposta.reaberto,
    };
    return {
      aviso,
      registro: { doc: { ...aguardando.doc, email: email(aviso) }, etag: aguardando.etag },
      agora: false,
    };
  };

  return {
    /** The other side of a reply by `lado`. */
    destino: async (doc: ChamadoDoc, lado: LadoConversa): Promise<DestinoAviso> =>
      lado === 'solicitante'
        ? { email: await emailDoSuporte(doc), lado: 'suporte' }
        : { email: doc.user.email, lado: 'solicitante' },

    /**
     * The notice of a reply to the other side (`destino`), coalesced (janelaAvisosMs): the notice still waiting to go,
     * now covering this reply too; else a new one, at once after a quiet spell or when the last notice's window ends.
     * `agora` says whether it goes right after the write; null when the requester's hourly budget leaves none.
     */
    async avisar(
      doc: ChamadoDoc,
      proximo: ChamadoDoc,
      destino: DestinoAviso,
      resposta: RespostaAvisada,
    ): Promise<Avisado | null> {
      const agoraMs = now().getTime();
      const email = (aviso: Omit<AvisoResposta, 'outbox_id' | 'enviar_em'>) =>
        chamadoRespostaEmail(proximo, { ...resposta, ...aviso }, destino, deps.portalUrl);
      const juntado = await juntarAoPendente(doc, destino.lado, resposta, agoraMs, email);
      if (juntado) return juntado;
      // A new e-mail to the support team counts against the requester's hourly budget; past it, none (the reply still
      // shows as unread on the support team's list). Counted once per reply, however often a lost race makes it try
      // its write again.
      const dentro =
        destino.lado !== 'suporte' ||
        (await deps.janela.cabe(`avisos:${doc.userId}`, regraAvisosAoSuporte, resposta.chave));
      if (!dentro) return null;
      const anterior = doc.avisos?.[destino.lado];
      const enviarEm = new Date(
        anterior ? Math.max(agoraMs, Date.parse(anterior.enviar_em) + janelaAvisosMs) : agoraMs,
      );
      const cobre = { respostas: 1, anexos: resposta.anexos, reaberto: resposta.reaberto };
      const registro = deps.outbox.record({
        email: email(cobre),
        userId: doc.userId,
        origem: { tipo: 'chamado', id: doc.id },
        enviarEm,
      });
      return {
        aviso: { outbox_id: registro.id, enviar_em: enviarEm.toISOString(), ...cobre },
        registro: { doc: registro },
        agora: enviarEm.getTime() <= agoraMs,
      };
    },
  };
}
export type AvisoRespostaService = ReturnType<typeof createAvisoResposta>;
