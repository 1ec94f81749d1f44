import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

/**
 * Whether the portal is without a network: the browser says it is offline (TanStack Query's onlineManager follows
 * navigator.onLine), or the last API call found no network — no answer, or only the service worker's stored copy.
 */
let semResposta = false;
const ouvintes = new Set<() => void>();

/** The API client's word after each call: whether the network answered it. */
export function recordResponse(daRede: boolean): void {
  if (semResposta !== daRede) return;
  semResposta = !daRede;
  for (const ouvinte of ouvintes) ouvinte();
}

export const isOffline = (): boolean => !onlineManager.isOnline() || semResposta;

const inscrever = (ouvinte: () => void) => {
  ouvintes.add(ouvinte);
  const sair = onlineManager.subscribe(ouvinte);
  return () => {
    ouvintes.delete(ouvinte);
    sair();
  };
};

export const useOffline = (): boolean => useSyncExternalStore(inscrever, isOffline);
