import type { Chamado, LadoConversa, PrazoChamado, ResumoChamado } from '@portal/shared';
import type { ChamadoDoc, ResumoDoc } from '../../data/chamados/chamadosRepository.ts';
import type { Versioned } from '../../data/cosmosItems.ts';

/**
 * Whether the other side acted since `lado` last opened the ticket. Tickets from before the conversation have no
 * activity recorded and read as read.
 */
function naoLido(
  doc: Pick<
    ChamadoDoc,
    'created_at' | 'atividade_solicitante_em' | 'atividade_suporte_em' | 'lido_solicitante_em' | 'lido_suporte_em'
  >,
  lado: LadoConversa,
): boolean {
  const [atividade, lido] =
    lado === 'solicitante'
      ? [doc.atividade_suporte_em, doc.lido_solicitante_em ?? doc.created_at]
      : [doc.atividade_solicitante_em, doc.lido_suporte_em ?? ''];
  return atividade !== undefined && atividade > lido;
}

/**
 * A ticket as the API returns it to one side of its conversation, with the version it was read at (sent back to
 * change its status). Attachments keep their place in the ticket, by which they download: the form's are listed
 * with the form, the replies' with each reply.
 */
export function toChamado(
  { doc, etag }: Versioned<ChamadoDoc>,
  lado: LadoConversa,
  prazo?: PrazoChamado | null,
): Chamado {
  const {
    tipo: _tipo,
    userId: _userId,
    numero,
    usuario_chave: _chave,
    anexos,
    mensagens,
    atividade_solicitante_em: _atividadeSolicitante,
    atividade_suporte_em: _atividadeSuporte,
    lido_solicitante_em: _lidoSolicitante,
    lido_suporte_em: _lidoSuporte,
    avisos: _avisos,
    prazo: _prazo,
    ultima_atividade,
    ...campos
  } = doc;
  const listados = anexos.map(({ nome, tamanho, contentType, mensagem_id }, indice) => ({
    anexo: { indice, nome, tamanho, contentType },
    mensagem_id,
  }));
  const daMensagem = (id: string | undefined) =>
    listados.filter((listado) => listado.mensagem_id === id).map(({ anexo }) => anexo);
  return {
    ...campos,
    id: numero,
    user: { username: doc.user.username, email: doc.user.email },
    anexos: daMensagem(undefined),
    versao: etag,
    mensagens: mensagens.map(({ id, autor, texto, em }) => ({
      id,
      autor: { username: autor.username, lado: autor.lado },
      texto,
      anexos: daMensagem(id),
      em,
    })),
    ultima_atividade: ultima_atividade ?? doc.updated_at,
    nao_lido: naoLido(doc, lado),
    ...comPrazo(lado, prazo),
  };
}

/** The deadline goes to the support side only, and only while deadlines are on (issue 36). */
const comPrazo = (lado: LadoConversa, prazo: PrazoChamado | null | undefined) =>
  lado === 'suporte' && prazo !== undefined ? { prazo } : {};

/** A ticket's list row for one side, from the lists' projection. */
export const toResumo = (resumo: ResumoDoc, lado: LadoConversa, prazo?: PrazoChamado | null): ResumoChamado => ({
  id: resumo.numero,
  protocolo: resumo.protocolo,
  titulo: resumo.titulo,
  formulario: resumo.formulario,
  tipoSolicitacao: resumo.tipoSolicitacao,
  status: resumo.status,
  created_at: resumo.created_at,
  user: resumo.user,
  ultima_atividade: resumo.ultima_atividade ?? resumo.updated_at,
  nao_lido: naoLido(resumo, lado),
  respostas: resumo.respostas,
  ultimo_lado: resumo.ultimo_lado[0] ?? null,
  ...comPrazo(lado, prazo),
});

/** The side of a ticket's conversation a user speaks for: its requester, else (an admin) the support team. */
export const ladoDe = (doc: Pick<ChamadoDoc, 'userId'>, userId: string): LadoConversa =>
  doc.userId === userId ? 'solicitante' : 'suporte';
