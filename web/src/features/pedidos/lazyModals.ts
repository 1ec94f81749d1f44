import { lazyComponent, lazyModal } from '../../components/lazyComponent.tsx';

/** The order screens' modals, their code (and the form library's) loaded on demand: no list's first view shows them. */
export const LazyCancelamentoModal = lazyModal(() =>
  import('./CancelamentoModal.tsx').then((modulo) => modulo.CancelamentoModal),
);

export const LazyRastreioModal = lazyModal(() =>
  import('./rastreio/RastreioModal.tsx').then((modulo) => modulo.RastreioModal),
);

/** An order's detail, which opens on a click: if its code cannot arrive, it closes. */
export const LazyDetalhePedido = lazyComponent(
  () => import('./DetalhePedido.tsx').then((modulo) => modulo.DetalhePedido),
  (props) => props.onFechar(),
);
