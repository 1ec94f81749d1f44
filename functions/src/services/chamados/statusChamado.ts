import { type Chamado, mensagensChamados, mensagensPrazos, type StatusChamado, textosAtividade } from '@portal/shared';
import type { ChamadoDoc, ChamadosRepository } from '../../data/chamados/chamadosRepository.ts';
import type { UsuarioDoc } from '../../data/usuarios/usuariosRepository.ts';
import { ConcurrencyConflict, conflict, invalid, notFound } from '../../errors.ts';
import { chamadoStatusEmail } from '../emails/chamadoEmails.ts';
import type { ActivityLog } from '../logs/activityLog.ts';
import type { Outbox } from '../outbox.ts';
import { toChamado } from './chamadoView.ts';
import type { PrazosChamado } from './prazosChamado.ts';

export interface StatusChamadoDeps {
  chamados: ChamadosRepository;
  outbox: Outbox;
  activity: ActivityLog;
  portalUrl: string;
  prazos: PrazosChamado;
  now: () => Date;
}

/**
 * An admin moves a ticket between 'Aberto', 'Em andamento', 'Aguardando franqueado' (issue 36, only while deadlines
 * are on) and 'Resolvido' (any to any: a resolved ticket may be reopened). Like an order's status: a conditional write on the version read (If-Match), the
 * timeline, the activity log, and the requester's e-mail in the same batch.
 */
export function createStatusChamado(deps: StatusChamadoDeps) {
  const stale = () => conflict(mensagensChamados.versaoDesatualizada);
  const ver = (lido: Awaited<ReturnType<ChamadosRepository['replace']>>) =>
    toChamado(lido, 'suporte', deps.prazos.vista(lido.doc.prazo, deps.now()));

  return async function alterar(
    admin: UsuarioDoc,
    numero: number,
    status: StatusChamado,
    versao: string | null,
  ): Promise<Chamado> {
    if (status === 'Aguardando franqueado' && !deps.prazos.ativo) throw invalid(mensagensPrazos.statusDesligado);
    const found = await deps.chamados.find(String(numero));
    if (!found) throw notFound(mensagensChamados.chamadoNaoEncontrado);
    if (versao && versao !== found.etag) throw stale();
    if (found.doc.status === status) return ver(found);

    const agora = deps.now();
    const time = agora.toISOString();
    const next: ChamadoDoc = deps.prazos.carimbar(
      {
        ...found.doc,
        status,
        updated_at: time,
        historico_status: [...found.doc.historico_status, { status, por: admin.username, em: time }],
        // The requester sees it as news; the support team, who made it, has seen it.
        ultima_atividade: time,
        atividade_suporte_em: time,
        lido_suporte_em: time,
      },
      agora,
    );
    const email = deps.outbox.record({
      email: chamadoStatusEmail(next, deps.portalUrl),
      userId: next.userId,
      origem: { tipo: 'chamado', id: next.id },
    });
    let saved: Awaited<ReturnType<ChamadosRepository['replace']>>;
    try {
      saved = await deps.chamados.replace(next, found.etag, email);
    } catch (error) {
      if (error instanceof ConcurrencyConflict) throw stale();
      throw error;
    }
    await deps.activity
      .record({
        tipo: 'Sistema',
        acao: textosAtividade.acoes.chamadoStatusAlterado,
        detalhes: textosAtividade.detalhes.chamadoStatusAlterado(next.protocolo, found.doc.status, status),
        usuario: admin,
      })
      .catch((error: unknown) => console.warn(`ticket ${next.protocolo}: activity log failed`, error));
    await deps.outbox.dispatch('chamados', next.userId, email.id).catch(() => false);
    return ver(saved);
  };
}
