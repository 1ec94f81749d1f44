import { registerSW } from 'virtual:pwa-register';
import { anunciarNovaVersao } from './novaVersao.ts';

/**
 * Registers the service worker (web/sw/sw.ts) once the first screen is up (main.tsx): its install downloads the
 * precache, which must not compete with the first load. A new version waits until the user asks for it: 'Atualizar'
 * tells it to take over, and the page reloads when it has.
 */
export function registrarServiceWorker(): void {
  const atualizar = registerSW({
    immediate: true,
    onNeedRefresh: () => anunciarNovaVersao(() => void atualizar(true)),
    onRegisterError: (erro: unknown) => console.error('Service worker não registrado', erro),
  });
}
