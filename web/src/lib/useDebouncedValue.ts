import { useEffect, useState } from 'react';

/**
 * `valor` once it has stopped changing for `atrasoMs` (typing in a filter asks the API once, not per
 * key). `chave` says when it changed, so a value rebuilt on every render with the same content does
 * not restart the wait.
 */
export function useDebouncedValue<T>(valor: T, chave: string, atrasoMs: number): T {
  const [adiado, setAdiado] = useState(valor);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `chave` stands for `valor`'s content.
  useEffect(() => {
    const timer = setTimeout(() => setAdiado(valor), atrasoMs);
    return () => clearTimeout(timer);
  }, [chave, atrasoMs]);
  return adiado;
}
