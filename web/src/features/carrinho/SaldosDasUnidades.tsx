import { mensagensVerba } from '@portal/shared/mensagens/verba';
import type { UnidadeDoUsuario } from '@portal/shared/schemas/unidades';

/**
 * Issue 36: under the cart's total, the gift budget left to each of the user's units that has one — named when the
 * user runs several (the checkout then shows the chosen one's). Nothing for a user with none.
 */
export function SaldosDasUnidades({
  unidades,
}: {
  unidades: readonly Pick<UnidadeDoUsuario, 'id' | 'nome' | 'saldo'>[];
}) {
  const saldos = unidades.flatMap(({ id, nome, saldo }) => (saldo === null ? [] : [{ id, nome, saldo }]));
  if (saldos.length === 0) return null;
  return (
    <ul className="cart-drawer__saldos">
      {saldos.map(({ id, nome, saldo }) => (
        <li key={id}>
          {unidades.length > 1 ? mensagensVerba.saldoDe(nome, saldo) : mensagensVerba.saldoDaUnidade(saldo)}
        </li>
      ))}
    </ul>
  );
}
