import { randomUUID } from 'node:crypto';
import {
  type Chamado,
  diasParaReabrir,
  efeitoDaResposta,
  maximoMensagens,
  mensagensConversa,
  type RespostaChamado,
  textosAtividade,
  verificarSelecao,
} from '@portal/shared';
import type { ChamadoDoc } from '../../data/chamados/chamadosRepository.ts';
import type { Versioned } from '../../data/cosmosItems.ts';
import { retryOnConflict } from '../../data/retryOnConflict.ts';
import type { UsuarioDoc } from '../../data/usuarios/usuariosRepository.ts';
import { conflict, invalid } from '../../errors.ts';
import { chamadoRespostaEmail } from '../emails/chamadoRespostaEmail.ts';
import { criarUmaVez } from '../idempotencia.ts';
import type { AberturaChamadoDeps } from './aberturaChamado.ts';
import { createAnexosChamado } from './anexosChamado.ts';
import { ladoDe, toChamado } from './chamadoView.ts';

/** What filing a ticket needs, and a way to read one the user may see (their own, any for an admin). */
export interface ConversaChamadoDeps extends AberturaChamadoDeps {
  legivel: (user: UsuarioDoc, numero: number) => Promise<Versioned<ChamadoDoc>>;
}

/** Replies' files are the broad ticket policy's (documents, pictures, video, audio). */
const politica = 'anexo-chamado';

/** Under Cosmos DB's 2 MB per item, with room for the system properties and the e-mail's batch. */
const tamanhoMaximoChamado = 1_800_000;

const temChave = (doc: ChamadoDoc, chave: string) => doc.mensagens.some((mensagem) => mensagem.chave === chave);

/** A reply written, or the one already written with the same key (`created: false`). */
type Respondido = { chamado: Chamado; created: boolean };

/**
 * A ticket's conversation (issue 21). A reply is appended to the ticket itself — its text, its files copied into the
 * ticket's folder, a status change when it has one (efeitoDaResposta) — and written with the other side's e-mail in
 * one conditional batch; losing the race to another change re-reads and appends again, so two people answering at
 * once both get in. The reply keeps `<user>:<Idempotency-Key>`, so a retried request finds it instead of adding it
 * twice.
 */
export function createConversaChamado(deps: ConversaChamadoDeps) {
  const { chamados, now } = deps;
  const anexos = createAnexosChamado(deps.blobs, deps.uploads);

  const procurar = async (user: UsuarioDoc, numero: number, chave: string) => {
    const lido = await deps.legivel(user, numero);
    return temChave(lido.doc, chave) ? lido : null;
  };

  /** Who hears of a requester's reply: the admin who answered last, else the support mailbox. */
  const destinoDoSuporte = (doc: ChamadoDoc) =>
    doc.mensagens.findLast((mensagem) => mensagem.autor.lado === 'suporte')?.autor.email ?? deps.caixaSuporte;

  const escrever = async (user: UsuarioDoc, numero: number, resposta: RespostaChamado, chave: string) => {
    const primeiro = await deps.legivel(user, numero);
    const lado = ladoDe(primeiro.doc, user.id);
    // A concurrent request with this key wrote its reply after the key was first looked for.
    if (temChave(primeiro.doc, chave)) return { gravado: primeiro, lado, novo: false as const };
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
      return await retryOnConflict(async (tentativa) => {
        const lido = tentativa === 1 ? primeiro : await deps.legivel(user, numero);
        // A concurrent request with this key got in first: its reply is the answer.
        if (tentativa > 1 && temChave(lido.doc, chave)) {
          await anexos.remover(guardados);
          return { gravado: lido, lado, novo: false as const };
        }
        const efeito = conferir(lido.doc);
        const time = now().toISOString();
        const doc = lido.doc;
        const mudaStatus = efeito === 'emAndamento';
        const next: ChamadoDoc = {
          ...doc,
          anexos: [...doc.anexos, ...guardados],
          mensagens: [
            ...doc.mensagens,
            {
              id,
              chave,
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
            ? { email: destinoDoSuporte(doc), lado: 'suporte' as const }
            : { email: doc.user.email, lado: 'solicitante' as const };
        const reaberto = mudaStatus && lado === 'solicitante';
        const email = deps.outbox.record({
          email: chamadoRespostaEmail(
            next,
            { autor: user.username, texto: resposta.texto, anexos: guardados.length },
            destino,
            reaberto,
            deps.portalUrl,
          ),
          userId: doc.userId,
          origem: { tipo: 'chamado', id: doc.id },
        });
        // Cosmos DB refuses an item over 2 MB: a conversation that long is a new ticket (a refusal, not a 500).
        if (Buffer.byteLength(JSON.stringify(next)) > tamanhoMaximoChamado) {
          throw conflict(mensagensConversa.mensagensDemais);
        }
        const gravado = await chamados.replace(next, lido.etag, email);
        return { gravado, lado, novo: true as const, email: email.id, mudaStatus };
      });
    } catch (error) {
      await anexos.remover(guardados);
      throw error;
    }
  };

  return {
    /** A reply by the ticket's requester or an admin (anyone else: not found). */
    responder: (user: UsuarioDoc, numero: number, resposta: RespostaChamado, idempotencyKey: string) => {
      const chave = `${user.id}:${idempotencyKey}`;
      return criarUmaVez<ChamadoDoc, Respondido>(
        {
          procurar: () => procurar(user, numero, chave),
          async repetir(encontrado) {
            await deps.uploads.discard(user.id, politica, resposta.anexo_upload_ids).catch(() => undefined);
            return { chamado: toChamado(encontrado, ladoDe(encontrado.doc, user.id)), created: false };
          },
        },
        async () => {
          const escrito = await escrever(user, numero, resposta, chave);
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
          // A mail outage must not fail the reply: the timer sweep retries what is still pending.
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
