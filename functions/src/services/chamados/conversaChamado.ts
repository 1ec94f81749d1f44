import {
  type Chamado,
  type LadoConversa,
  mensagensLimites,
  type RespostaChamado,
  textosAtividade,
} from '@portal/shared';
import type { ChamadoDoc } from '../../data/chamados/chamadosRepository.ts';
import type { Versioned } from '../../data/cosmosItems.ts';
import { retryOnConflict } from '../../data/retryOnConflict.ts';
import type { UsuarioDoc, UsuariosRepository } from '../../data/usuarios/usuariosRepository.ts';
import { criarUmaVez, digestOf } from '../idempotency.ts';
import { cap } from '../slidingWindow.ts';
import type { AberturaChamadoDeps } from './aberturaChamado.ts';
import { ladoDe, toChamado } from './chamadoView.ts';
import { type ChaveResposta, createRespostaChamado, politicaResposta, temResposta } from './respostaChamado.ts';

/** What filing a ticket needs, and a way to read one the user may see (their own, any for an admin). */
export interface ConversaChamadoDeps extends AberturaChamadoDeps {
  legivel: (user: UsuarioDoc, numero: number) => Promise<Versioned<ChamadoDoc>>;
  /** Users as they are now: a reply notice goes to an admin only while they still are one. */
  usuarios: Pick<UsuariosRepository, 'get'>;
}

/**
 * Replies one user may send in any minute (issue 32): ten means one every six seconds, faster than anyone writes
 * them; a script's burst (59 in five seconds) stops at the tenth.
 */
export const regraRespostas = cap(10, 60_000);

/** A reply written, or the one already written with the same key (`created: false`). */
type Respondido = { chamado: Chamado; created: boolean };

/**
 * A ticket's conversation (issue 21): replies (respostaChamado.ts writes them, avisoResposta.ts tells the other side)
 * and read markers. A reply keeps `<user>:<Idempotency-Key>` and the digest of what it sent, so a retried request
 * finds it instead of adding it twice, and the key sent with other content is refused.
 */
export function createConversaChamado(deps: ConversaChamadoDeps) {
  const { chamados, now } = deps;
  const respostas = createRespostaChamado(deps);
  const ver = (lido: Versioned<ChamadoDoc>, lado: LadoConversa) =>
    toChamado(lido, lado, deps.prazos.vista(lido.doc.prazo, now()));

  const procurar = async (user: UsuarioDoc, numero: number, chave: ChaveResposta) => {
    const lido = await deps.legivel(user, numero);
    return temResposta(lido.doc, chave) ? lido : null;
  };

  /** A new reply within the user's reply limit, then its uploads tidied, the log line and its notice sent. */
  const responderNovo = async (
    user: UsuarioDoc,
    numero: number,
    resposta: RespostaChamado,
    idempotencyKey: string,
    chave: ChaveResposta,
  ): Promise<Respondido> => {
    await deps.janela.limitar(
      `respostas:${user.id}`,
      regraRespostas,
      mensagensLimites.respostasDemais,
      1,
      idempotencyKey,
    );
    const escrito = await respostas.escrever(user, numero, resposta, chave);
    if (!escrito.novo) return { chamado: ver(escrito.gravado, escrito.lado), created: false };
    const { doc } = escrito.gravado;
    await deps.uploads.discard(user.id, politicaResposta, resposta.anexo_upload_ids).catch(() => undefined);
    await deps.activity
      .record({
        tipo: 'Sistema',
        acao: textosAtividade.acoes.chamadoRespondido,
        detalhes: textosAtividade.detalhes.chamadoRespondido(
          doc.protocolo,
          escrito.lado,
          resposta.anexo_upload_ids.length,
          escrito.mudaStatus,
        ),
        usuario: user,
      })
      .catch((error: unknown) => console.warn(`ticket ${doc.protocolo}: activity log failed`, error));
    // A notice due now goes now; one for later, and one a mail outage holds back, the timer's sweep sends.
    if (escrito.email) await deps.outbox.dispatch('chamados', doc.userId, escrito.email).catch(() => false);
    return { chamado: ver(escrito.gravado, escrito.lado), created: true };
  };

  return {
    /**
     * A reply by the ticket's requester or an admin (anyone else: not found), within the user's reply limit (a retry
     * of a reply already written is not counted again).
     */
    responder: (user: UsuarioDoc, numero: number, resposta: RespostaChamado, idempotencyKey: string) => {
      const chave = { chave: `${user.id}:${idempotencyKey}`, impressao: digestOf(resposta) };
      return criarUmaVez<ChamadoDoc, Respondido>(
        {
          procurar: () => procurar(user, numero, chave),
          async repetir(encontrado) {
            await deps.uploads.discard(user.id, politicaResposta, resposta.anexo_upload_ids).catch(() => undefined);
            return { chamado: ver(encontrado, ladoDe(encontrado.doc, user.id)), created: false };
          },
        },
        () => responderNovo(user, numero, resposta, idempotencyKey, chave),
      );
    },

    /** The caller's side has read the ticket now: its unread marker goes (a write only when it was unread). */
    async marcarLido(user: UsuarioDoc, numero: number): Promise<Chamado> {
      return retryOnConflict(async () => {
        const lido = await deps.legivel(user, numero);
        const lado = ladoDe(lido.doc, user.id);
        const visto = ver(lido, lado);
        if (!visto.nao_lido) return visto;
        const time = now().toISOString();
        const next: ChamadoDoc = {
          ...lido.doc,
          ...(lado === 'solicitante' ? { lido_solicitante_em: time } : { lido_suporte_em: time }),
        };
        return ver(await chamados.update(next, lido.etag), lado);
      });
    },
  };
}
export type ConversaChamado = ReturnType<typeof createConversaChamado>;
