import { randomUUID } from 'node:crypto';
import {
  diasParaReabrir,
  efeitoDaResposta,
  type LadoConversa,
  maximoMensagens,
  mensagensConversa,
  type RespostaChamado,
  verificarSelecao,
} from '@portal/shared';
import type { ChamadoDoc } from '../../data/chamados/chamadosRepository.ts';
import type { Versioned } from '../../data/cosmosItems.ts';
import { retryOnConflict } from '../../data/retryOnConflict.ts';
import type { UsuarioDoc } from '../../data/usuarios/usuariosRepository.ts';
import { conflict, invalid } from '../../errors.ts';
import { exigirMesmaRequisicao } from '../idempotency.ts';
import { createAnexosChamado } from './anexosChamado.ts';
import { createAvisoResposta } from './avisoResposta.ts';
import { ladoDe } from './chamadoView.ts';
import type { ConversaChamadoDeps } from './conversaChamado.ts';

/** Replies' files are the broad ticket policy's (documents, pictures, video, audio). */
export const politicaResposta = 'anexo-chamado';

/** Under Cosmos DB's 2 MB per item, with room for the system properties and the e-mail's batch. */
const tamanhoMaximoChamado = 1_800_000;

/** A reply's `<user>:<Idempotency-Key>` and the digest of what it sent (its text and uploads). */
export interface ChaveResposta {
  chave: string;
  impressao: string;
}

/**
 * Whether the ticket holds the reply written under `chave`; when it does, that reply must be this same request (its
 * text and uploads, `impressao`): the key with other content is refused (422), never answered with that reply.
 */
export function temResposta(doc: ChamadoDoc, { chave, impressao }: ChaveResposta): boolean {
  const escrita = doc.mensagens.find((mensagem) => mensagem.chave === chave);
  if (!escrita) return false;
  exigirMesmaRequisicao(escrita.impressao === undefined ? undefined : { corpo: escrita.impressao }, {
    corpo: impressao,
  });
  return true;
}

/** What a reply does to the ticket as read: refused past the reopening deadline or the reply limit. */
function conferir(doc: ChamadoDoc, lado: LadoConversa, agora: Date) {
  const efeito = efeitoDaResposta(doc, lado, agora);
  if (efeito === 'prazoEncerrado') throw conflict(mensagensConversa.prazoEncerrado(diasParaReabrir));
  if (doc.mensagens.length >= maximoMensagens) throw conflict(mensagensConversa.mensagensDemais);
  return efeito;
}

/** The ticket with the reply appended: its text and files, its side's activity and read marker, a status change. */
function comResposta(
  doc: ChamadoDoc,
  resposta: { id: string; texto: string; anexos: ChamadoDoc['anexos'] } & ChaveResposta,
  autor: { user: UsuarioDoc; lado: LadoConversa },
  { mudaStatus, time }: { mudaStatus: boolean; time: string },
): ChamadoDoc {
  const { user, lado } = autor;
  return {
    ...doc,
    anexos: [...doc.anexos, ...resposta.anexos],
    mensagens: [
      ...doc.mensagens,
      {
        id: resposta.id,
        chave: resposta.chave,
        impressao: resposta.impressao,
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
}

/** A reply written (`novo`), with the notice to send right after it, or the one a request with its key wrote. */
export type Escrito =
  | { gravado: Versioned<ChamadoDoc>; lado: LadoConversa; novo: false }
  | { gravado: Versioned<ChamadoDoc>; lado: LadoConversa; novo: true; email: string | undefined; mudaStatus: boolean };

/**
 * The reply writer (issue 21). A reply is appended to the ticket itself — its text, its files copied into the
 * ticket's folder, a status change when it has one (efeitoDaResposta) — and written with the other side's notice in
 * one conditional batch; losing the race to another change re-reads and appends again (retryOnConflict), so people
 * answering at once all get in.
 */
export function createRespostaChamado(deps: ConversaChamadoDeps) {
  const { chamados, now } = deps;
  const anexos = createAnexosChamado(deps.blobs, deps.uploads);
  const avisos = createAvisoResposta(deps);

  /** Appends the reply to the ticket as read and writes it with its notice, at the version read. */
  const gravarNoLido = async (
    user: UsuarioDoc,
    lido: Versioned<ChamadoDoc>,
    lado: LadoConversa,
    resposta: { id: string; texto: string; anexos: ChamadoDoc['anexos'] } & ChaveResposta,
  ): Promise<Escrito> => {
    const doc = lido.doc;
    const agora = now();
    const mudaStatus = conferir(doc, lado, agora) === 'emAndamento';
    const respondido = deps.prazos.carimbar(
      comResposta(doc, resposta, { user, lado }, { mudaStatus, time: agora.toISOString() }),
      agora,
    );
    const destino = await avisos.destino(doc, lado);
    const avisado = await avisos.avisar(doc, respondido, destino, {
      chave: resposta.chave,
      autor: user.username,
      texto: resposta.texto,
      anexos: resposta.anexos.length,
      reaberto: mudaStatus && doc.status === 'Resolvido',
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
    return { gravado, lado, novo: true, email, mudaStatus };
  };

  return {
    /**
     * Writes the reply of `user` to ticket `numero` under its key, or finds it already written by a request with that
     * key (`novo: false`). Its files are copied once; a lost race re-reads and appends again after a jittered pause.
     */
    async escrever(
      user: UsuarioDoc,
      numero: number,
      resposta: RespostaChamado,
      chave: ChaveResposta,
    ): Promise<Escrito> {
      const primeiro = await deps.legivel(user, numero);
      const lado = ladoDe(primeiro.doc, user.id);
      // A concurrent request with this key wrote its reply after the key was first looked for.
      if (temResposta(primeiro.doc, chave)) return { gravado: primeiro, lado, novo: false };
      const excesso = verificarSelecao(politicaResposta, resposta.anexo_upload_ids.length);
      if (excesso) throw invalid(excesso);
      conferir(primeiro.doc, lado, now());

      const id = randomUUID();
      const guardados = await anexos.guardar(
        user.id,
        politicaResposta,
        { uploadIds: resposta.anexo_upload_ids },
        (ordem, extensao) => `${primeiro.doc.userId}/${primeiro.doc.numero}/resposta-${id}-${ordem}.${extensao}`,
        { mensagem_id: id },
      );
      try {
        return await retryOnConflict(async (attempt) => {
          const lido = attempt === 1 ? primeiro : await deps.legivel(user, numero);
          // A concurrent request with this key got in first: its reply is the answer.
          if (attempt > 1 && temResposta(lido.doc, chave)) {
            await anexos.remover(guardados);
            return { gravado: lido, lado, novo: false };
          }
          return await gravarNoLido(user, lido, lado, { id, texto: resposta.texto, anexos: guardados, ...chave });
        });
      } catch (error) {
        await anexos.remover(guardados);
        throw error;
      }
    },
  };
}
