import { createHmac } from 'node:crypto';
import { mensagensLimites } from '@portal/shared';
import { growingDelays, type SlidingWindow } from '../slidingWindow.ts';

const minuteMs = 60_000;

/**
 * One username from one client: 5 attempts a day, then a delay that doubles from 1 minute to 30. The owner
 * signing in from anywhere else is another client, untouched by it.
 */
export const regraUsuarioNoCliente = growingDelays({
  free: 5,
  firstDelayMs: minuteMs,
  maxDelayMs: 30 * minuteMs,
  windowMs: 24 * 60 * minuteMs,
});

/**
 * One client, whatever the usernames: 10 attempts an hour, then a delay that doubles from 30 seconds to 10
 * minutes — a client spraying a password over many usernames is slowed; an office behind one address, whose
 * people mostly type their password right (a success does not count), is not.
 */
export const regraCliente = growingDelays({
  free: 10,
  firstDelayMs: 30_000,
  maxDelayMs: 10 * minuteMs,
  windowMs: 60 * minuteMs,
});

/** A counted attempt: a right password takes it back (`sucesso`). */
export interface ReservaLogin {
  sucesso(): Promise<void>;
}

/**
 * Throttles password attempts by (username, client) and by client across usernames, with growing delays
 * instead of a lock of the username as a whole (docs/decisions.md). Known and unknown usernames are counted
 * alike, so the answers tell nothing about which accounts exist. An attempt is counted *before* the password
 * is checked, so a burst of parallel guesses cannot all slip past; a right password takes its attempt back
 * from the client's count and clears the username's at that client. Keys are HMACs: the `codigos` container
 * holds no username (or password typed into the username field) and no address in clear.
 */
export function createLoginThrottle(janela: SlidingWindow, secret: string) {
  const chave = (tipo: 'cliente' | 'usuario', valor: string) =>
    `login:${tipo}:${createHmac('sha256', secret).update(`login:${tipo}:${valor}`).digest('base64url')}`;

  const contar = (key: string, rule: typeof regraCliente) =>
    janela.limitar(key, rule, mensagensLimites.tentativasLogin);

  return {
    /** Counts one attempt of `usernameKey` from `cliente`, or refuses it: too many requests, with when to try again. */
    async reservar(usernameKey: string, cliente: string): Promise<ReservaLogin> {
      const doCliente = chave('cliente', cliente);
      const doUsuario = chave('usuario', `${cliente}\n${usernameKey}`);
      const momento = await contar(doCliente, regraCliente);
      try {
        await contar(doUsuario, regraUsuarioNoCliente);
      } catch (error) {
        // Refused for this username: the password is not checked, so the client's count gets the attempt back.
        await janela.release(doCliente, momento);
        throw error;
      }
      return {
        async sucesso() {
          await janela.clear(doUsuario);
          await janela.release(doCliente, momento);
        },
      };
    },
  };
}
export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
