import { type ComponentProps, lazy, Suspense } from 'react';
import { quandoOcioso } from '../../lib/quandoOcioso.ts';
import type { ModalCancelamento } from './ModalCancelamento.tsx';

const carregar = () => import('./ModalCancelamento.tsx').then((modulo) => ({ default: modulo.ModalCancelamento }));
const Adiado = lazy(carregar);

// The cancel modal's form library stays off the lists' first paint: its code loads once the browser is idle
// after the list came up, ready before anyone picks 'Cancelado'.
if (typeof window !== 'undefined') quandoOcioso(() => void carregar().catch(() => undefined));

/** ModalCancelamento, loaded on demand (nothing shows until its code arrived). */
export function ModalCancelamentoSobDemanda(props: ComponentProps<typeof ModalCancelamento>) {
  return (
    <Suspense fallback={null}>
      <Adiado {...props} />
    </Suspense>
  );
}
