import { lazy } from 'react';

/** The user's units with their budget balances (the cart shows them). */
export { minhasUnidadesQuery } from './minhasUnidades.ts';

/** The checkout form, its code (and the form library's) loaded when the cart first shows it. */
export const LazyFinalizarPedidoForm = lazy(() =>
  import('./FinalizarPedidoForm.tsx').then((modulo) => ({ default: modulo.FinalizarPedidoForm })),
);
