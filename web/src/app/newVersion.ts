import { useSyncExternalStore } from 'react';

/**
 * A new version of the portal, installed and waiting: how to switch to it, once the service worker found one
 * (app/serviceWorker.ts). The page keeps running the code it loaded until the user asks for the new one.
 */
let atualizar: (() => void) | null = null;
const ouvintes = new Set<() => void>();

export function announceNewVersion(ativar: () => void): void {
  atualizar = ativar;
  for (const ouvinte of ouvintes) ouvinte();
}

const inscrever = (ouvinte: () => void) => {
  ouvintes.add(ouvinte);
  return () => ouvintes.delete(ouvinte);
};

export const useNewVersion = () => useSyncExternalStore(inscrever, () => atualizar);
