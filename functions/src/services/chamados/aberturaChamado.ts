import {
  type ChamadoCriado,
  contextoAnexo,
  contextosAnexo,
  type DadosChamado,
  mensagensChamados,
  mensagensLimites,
  protocoloChamado,
  textosAtividade,
  verificarSelecao,
} from '@portal/shared';
import type { BlobStore } from '../../data/blobStore.ts';
import type { ChamadoDoc, ChamadosRepository } from '../../data/chamados/chamadosRepository.ts';
import type { UsuarioDoc } from '../../data/usuarios/usuariosRepository.ts';
import { invalid, RefusalError } from '../../errors.ts';
import { chamadoConfirmacaoEmail, chamadoSuporteEmail } from '../emails/chamadoEmails.ts';
import {
  criarUmaVez,
  digestOf,
  exigirMesmaRequisicao,
  gravarUmaVez,
  type IdempotentKey,
  type Impressao,
} from '../idempotency.ts';
import type { ActivityLog } from '../logs/activityLog.ts';
import type { Outbox } from '../outbox.ts';
import { cap, type SlidingWindow } from '../slidingWindow.ts';
import { receberArquivo, type UploadService } from '../uploads/uploadService.ts';
import { createAnexosChamado } from './anexosChamado.ts';
import { toChamado } from './chamadoView.ts';
import type { PrazosChamado } from './prazosChamado.ts';

export interface NovoChamado {
  dados: DadosChamado;
  /** Files sent as multipart parts (size-checked while read; their type is checked here). */
  arquivos: { nome: string; content: Buffer }[];
  /** Files uploaded beforehand straight to storage. */
  uploadIds: string[];
  idempotencyKey: string;
}

export interface AberturaChamadoDeps {
  chamados: ChamadosRepository;
  uploads: UploadService;
  blobs: BlobStore;
  outbox: Outbox;
  activity: ActivityLog;
  caixaSuporte: string;
  portalUrl: string;
  prazos: PrazosChamado;
  janela: SlidingWindow;
  now: () => Date;
}

/**
 * Tickets one user may file in any hour (issue 32): each e-mails the support mailbox and its requester, and the
 * e-mail quota that sign-in codes depend on is the subscription's. Five is more than a franchisee files in a day.
 */
export const regraChamados = cap(5, 60 * 60_000);

/** A ticket filed, or the one already filed with the same key (`created: false`). */
type Aberto = { chamado: ChamadoCriado['chamado']; created: boolean };

/**
 * Filing a ticket (spec sections 5 and 7): the form checked by the shared schema (by the route), the
 * attachments checked against the policy of the form's context — count first, then each file's size and
 * first bytes — and copied into the ticket's folder one at a time. The ticket, its idempotency record and
 * both e-mails (support mailbox and requester) are one batch; a refusal at any step removes what was
 * copied, so a rejected ticket leaves neither a document nor a blob behind.
 */
