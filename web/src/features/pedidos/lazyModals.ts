import { lazyModal } from '../../components/lazyComponent.tsx';

/** The order screens' form modals, their code (and the form library's) loaded on demand. */
export const LazyCancelamentoModal = lazyModal(() =>
  import('./CancelamentoModal.tsx').then((modulo) => modulo.CancelamentoModal),
);

export const LazyRastreioModal = lazyModal(() =>
  import('./rastreio/RastreioModal.tsx').then((modulo) => modulo.RastreioModal),
);
