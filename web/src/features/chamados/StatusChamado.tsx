import { type Chamado, type StatusChamado, statusChamadoSchema } from '@portal/shared/schemas/chamado';
import { useId } from 'react';
import { Badge } from '../../components/Badge.tsx';
import { tomDoStatusChamado } from './chamadosFormatos.ts';
import '../../components/form/form.css';

/** A ticket's status as its badge. */
export function BadgeStatusChamado({ status }: { status: StatusChamado }) {
  return <Badge tone={tomDoStatusChamado(status)}>{status}</Badge>;
}

const ehStatusChamado = (valor: string): valor is StatusChamado => statusChamadoSchema.safeParse(valor).success;

/**
 * The admin's status selector in a ticket's detail: the statuses, the ticket's own selected. The
 * value always follows the ticket, so a change the API refuses shows the real status again by itself.
 */
export function SeletorStatusChamado({
  chamado,
  ocupado,
  onEscolher,
}: {
  chamado: Chamado;
  /** A change of this ticket is in flight. */
  ocupado: boolean;
  onEscolher: (status: StatusChamado) => void;
}) {
  const id = useId();
  return (
    <div className="field seletor-status-chamado">
      <label htmlFor={id} className="field__label">
        Alterar status
      </label>
      <select
        id={id}
        className="field__input field__select"
        value={chamado.status}
        disabled={ocupado}
        aria-busy={ocupado || undefined}
        onChange={(event) => {
          if (ehStatusChamado(event.target.value)) onEscolher(event.target.value);
        }}
      >
        {statusChamadoSchema.options
          // 'Aguardando franqueado' (issue 36) only while deadlines are on: the API then sends the ticket's deadline.
          .filter(
            (status) => status !== 'Aguardando franqueado' || chamado.prazo !== undefined || status === chamado.status,
          )
          .map((status) => (
            <option key={status} value={status}>
              {status}
            </option>
          ))}
      </select>
    </div>
  );
}
