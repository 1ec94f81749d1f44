import { randomUUID } from 'node:crypto';
import { type FiltrosLogs, type ListaLogsResponse, type Log, type ResumoLogs, textosAtividade } from '@portal/shared';
import type { LogDoc, LogsRepository } from '../../data/logs/logsRepository.ts';

export type NovaEntradaLog = Pick<LogDoc, 'tipo' | 'acao' | 'detalhes'> & {
  usuario: { id: string; username: string; email: string } | null;
};

const toLog = ({ id, tipo, acao, usuario, usuarioId, usuarioEmail, detalhes, created_at }: LogDoc): Log => ({
  id,
  tipo,
  acao,
  usuario,
  usuario_id: usuarioId,
  usuario_email: usuarioEmail ?? null,
  detalhes,
  created_at,
});

/**
 * The activity log (tipo, acao, usuario, detalhes, created_at): every feature writes an entry per
 * mutation; admins read it on /logs, filtered and paged on the server. There is no way to change or
 * delete an entry: they expire by the container's TTL.
 */
export function createActivityLog(logs: LogsRepository, now: () => Date) {
  return {
    async record(entry: NovaEntradaLog): Promise<void> {
      const usuario = entry.usuario?.username ?? textosAtividade.usuarioSistema;
      await logs.add({
        id: randomUUID(),
        tipo: entry.tipo,
        acao: entry.acao,
        detalhes: entry.detalhes,
        usuario,
        usuarioId: entry.usuario?.id ?? null,
        usuarioEmail: entry.usuario?.email ?? null,
        acao_chave: entry.acao.toLowerCase(),
        created_at: now().toISOString(),
      });
    },

    /** A page of entries, newest first; the first page also counts the matches and the stat cards. */
    async list(filtros: FiltrosLogs, pagina: { limite: number; continuacao?: string }): Promise<ListaLogsResponse> {
      const primeira = !pagina.continuacao;
      const [page, totalFiltrado, porTipo] = await Promise.all([
        logs.list(filtros, { pageSize: pagina.limite, continuationToken: pagina.continuacao }),
        primeira ? logs.countMatching(filtros) : undefined,
        primeira ? logs.countByTipo() : undefined,
      ]);
      const resumo: ResumoLogs | undefined = porTipo && {
        total: porTipo.Pedido + porTipo.Produto + porTipo.Usuario + porTipo.Sistema,
        pedidos: porTipo.Pedido,
        produtos: porTipo.Produto,
        usuarios: porTipo.Usuario,
        sistema: porTipo.Sistema,
      };
      return {
        logs: page.items.map(({ doc }) => toLog(doc)),
        continuacao: page.continuationToken,
        ...(totalFiltrado === undefined ? {} : { total_filtrado: totalFiltrado }),
        ...(resumo ? { resumo } : {}),
      };
    },
  };
}
export type ActivityLog = ReturnType<typeof createActivityLog>;
