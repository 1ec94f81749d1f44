import {
  type Chamado,
  type FiltrosChamados,
  type ListaChamadosResponse,
  mensagens,
  mensagensChamados,
  mensagensPrazos,
} from '@portal/shared';
import type { BlobStore } from '../../data/blobStore.ts';
import type { ChamadosRepository, EscopoChamados } from '../../data/chamados/chamadosRepository.ts';
import type { UsuarioDoc } from '../../data/usuarios/usuariosRepository.ts';
import { invalid, notFound, RefusalError } from '../../errors.ts';
import { lerPermitido } from '../ownerRead.ts';
import { ladoDe, toChamado, toResumo } from './chamadoView.ts';
import type { PrazosChamado } from './prazosChamado.ts';

/** Reading tickets: the two lists (a franchisee's own, every ticket for admins), one ticket, an attachment. */
export function createConsultaChamados(
  chamados: ChamadosRepository,
  blobs: BlobStore,
  { prazos, now }: { prazos: PrazosChamado; now: () => Date },
) {
  /** A ticket the user may read: their own, or any for an admin; anything else is simply not found. */
  const legivel = (user: UsuarioDoc, numero: number) =>
    lerPermitido(user, String(numero), chamados, mensagensChamados.chamadoNaoEncontrado);

  return {
    legivel,

    /** A page of a list (each ticket's summary), newest first; the first page also counts the tickets that match. */
    async list(
      escopo: EscopoChamados,
      filtros: FiltrosChamados,
      pagina: { limite: number; continuacao?: string },
    ): Promise<ListaChamadosResponse> {
      // Deadlines are support's (issue 36): a requester's own list, or any list while they are off, neither filters
      // nor sorts by them — the order alone would tell a franchisee which of their tickets are late.
      if (escopo.userId !== undefined || !prazos.ativo) {
        if (filtros.atrasados) throw invalid(mensagensPrazos.filtroAtrasados);
        if (filtros.ordem) throw invalid(mensagensPrazos.ordemInvalida);
      }
      const primeira = !pagina.continuacao;
      const agora = now();
      const [page, total] = await Promise.all([
        chamados.list(filtros, escopo, agora, { pageSize: pagina.limite, continuationToken: pagina.continuacao }),
        primeira ? chamados.countMatching(filtros, escopo, agora) : undefined,
      ]);
      // One's own list speaks for the requester; the admin list for the support team (with the deadlines).
      const lado = escopo.userId === undefined ? 'suporte' : 'solicitante';
      return {
        chamados: page.items.map((item) => toResumo(item, lado, prazos.vista(item.prazo, agora))),
        continuacao: page.continuationToken,
        ...(total === undefined ? {} : { total_filtrado: total }),
        ...(prazos.ativo ? { prazos_ativos: true } : {}),
      };
    },

    async get(user: UsuarioDoc, numero: number): Promise<Chamado> {
      const lido = await legivel(user, numero);
      return toChamado(lido, ladoDe(lido.doc, user.id), prazos.vista(lido.doc.prazo, now()));
    },

    /** An attachment, for the ticket's requester or an admin (anyone else: not found). */
    async anexo(user: UsuarioDoc, numero: number, indice: number, ifNoneMatch: string | null) {
      const { doc } = await legivel(user, numero).catch((error: unknown) => {
        throw error instanceof RefusalError ? notFound(mensagens.arquivoNaoEncontrado) : error;
      });
      const anexo = doc.anexos[indice];
      const file = anexo ? await blobs.open('chamados', anexo.blob, ifNoneMatch) : null;
      if (!anexo || !file) throw notFound(mensagens.arquivoNaoEncontrado);
      return { file, nome: anexo.nome };
    },
  };
}
export type ConsultaChamados = ReturnType<typeof createConsultaChamados>;
