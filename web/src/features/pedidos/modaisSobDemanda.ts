import { modalSobDemanda } from '../../components/componenteSobDemanda.tsx';

/** The order screens' form modals, their code (and the form library's) loaded on demand. */
export const CancelamentoModalSobDemanda = modalSobDemanda(() =>
  import('./CancelamentoModal.tsx').then((modulo) => modulo.CancelamentoModal),
);

export const RastreioModalSobDemanda = modalSobDemanda(() =>
  import('./rastreio/RastreioModal.tsx').then((modulo) => modulo.RastreioModal),
);
