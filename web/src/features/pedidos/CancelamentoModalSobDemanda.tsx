import { mensagens } from '@portal/shared/mensagens/geral';
import { type ComponentProps, useEffect, useRef, useState } from 'react';
import { useAlert } from '../../components/DialogProvider.tsx';
import { quandoOcioso } from '../../lib/quandoOcioso.ts';
import type { CancelamentoModal } from './CancelamentoModal.tsx';

type Modal = typeof CancelamentoModal;

let carregado: Modal | null = null;
/** The modal's module; a load that failed (no connection, a deploy replaced the files) is tried again next time. */
const carregar = () =>
  import('./CancelamentoModal.tsx').then((modulo) => {
    carregado = modulo.CancelamentoModal;
    return carregado;
  });

// The cancel modal's form library stays off the lists' first paint: its code loads once the browser is idle
// after the list came up, ready before anyone picks 'Cancelado'.
if (typeof window !== 'undefined') quandoOcioso(() => void carregar().catch(() => undefined));

/**
 * CancelamentoModal, its code loaded on demand: nothing shows until it arrived; if it cannot arrive, the lost
 * connection's message, and the cancel is left as if 'Voltar' was pressed (the list and its selection stay).
 */
export function CancelamentoModalSobDemanda(props: ComponentProps<Modal>) {
  const [Componente, setComponente] = useState<Modal | null>(() => carregado);
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
}
