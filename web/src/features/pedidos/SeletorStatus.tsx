import {
  podeAlterarStatus,
  type StatusExibido,
  statusExibido,
  statusExibidos,
} from '@portal/shared/domain/statusPedido';
import type { Pedido } from '@portal/shared/schemas/pedido';
import { useId } from 'react';
import '../../components/form/form.css';

const ehStatusExibido = (valor: string): valor is StatusExibido =>
  (statusExibidos as readonly string[]).includes(valor);

/**
 * The admin's status selector (spec section 2): every displayed status, the order's own selected; gone
 * once the order is delivered. The value always follows the order, so a choice that is cancelled (the
 * confirmation, the reason modal) or refused shows the real status again by itself.
 */
export function SeletorStatus({
  pedido,
  onEscolher,
  ocupado,
  rotuloVisivel = false,
}: {
  pedido: Pedido;
  onEscolher: (status: StatusExibido) => void;
  /** A change of this order is in flight. */
  ocupado: boolean;
  /** The detail shows its label; a row names it for assistive technology only. */
  rotuloVisivel?: boolean;
}) {
  const id = useId();
  if (!podeAlterarStatus(pedido.status)) return null;
  return (
    <div className={`seletor-status${rotuloVisivel ? ' field' : ''}`}>
      <label htmlFor={id} className={rotuloVisivel ? 'field__label' : 'visually-hidden'}>
        {rotuloVisivel ? 'Alterar status' : `Alterar status do pedido #${pedido.id}`}
      </label>
      <select
        id={id}
        className="field__input field__select"
        value={statusExibido(pedido.status)}
        disabled={ocupado}
        aria-busy={ocupado || undefined}
        onChange={(event) => {
          if (ehStatusExibido(event.target.value)) onEscolher(event.target.value);
        }}
      >
        {statusExibidos.map((status) => (
          <option key={status} value={status}>
            {status}
          </option>
        ))}
      </select>
    </div>
  );
}
