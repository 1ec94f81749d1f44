import { randomUUID } from 'node:crypto';
import {
  type Chamado,
  diasParaReabrir,
  efeitoDaResposta,
  type LadoConversa,
  maximoMensagens,
  mensagensConversa,
  mensagensLimites,
  type RespostaChamado,
  textosAtividade,
  verificarSelecao,
} from '@portal/shared';
import type { AvisoResposta, ChamadoDoc } from '../../data/chamados/chamadosRepository.ts';
import type { Versioned } from '../../data/cosmosItems.ts';
import type { OutboxDoc } from '../../data/outbox/outboxRepository.ts';
import { retryOnConflict } from '../../data/retryOnConflict.ts';
import type { UsuarioDoc, UsuariosRepository } from '../../data/usuarios/usuariosRepository.ts';
import { conflict, invalid } from '../../errors.ts';
import { chamadoRespostaEmail } from '../emails/chamadoRespostaEmail.ts';
import { criarUmaVez, digestDe, exigirMesmaRequisicao } from '../idempotencia.ts';
import { possuiPermissao } from '../policies.ts';
import { cap } from '../slidingWindow.ts';
import type { AberturaChamadoDeps } from './aberturaChamado.ts';
import { createAnexosChamado } from './anexosChamado.ts';
import { ladoDe, toChamado } from './chamadoView.ts';

/** What filing a ticket needs, and a way to read one the user may see (their own, any for an admin). */
export interface ConversaChamadoDeps extends AberturaChamadoDeps {
  legivel: (user: UsuarioDoc, numero: number) => Promise<Versioned<ChamadoDoc>>;
  /** Users as they are now: a reply notice goes to an admin only while they still are one. */
  usuarios: Pick<UsuariosRepository, 'get'>;
}

/** Replies' files are the broad ticket policy's (documents, pictures, video, audio). */
const politica = 'anexo-chamado';

/** Under Cosmos DB's 2 MB per item, with room for the system properties and the e-mail's batch. */
const tamanhoMaximoChamado = 1_800_000;

/**
 * Replies one user may send in any minute (issue 32): ten means one every six seconds, faster than anyone writes
 * them; a script's burst (59 in five seconds) stops at the tenth.
 */
export const regraRespostas = cap(10, 60_000);

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

/**
 * Whether the ticket holds the reply written under `chave`; when it does, that reply must be this same request (its
 * text and uploads, `impressao`): the key with other content is refused (422), never answered with that reply.
 */
function temChave(doc: ChamadoDoc, chave: string, impressao: string): boolean {
  const escrita = doc.mensagens.find((mensagem) => mensagem.chave === chave);
  if (!escrita) return false;
  exigirMesmaRequisicao(escrita.impressao === undefined ? undefined : { corpo: escrita.impressao }, {
    corpo: impressao,
  });
  return true;
}

/** A reply written, or the one already written with the same key (`created: false`). */
type Respondido = { chamado: Chamado; created: boolean };

/** The reply being written, as its notice tells it, and its `<user>:<Idempotency-Key>` (the e-mail budget's event). */
interface Resposta {
  chave: string;
  autor: string;
  texto: string;
  anexos: number;
  reaberto: boolean;
}

/**
 * A ticket's conversation (issue 21). A reply is appended to the ticket itself — its text, its files copied into the
 * ticket's folder, a status change when it has one (efeitoDaResposta) — and written with the other side's notice in
 * one conditional batch; losing the race to another change re-reads and appends again (retryOnConflict), so people
 * answering at once all get in. The reply keeps `<user>:<Idempotency-Key>` and the digest of what it sent, so a retried
 * request finds it instead of adding it twice, and the key sent with other content is refused.
 */
