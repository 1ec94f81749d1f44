import { type EventoStatus, statusExibido, tomDoStatus } from '@portal/shared';
import { Badge } from '../../components/Badge.tsx';
import { DataHora } from '../../components/DataHora.tsx';

/** The order's timeline, oldest first: every status, who set it, when, and why when cancelled. */
export function HistoricoPedido({ historico }: { historico: readonly EventoStatus[] }) {
  return (
    <ol className="historico">
      {historico.map((evento) => (
        <li key={`${evento.em}-${evento.status}`} className="historico__evento">
          <div className="historico__cabecalho">
            <Badge tone={tomDoStatus(evento.status)}>{statusExibido(evento.status)}</Badge>
            <DataHora className="historico__quando" iso={evento.em} />
          </div>
          <p className="historico__por">por {evento.por}</p>
          {evento.motivo && <p className="historico__motivo">Motivo: {evento.motivo}</p>}
        </li>
      ))}
    </ol>
  );
}
