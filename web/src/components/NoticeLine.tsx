import { useCallback, useState } from 'react';
import { Icon } from './Icon.tsx';
import './noticeLine.css';

/** Spec section 8: a message containing 'sucesso' is styled as success, any other as an error. */
export const noticeTone = (texto: string): 'success' | 'error' => (texto.includes('sucesso') ? 'success' : 'error');

export interface Notice {
  texto: string;
  /** Counts the messages shown, so the same text shown again is announced again. */
  vez: number;
}

/** A screen's current message: `mostrar` replaces it, `fechar` dismisses it. */
export function useNotice() {
  const [aviso, setAviso] = useState<Notice | null>(null);
  const mostrar = useCallback(
    (texto: string) => setAviso((anterior) => ({ texto, vez: (anterior?.vez ?? 0) + 1 })),
    [],
  );
  const fechar = useCallback(() => setAviso(null), []);
  return { aviso, mostrar, fechar };
}

/**
 * The dismissible message line of the admin screens (spec sections 2 and 8): green for a success, red
 * otherwise; it stays under the navbar while the list scrolls, so the outcome of an action far down the
 * list is seen.
 */
export function NoticeLine({ aviso, onFechar }: { aviso: Notice | null; onFechar: () => void }) {
  if (!aviso) return null;
  const tom = noticeTone(aviso.texto);
  return (
    <div key={aviso.vez} className={`alert alert--${tom} linha-aviso`} role={tom === 'success' ? 'status' : 'alert'}>
      <p className="linha-aviso__texto">{aviso.texto}</p>
      <button type="button" className="icon-button linha-aviso__fechar" aria-label="Fechar aviso" onClick={onFechar}>
        <Icon name="fechar" />
      </button>
    </div>
  );
}
