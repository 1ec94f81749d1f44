import { mensagens } from '@portal/shared/mensagens/geral';
import { type ComponentType, useEffect, useRef, useState } from 'react';
import { whenLoadedAndIdle } from '../lib/whenIdle.ts';
import { useAlert } from './DialogProvider.tsx';

/**
 * A component whose code loads on demand, so its form library stays off the lists' first paint: the code loads once
 * the page's first load is over and the browser is idle, ready before anyone needs it (shown earlier, it loads then).
 * Nothing shows until it arrived; if it cannot arrive (no connection, a deploy replaced the files), the lost
 * connection's message, then `aoFalhar` with the props of the moment. A failed load is asked for again next time it is
 * shown, though the browser may keep answering from the failure it remembers for that file until the page reloads.
 */
export function lazyComponent<Props extends object>(
  carregarModulo: () => Promise<ComponentType<Props>>,
  aoFalhar?: (props: Props) => void,
) {
  let carregado: ComponentType<Props> | null = null;
  const carregar = () =>
    carregarModulo().then((componente) => {
      carregado = componente;
      return componente;
    });
  if (typeof window !== 'undefined') whenLoadedAndIdle(() => void carregar().catch(() => undefined));

  return function LazyComponent(props: Props) {
    const [Componente, setComponente] = useState<ComponentType<Props> | null>(() => carregado);
    const alert = useAlert();
    const atuais = useRef(props);
    atuais.current = props;

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
          aoFalhar?.(atuais.current);
        },
      );
      return () => {
        ativo = false;
      };
    }, [Componente, alert]);

    return Componente ? <Componente {...props} /> : null;
  };
}

/**
 * A modal loaded on demand (`lazyComponent`): if its code cannot arrive, the modal is left as if 'Voltar' was pressed
 * (the list and its selection stay).
 */
export const lazyModal = <Props extends { onVoltar: () => void }>(
  carregarModulo: () => Promise<ComponentType<Props>>,
) => lazyComponent(carregarModulo, (props) => props.onVoltar());
