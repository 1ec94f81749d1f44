import { mensagens } from '@portal/shared/mensagens/geral';
import { type ComponentType, useEffect, useRef, useState } from 'react';
import { quandoOcioso } from '../lib/quandoOcioso.ts';
import { useAlert } from './DialogProvider.tsx';

/**
 * A modal whose code loads on demand, so its form library stays off the lists' first paint: the code loads once the
 * browser is idle after the list came up, ready before anyone opens it. Nothing shows until it arrived; if it cannot
 * arrive (no connection, a deploy replaced the files), the lost connection's message, and the modal is left as if
 * 'Voltar' was pressed (the list and its selection stay). A failed load is tried again next time.
 */
export function modalSobDemanda<Props extends { onVoltar: () => void }>(
  carregarModulo: () => Promise<ComponentType<Props>>,
) {
  let carregado: ComponentType<Props> | null = null;
  const carregar = () =>
    carregarModulo().then((componente) => {
      carregado = componente;
      return componente;
    });
  if (typeof window !== 'undefined') quandoOcioso(() => void carregar().catch(() => undefined));

  return function ModalSobDemanda(props: Props) {
    const [Componente, setComponente] = useState<ComponentType<Props> | null>(() => carregado);
    const alert = useAlert();
    const voltar = useRef(props.onVoltar);
    voltar.current = props.onVoltar;

    useEffect(() => {
      if (Componente) return;
      let ativo = true;
      carregar().then(
        (componente) => {
          if (ativo) setComponente(() => componente);
        },
        async () => {
          if (!ativo) return;
          await alert(mensagens.erroConexao, { tone: 'error' });
          voltar.current();
        },
      );
      return () => {
        ativo = false;
      };
    }, [Componente, alert]);

    return Componente ? <Componente {...props} /> : null;
  };
}