export function createAberturaChamado(deps: AberturaChamadoDeps) {
  const { chamados, blobs, now } = deps;

  /**
   * The request's key: the ticket already filed with it is answered again (its uploads tidied again) — to this same
   * request only (the form, its files' bytes and the uploads it names): the key with other content is refused.
   */
  const chave = (user: UsuarioDoc, novo: NovoChamado, impressao: Impressao): IdempotentKey<ChamadoDoc, Aberto> => ({
    procurar: () => chamados.findByIdempotencyKey(user.id, novo.idempotencyKey),
    async repetir(encontrado) {
      exigirMesmaRequisicao(encontrado.impressao, impressao);
      await deps.uploads.discard(user.id, politicaDe(encontrado.doc), novo.uploadIds).catch(() => undefined);
      return { chamado: toChamado(encontrado, 'solicitante'), created: false };
    },
  });

  const anexosChamado = createAnexosChamado(blobs, deps.uploads);

  /** A new ticket (the key was not used when checked). */
  const abrirNovo = async (user: UsuarioDoc, novo: NovoChamado, impressao: Impressao): Promise<Aberto> => {
    const excesso = verificarSelecao(politicaDe(novo.dados), novo.arquivos.length + novo.uploadIds.length);
    if (excesso) throw invalid(excesso);

    // The form's files and that every upload exists are checked before a number is taken, so a refused
    // ticket leaves the numbering as it was (an upload's size and content are checked as it is claimed).
    const politica = politicaDe(novo.dados);
    const recebidos = novo.arquivos.map(({ nome, content }) => receberArquivo(politica, nome, content));
    // The form's files enter as uploads do: the same hourly quota (issue 32).
    await deps.uploads.contarRecebidos(user.id, politica, recebidos.length, novo.idempotencyKey);
    await deps.uploads.exigirExistentes(user.id, politica, novo.uploadIds);
    const numero = await chamados.nextNumber();
    const anexos = await anexosChamado.guardar(
      user.id,
      politica,
      { recebidos, uploadIds: novo.uploadIds },
      (ordem, extensao) => `${user.id}/${numero}/anexo-${ordem}.${extensao}`,
    );
    const agora = now();
    const time = agora.toISOString();
    const chamado: ChamadoDoc = deps.prazos.carimbar(
      {
        ...novo.dados,
        id: String(numero),
        tipo: 'chamado',
        userId: user.id,
        numero,
        protocolo: protocoloChamado(numero),
        status: 'Aberto',
        created_at: time,
        updated_at: time,
        user: { username: user.username, email: user.email },
        usuario_chave: user.username.toLowerCase(),
        anexos,
        historico_status: [{ status: 'Aberto', por: user.username, em: time }],
        mensagens: [],
        // New for the support team until an admin opens it.
        ultima_atividade: time,
        atividade_solicitante_em: time,
        lido_solicitante_em: time,
      },
      agora,
    );
    const origem = { tipo: 'chamado', id: chamado.id };
    const emails = [
      deps.outbox.record({
        email: chamadoSuporteEmail(chamado, deps.caixaSuporte, deps.portalUrl),
        userId: user.id,
        origem,
      }),
      deps.outbox.record({ email: chamadoConfirmacaoEmail(chamado, deps.portalUrl), userId: user.id, origem }),
    ];

    const escrita = await gravarUmaVez(
      chave(user, novo, impressao),
      chamado,
      () => chamados.create(chamado, { key: novo.idempotencyKey, impressao }, emails),
      () => anexosChamado.remover(anexos),
    );
    if ('resposta' in escrita) return escrita.resposta;

    await deps.uploads.discard(user.id, politicaDe(chamado), novo.uploadIds).catch(() => undefined);
    await deps.activity
      .record({
        tipo: 'Sistema',
        acao: textosAtividade.acoes.chamadoCriado,
        detalhes: textosAtividade.detalhes.chamadoCriado(chamado.protocolo, chamado.formulario, anexos.length),
        usuario: user,
      })
      .catch((error: unknown) => console.warn(`ticket ${chamado.protocolo}: activity log failed`, error));
    // A mail outage must not fail the ticket: the timer sweep retries what is still pending.
    for (const email of emails) await deps.outbox.dispatch('chamados', user.id, email.id).catch(() => false);
    return { chamado: toChamado(escrita.gravado, 'solicitante'), created: true };
  };

  return (user: UsuarioDoc, novo: NovoChamado): Promise<Aberto> => {
    const impressao: Impressao = {
      corpo: digestOf({
        dados: novo.dados,
        uploadIds: novo.uploadIds,
        arquivos: novo.arquivos.map(({ nome, content }) => [nome, digestOf(content)]),
      }),
    };
    return criarUmaVez(chave(user, novo, impressao), async () => {
      // Counted before anything else, once per Idempotency-Key (the same request twice at once counts once; a retry
      // of a filed one never gets here: its ticket is answered again), and taken back when the ticket is refused.
      const chaveJanela = `chamados:${user.id}`;
      const contado = await deps.janela.limitar(
        chaveJanela,
        regraChamados,
        mensagensLimites.chamadosDemais,
        1,
        novo.idempotencyKey,
      );
      return abrirNovo(user, novo, impressao).catch(async (error: unknown) => {
        if (error instanceof RefusalError) await deps.janela.release(chaveJanela, contado).catch(() => undefined);
        throw error;
      });
    });
  };
}

/** The upload policy of a form's attachment context (the form is valid, so it has one). */
function politicaDe(dados: Pick<DadosChamado, 'formulario' | 'notaFiscal' | 'tipoSolicitacao'>) {
  const contexto = contextoAnexo(dados);
  if (!contexto) throw invalid(mensagensChamados.formulario);
  return contextosAnexo[contexto].politica;
}
