import { lazy } from 'react';

/** The checkout form, its code (and the form library's) loaded when the cart first shows it. */
export const LazyFinalizarPedidoForm = lazy(() =>
  import('./FinalizarPedidoForm.tsx').then((modulo) => ({ default: modulo.FinalizarPedidoForm })),
);
