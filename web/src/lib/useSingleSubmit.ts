import { useRef } from 'react';

/**
 * A form's send, one at a time: a second call while one is in flight answers null and sends nothing (a double
 * submit before the button is disabled).
 */
export function useSingleSubmit<Envio, Resposta>(enviar: (envio: Envio) => Promise<Resposta>) {
  const emVoo = useRef(false);
  return async (envio: Envio): Promise<Resposta | null> => {
    if (emVoo.current) return null;
    emVoo.current = true;
    try {
      return await enviar(envio);
    } finally {
      emVoo.current = false;
    }
  };
}
