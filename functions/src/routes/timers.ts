import type { TimerHandler, TimerRoute } from '../app/routeTypes.ts';
import { chamadosDomain } from '../composition/chamados.ts';
import { clientsOf } from '../composition/clients.ts';
import { pedidosDomain } from '../composition/pedidos.ts';
import { uploadsDomain } from '../composition/uploads.ts';
import type { Outbox } from '../services/outbox.ts';

/**
 * One cycle of the e-mail outbox: one query per container; one JSON line a minute: the e-mail backlog alert and the
 * workbook read it (docs/operations.md).
 */
export function outboxCycle(outbox: Pick<Outbox, 'ciclo'>): TimerHandler {
  return async (_timer, context) => {
    const { enviados, pendentes, falhas, maisAntigoMinutos, limitadoMinutos } = await outbox.ciclo();
    context.log(JSON.stringify({ evento: 'outbox', enviados, pendentes, falhas, maisAntigoMinutos, limitadoMinutos }));
  };
}

/** The outbox-envio timer (app/routes.ts). */
export const outboxEnvio: TimerRoute = (platform) => outboxCycle(clientsOf(platform).outbox);

/** The uploads-varredura timer: uploads larger than declared or allowed go. */
export const uploadsVarredura: TimerRoute = (platform) => {
  const { uploads } = uploadsDomain(platform);
  return async (_timer, context) => {
    const removidos = await uploads.varrerExcedentes();
    if (removidos > 0) context.log(JSON.stringify({ evento: 'uploads-excedentes', removidos }));
  };
};

/** The estoque-varredura timer: stock takes no order kept go back. */
export const estoqueVarredura: TimerRoute = (platform) => {
  const { estoque } = pedidosDomain(platform);
  return async (_timer, context) => {
    const { esquecidas, devolvidas, falhas } = await estoque.varrer();
    // A returned orphan means a request died half-way, a failure that something could not be decided now (the next
    // sweep tries again): both worth a warning in the logs.
    if (devolvidas > 0 || falhas > 0) {
      context.warn(JSON.stringify({ evento: 'estoque-orfaos', devolvidas, esquecidas, falhas }));
    }
  };
};

/** The prazos-aviso timer (issue 36): 80 % deadline warnings to support. */
export const prazosAviso: TimerRoute = (platform) => {
  const { avisosPrazo } = chamadosDomain(platform);
  return async (_timer, context) => {
    const { avisados, falhas } = await avisosPrazo.varrer();
    if (avisados > 0 || falhas > 0) context.log(JSON.stringify({ evento: 'prazos-aviso', avisados, falhas }));
  };
};
