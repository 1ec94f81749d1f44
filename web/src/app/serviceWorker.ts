import { registerSW } from 'virtual:pwa-register';
import { announceNewVersion } from './newVersion.ts';

/**
 * Registers the service worker (web/sw/sw.ts) once the first screen is up (main.tsx): its install downloads the
 * precache, which must not compete with the first load. A new version waits until the user asks for it: 'Atualizar'
 * tells it to take over, and the page reloads once it has.
 */
export function registerServiceWorker(): void {
  const atualizar = registerSW({
    immediate: true,
    onNeedRefresh: () => announceNewVersion(ativar),
    // The reload is ours (ativar): the plugin's comes only when the page started under an older worker, not when the
    // worker replaced is the one this page installed (a first visit left open until the next deploy).
    onNeedReload: () => undefined,
    onRegisterError: (erro: unknown) => console.error('Service worker não registrado', erro),
  });
  const ativar = () => {
    navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
    void atualizar(true);
  };
}
