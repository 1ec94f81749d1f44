import {
  type AlvoPrazo,
  criarHorarioComercial,
  type PrazoChamado,
  relogiosDoChamado,
  tipoPrazoDe,
} from '@portal/shared';
import type { Config } from '../../config.ts';
import type { ChamadoDoc, PrazoDoc } from '../../data/chamados/chamadosRepository.ts';

/** The deadline farthest away a list sorts by, as an urgency (newer than any due time: 0 means no running clock). */
const urgenciaMaxima = 8_640_000_000_000_000;

/**
 * Ticket deadlines (issue 36): the clocks are computed from the ticket's own status history and replies by the shared
 * pure module, on every write, and what the lists and the 80 % sweep query is stored beside them (`prazo`). Off
 * (`SLA_ATIVO=false`), nothing is shown and a write keeps no deadline.
 */
export function createPrazosChamado(config: Config) {
  const calculo = criarHorarioComercial({
    fusoHorario: config.SLA_FUSO_HORARIO,
    semana: config.SLA_EXPEDIENTE,
    feriadosExtras: config.SLA_FERIADOS,
  });
  const relogios = (doc: ChamadoDoc) => {
    const tipo = tipoPrazoDe(doc);
    const metas = tipo ? config.SLA_METAS.get(tipo) : undefined;
    return metas ? relogiosDoChamado(calculo, doc, metas) : [];
  };

  return {
    ativo: config.SLA_ATIVO,
    calculo,
    /** The zone of the business hours: the e-mails tell the due time in it. */
    fusoHorario: config.SLA_FUSO_HORARIO,

    /**
     * The ticket with its stored deadline brought up to date: the running clock due first (for the list's order and
     * its late filter) and the next 80 % warning not yet sent. Targets already warned stay warned; `avisado` joins them.
     */
    carimbar(doc: ChamadoDoc, agora: Date, avisado?: AlvoPrazo): ChamadoDoc {
      const avisados = [...(doc.prazo?.avisados ?? []), ...(avisado ? [avisado] : [])];
      if (!config.SLA_ATIVO) {
        // Off, a change would leave a stored deadline stale: none is kept, only the targets warned of (never warned
        // twice), and the sweep is due now — switched back on, its next pass recomputes the ticket.
        const prazo: PrazoDoc = { alvo: null, vence_em: null, urgencia: 0, aviso_em: agora.toISOString(), avisados };
        return { ...doc, prazo };
      }
      const estados = relogios(doc);
      const [primeiro] = estados
        .filter((estado) => estado.vence_em !== null)
        .sort((a, b) => (a.vence_em ?? 0) - (b.vence_em ?? 0));
      const avisos = estados
        .filter((estado) => estado.aviso_em !== null && !avisados.includes(estado.alvo))
        .map((estado) => estado.aviso_em ?? 0);
      const prazo: PrazoDoc = {
        alvo: primeiro?.alvo ?? null,
        vence_em: primeiro?.vence_em == null ? null : new Date(primeiro.vence_em).toISOString(),
        urgencia: primeiro?.vence_em == null ? 0 : urgenciaMaxima - primeiro.vence_em,
        aviso_em: avisos.length === 0 ? null : new Date(Math.min(...avisos)).toISOString(),
        avisados,
      };
      return { ...doc, prazo };
    },

    /** The running clocks that reached 80 % of their target by `agora` and were not warned of yet. */
    aAvisar(doc: ChamadoDoc, agora: Date): { alvo: AlvoPrazo; vence_em: number }[] {
      const avisados = doc.prazo?.avisados ?? [];
      return relogios(doc).flatMap(({ alvo, aviso_em, vence_em }) =>
        aviso_em !== null && vence_em !== null && aviso_em <= agora.getTime() && !avisados.includes(alvo)
          ? [{ alvo, vence_em }]
          : [],
      );
    },

    /** The deadline support sees (null while no clock runs; undefined while off). */
    vista(prazo: PrazoDoc | undefined, agora: Date): PrazoChamado | null | undefined {
      if (!config.SLA_ATIVO) return undefined;
      if (!prazo?.alvo || !prazo.vence_em) return null;
      const vence = Date.parse(prazo.vence_em);
      return {
        alvo: prazo.alvo,
        vence_em: prazo.vence_em,
        atrasado: vence <= agora.getTime(),
        minutos_uteis_restantes: Math.ceil(calculo.msUteisEntre(agora.getTime(), vence) / 60_000),
      };
    },
  };
}
export type PrazosChamado = ReturnType<typeof createPrazosChamado>;
