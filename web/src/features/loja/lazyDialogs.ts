import { lazyComponent } from '../../components/lazyComponent.tsx';

// The add-to-cart dialogs open on a click: their code leaves the shop's first load (it arrives once the browser is
// idle). If it cannot arrive, the dialog closes.
const dialogos = () => import('./AdicionarAoCarrinhoDialogs.tsx');

export const LazySizeDialog = lazyComponent(
  () => dialogos().then((modulo) => modulo.SizeDialog),
  (props) => props.onClose(),
);

export const LazyQuantityDialog = lazyComponent(
  () => dialogos().then((modulo) => modulo.QuantityDialog),
  (props) => props.onClose(),
);
