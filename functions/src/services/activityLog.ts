import { randomUUID } from 'node:crypto';
import { textosAtividade } from '@portal/shared';
import type { LogDoc, LogsRepository } from '../data/logsRepository.ts';

export type NovaEntradaLog = Pick<LogDoc, 'tipo' | 'acao' | 'detalhes'> & {
  usuario: { id: string; username: string } | null;
};

/** Writes the activity log (tipo, acao, usuario, detalhes, created_at) that admins read on /logs. */
export function createActivityLog(logs: LogsRepository, now: () => Date) {
  return {
    async record(entry: NovaEntradaLog): Promise<void> {
      await logs.add({
        id: randomUUID(),
        tipo: entry.tipo,
        acao: entry.acao,
        detalhes: entry.detalhes,
        usuario: entry.usuario?.username ?? textosAtividade.usuarioSistema,
        usuarioId: entry.usuario?.id ?? null,
        created_at: now().toISOString(),
      });
    },
  };
}
export type ActivityLog = ReturnType<typeof createActivityLog>;
