/** What other features may use of sign-in and the session (the screens themselves are the router's). */
export { AuthCard } from './AuthCard.tsx';
export { clearMicrosoftSession, loadMsal, type MicrosoftConfig } from './msal.ts';
export { useSession } from './useSession.ts';

/**
 * Records the sign-out on the server. The call's module loads at the click: the sign-in screens load it too, and it
 * must not bring the signed-in frame to them.
 */
export const registrarSaida = () => import('./authApi.ts').then((modulo) => modulo.registrarSaida());
