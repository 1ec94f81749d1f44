import { statusExibido, tomDoStatus } from '@portal/shared/domain/statusPedido';
import type { EventoStatus } from '@portal/shared/schemas/pedido';
import { Timeline } from '../../components/Timeline.tsx';

/** The order's timeline, oldest first: every status as displayed, who set it, when, and why when cancelled. */
export function HistoricoPedido({ historico }: { historico: readonly EventoStatus[] }) {
  return <Timeline eventos={historico} rotulo={statusExibido} tom={tomDoStatus} />;
}
