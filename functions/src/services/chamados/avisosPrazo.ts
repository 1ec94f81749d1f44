import { isDeepStrictEqual } from 'node:util';
import type { ChamadoDoc, ChamadosRepository } from '../../data/chamados/chamadosRepository.ts';
import type { Versioned } from '../../data/cosmosItems.ts';
import { retryOnConflict } from '../../data/retryOnConflict.ts';
import { ConcurrencyConflict } from '../../errors.ts';
import { chamadoPrazoEmail } from '../emails/chamadoEmails.ts';
import type { Outbox } from '../outbox.ts';
import type { PrazosChamado } from './prazosChamado.ts';

export interface AvisosPrazoDeps {
  chamados: ChamadosRepository;
  outbox: Outbox;
  prazos: PrazosChamado;
  caixaSuporte: string;
  portalUrl: string;
  now: () => Date;
}

/** Tickets one sweep looks at; the rest wait for the next (each is a read and a conditional write). */
const porVarredura = 50;

/**
 * The 80 % warnings (issue 36): the timer finds tickets whose stored next warning fell due, recomputes their clocks,
 * and writes the target as warned together with support's e-mail (the outbox record) in one conditional batch — so
 * two sweeps, or a sweep and a change of the ticket, never warn twice: the loser re-reads and finds it warned. One
 * target per ticket per pass; a second target due at once goes on the next pass.
 */
export function createAvisosPrazo(deps: AvisosPrazoDeps) {
  const avisar = (primeiro: Versioned<ChamadoDoc>, agora: Date) =>
    retryOnConflict(async (attempt) => {
      const lido = attempt === 1 ? primeiro : await deps.chamados.get(primeiro.doc.userId, primeiro.doc.id);
      if (!lido) return false;
      const [devido] = deps.prazos.aAvisar(lido.doc, agora);
      if (!devido) {
        // Another sweep warned it first, or its clocks moved since it was stored (a setting changed): only a changed
        // deadline is written — a needless write would change the version an admin holds ('versão desatualizada').
        const atual = deps.prazos.carimbar(lido.doc, agora);
        if (!isDeepStrictEqual(atual.prazo, lido.doc.prazo)) await deps.chamados.update(atual, lido.etag);
        return false;
      }
      const next = deps.prazos.carimbar(lido.doc, agora, devido.alvo);
      const email = deps.outbox.record({
        email: chamadoPrazoEmail(
          next,
          { alvo: devido.alvo, venceEm: new Date(devido.vence_em), agora, fusoHorario: deps.prazos.fusoHorario },
          deps.caixaSuporte,
          deps.portalUrl,
        ),
        userId: next.userId,
        origem: { tipo: 'chamado', id: next.id },
      });
      await deps.chamados.replace(next, lido.etag, email);
      await deps.outbox.dispatch('chamados', next.userId, email.id).catch(() => false);
      return true;
    });

  return {
    /** One pass: how many warnings went out, and how many tickets failed (tried again on the next pass). */
    async varrer(): Promise<{ avisados: number; falhas: number }> {
      if (!deps.prazos.ativo) return { avisados: 0, falhas: 0 };
      const agora = deps.now();
      let avisados = 0;
      let falhas = 0;
      for (const devido of await deps.chamados.avisosDePrazoDevidos(agora, porVarredura)) {
        try {
          if (await avisar(devido, agora)) avisados++;
        } catch (error) {
          if (!(error instanceof ConcurrencyConflict))
            console.warn(`ticket ${devido.doc.protocolo}: warning failed`, error);
          falhas++;
        }
      }
      return { avisados, falhas };
    },
  };
}
