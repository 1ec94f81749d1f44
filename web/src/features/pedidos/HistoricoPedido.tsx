import { type EventoStatus, statusExibido, tomDoStatus } from '@portal/shared';
import { Historico } from '../../components/Historico.tsx';

/** The order's timeline, oldest first: every status as displayed, who set it, when, and why when cancelled. */
export function HistoricoPedido({ historico }: { historico: readonly EventoStatus[] }) {
  return <Historico eventos={historico} rotulo={statusExibido} tom={tomDoStatus} />;
}
