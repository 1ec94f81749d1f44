import type { BadgeTone } from './Badge.tsx';
import { Badge } from './Badge.tsx';
import { DateTime } from './DateTime.tsx';
import './timeline.css';

/** One status change of a record's timeline. */
export interface TimelineEvent<S extends string> {
  status: S;
  por: string;
  em: string;
  /** Why, when the change needs a reason (a cancelled order). */
  motivo?: string | null;
}

/**
 * A record's status timeline, oldest first: every status as its badge, who set it, when, and the reason
 * when there is one. `rotulo` and `tom` say how each status is shown (the orders show a stored status
 * under another name).
 */
export function Timeline<S extends string>({
  eventos,
  rotulo = (status) => status,
  tom,
}: {
  eventos: readonly TimelineEvent<S>[];
  rotulo?: (status: S) => string;
  tom: (status: S) => BadgeTone;
}) {
  return (
    <ol className="historico">
      {eventos.map((evento) => (
        <li key={`${evento.em}-${evento.status}`} className="historico__evento">
          <div className="historico__cabecalho">
            <Badge tone={tom(evento.status)}>{rotulo(evento.status)}</Badge>
            <DateTime className="historico__quando" iso={evento.em} />
          </div>
          <p className="historico__por">por {evento.por}</p>
          {evento.motivo && <p className="historico__motivo">Motivo: {evento.motivo}</p>}
        </li>
      ))}
    </ol>
  );
}