export function createConversaChamado(deps: ConversaChamadoDeps) {
  const { chamados, now } = deps;
  const anexos = createAnexosChamado(deps.blobs, deps.uploads);

  const procurar = async (user: UsuarioDoc, numero: number, chave: string, impressao: string) => {
    const lido = await deps.legivel(user, numero);
    return temChave(lido.doc, chave, impressao) ? lido : null;
  };

  /**
   * Who hears of a requester's reply: the admin who answered last, at their address now, while they still are an
   * admin; else (nobody answered yet, or that person was demoted or removed) the support mailbox.
   */
  const destinoDoSuporte = async (doc: ChamadoDoc) => {
    const ultimo = doc.mensagens.findLast((mensagem) => mensagem.autor.lado === 'suporte');
    // A user that cannot be read now (gone, or a document that fails its schema) is no admin to tell.
    const atual = ultimo ? await deps.usuarios.get(ultimo.autor.userId).catch(() => null) : null;
    return atual && possuiPermissao(atual, 'isAdmin') ? atual.email : deps.caixaSuporte;
  };

  /**
   * The notice of a reply to the other side (`destino`), coalesced (janelaAvisosMs): the notice still waiting to go,
   * now covering this reply too (rewritten at the version read); else a new one, at once after a quiet spell or when
   * the last notice's window ends. `agora` says whether it goes right after the write.
   */
  const avisar = async (
    doc: ChamadoDoc,
    proximo: ChamadoDoc,
    destino: { email: string; lado: LadoConversa },
    resposta: Resposta,
  ): Promise<{ aviso: AvisoResposta; registro: { doc: OutboxDoc; etag?: string }; agora: boolean } | null> => {
    const agoraMs = now().getTime();
    const email = (aviso: Omit<AvisoResposta, 'outbox_id' | 'enviar_em'>) =>
      chamadoRespostaEmail(proximo, { ...resposta, ...aviso }, destino, deps.portalUrl);
    const anterior = doc.avisos?.[destino.lado];
    const aguardando =
      anterior && Date.parse(anterior.enviar_em) > agoraMs
        ? await chamados.aviso(doc.userId, anterior.outbox_id)
        : null;
    // Still as written (no sender has tried it): it takes this reply in.
    if (anterior && aguardando?.doc.status === 'pendente' && aguardando.doc.tentativas === 0) {
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
    }
    // A new e-mail to the support team counts against the requester's hourly budget; past it, none (the reply still
    // shows as unread on the support team's list).
    // Counted once per reply, however often a lost race makes it try its write again.
    const dentro =
      destino.lado !== 'suporte' ||
      (await deps.janela.cabe(`avisos:${doc.userId}`, regraAvisosAoSuporte, resposta.chave));
    if (!dentro) return null;
    const enviarEm = new Date(anterior ? Math.max(agoraMs, Date.parse(anterior.enviar_em) + janelaAvisosMs) : agoraMs);
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
  };

  const escrever = async (
    user: UsuarioDoc,
    numero: number,
    resposta: RespostaChamado,
    { chave, impressao }: { chave: string; impressao: string },
  ) => {
    const primeiro = await deps.legivel(user, numero);
    const lado = ladoDe(primeiro.doc, user.id);
    // A concurrent request with this key wrote its reply after the key was first looked for.
    if (temChave(primeiro.doc, chave, impressao)) return { gravado: primeiro, lado, novo: false as const };
    const excesso = verificarSelecao(politica, resposta.anexo_upload_ids.length);
    if (excesso) throw invalid(excesso);
    const conferir = (doc: ChamadoDoc) => {
      const efeito = efeitoDaResposta(doc, lado, now());
      if (efeito === 'prazoEncerrado') throw conflict(mensagensConversa.prazoEncerrado(diasParaReabrir));
      if (doc.mensagens.length >= maximoMensagens) throw conflict(mensagensConversa.mensagensDemais);
      return efeito;
    };
    conferir(primeiro.doc);

    const id = randomUUID();
    const guardados = await anexos.guardar(
      user.id,
      politica,
      { uploadIds: resposta.anexo_upload_ids },
      (ordem, extensao) => `${primeiro.doc.userId}/${primeiro.doc.numero}/resposta-${id}-${ordem}.${extensao}`,
      { mensagem_id: id },
    );
    try {
      // Another reply or status change written since the read: read again and append again, after a jittered pause.
      return await retryOnConflict(async (attempt) => {
        const lido = attempt === 1 ? primeiro : await deps.legivel(user, numero);
        // A concurrent request with this key got in first: its reply is the answer.
        if (attempt > 1 && temChave(lido.doc, chave, impressao)) {
          await anexos.remover(guardados);
          return { gravado: lido, lado, novo: false as const };
        }
        const efeito = conferir(lido.doc);
        const time = now().toISOString();
        const doc = lido.doc;
        const mudaStatus = efeito === 'emAndamento';
        const respondido: ChamadoDoc = {
          ...doc,
          anexos: [...doc.anexos, ...guardados],
          mensagens: [
            ...doc.mensagens,
            {
              id,
              chave,
              impressao,
              autor: { userId: user.id, username: user.username, email: user.email, lado },
              texto: resposta.texto,
              em: time,
            },
          ],
          status: mudaStatus ? 'Em andamento' : doc.status,
          historico_status: mudaStatus
            ? [...doc.historico_status, { status: 'Em andamento', por: user.username, em: time }]
            : doc.historico_status,
          updated_at: time,
          ultima_atividade: time,
          ...(lado === 'solicitante'
            ? { atividade_solicitante_em: time, lido_solicitante_em: time }
            : { atividade_suporte_em: time, lido_suporte_em: time }),
        };
        const destino =
          lado === 'solicitante'
            ? { email: await destinoDoSuporte(doc), lado: 'suporte' as const }
            : { email: doc.user.email, lado: 'solicitante' as const };
        const avisado = await avisar(doc, respondido, destino, {
          chave,
          autor: user.username,
          texto: resposta.texto,
          anexos: guardados.length,
          reaberto: mudaStatus && lado === 'solicitante',
        });
        const next: ChamadoDoc = avisado
          ? { ...respondido, avisos: { ...doc.avisos, [destino.lado]: avisado.aviso } }
          : respondido;
        // Cosmos DB refuses an item over 2 MB: a conversation that long is a new ticket (a refusal, not a 500). What
        // is measured is what is stored: the JSON text, escapes included, in UTF-8.
        if (Buffer.byteLength(JSON.stringify(next)) > tamanhoMaximoChamado) {
          throw conflict(mensagensConversa.mensagensDemais);
        }
        const gravado = avisado
          ? await chamados.responder(next, lido.etag, avisado.registro)
          : await chamados.update(next, lido.etag);
        const email = avisado?.agora ? avisado.registro.doc.id : undefined;
        return { gravado, lado, novo: true as const, email, mudaStatus };
      });
    } catch (error) {
      await anexos.remover(guardados);
      throw error;
    }
  };

  return {
    /**
     * A reply by the ticket's requester or an admin (anyone else: not found), within the user's reply limit (a retry
     * of a reply already written is not counted again).
     */
    responder: (user: UsuarioDoc, numero: number, resposta: RespostaChamado, idempotencyKey: string) => {
      const chave = `${user.id}:${idempotencyKey}`;
      const impressao = digestDe(resposta);
      return criarUmaVez<ChamadoDoc, Respondido>(
        {
          procurar: () => procurar(user, numero, chave, impressao),
          async repetir(encontrado) {
            await deps.uploads.discard(user.id, politica, resposta.anexo_upload_ids).catch(() => undefined);
            return { chamado: toChamado(encontrado, ladoDe(encontrado.doc, user.id)), created: false };
          },
        },
        async () => {
          await deps.janela.limitar(
            `respostas:${user.id}`,
            regraRespostas,
            mensagensLimites.respostasDemais,
            1,
            idempotencyKey,
          );
          const escrito = await escrever(user, numero, resposta, { chave, impressao });
          if (!escrito.novo) return { chamado: toChamado(escrito.gravado, escrito.lado), created: false };
          const { doc } = escrito.gravado;
          await deps.uploads.discard(user.id, politica, resposta.anexo_upload_ids).catch(() => undefined);
          await deps.activity
            .record({
              tipo: 'Sistema',
              acao: textosAtividade.acoes.chamadoRespondido,
              detalhes: textosAtividade.detalhes.chamadoRespondido(
                doc.protocolo,
                escrito.lado,
                resposta.anexo_upload_ids.length,
                escrito.mudaStatus === true,
              ),
              usuario: user,
            })
            .catch((error: unknown) => console.warn(`ticket ${doc.protocolo}: activity log failed`, error));
          // A notice due now goes now; one for later, and one a mail outage holds back, the timer's sweep sends.
          if (escrito.email) await deps.outbox.dispatch('chamados', doc.userId, escrito.email).catch(() => false);
          return { chamado: toChamado(escrito.gravado, escrito.lado), created: true };
        },
      );
    },

    /** The caller's side has read the ticket now: its unread marker goes (a write only when it was unread). */
    async marcarLido(user: UsuarioDoc, numero: number): Promise<Chamado> {
      return retryOnConflict(async () => {
        const lido = await deps.legivel(user, numero);
        const lado = ladoDe(lido.doc, user.id);
        const visto = toChamado(lido, lado);
        if (!visto.nao_lido) return visto;
        const time = now().toISOString();
        const next: ChamadoDoc = {
          ...lido.doc,
          ...(lado === 'solicitante' ? { lido_solicitante_em: time } : { lido_suporte_em: time }),
        };
        return toChamado(await chamados.update(next, lido.etag), lado);
      });
    },
  };
}
export type ConversaChamado = ReturnType<typeof createConversaChamado>;
