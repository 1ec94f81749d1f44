import { type LoginRequest, type LoginResponse, mensagens, type SessaoResponse, textosAtividade } from '@portal/shared';
import { type UsuarioDoc, usernameKey } from '../../data/usuarios/usuariosRepository.ts';
import {
  conflict,
  DependencyUnavailableError,
  invalid,
  RefusalError,
  unauthenticated,
  unavailable,
} from '../../errors.ts';
import { verificationEmail } from '../emails/verificationEmail.ts';
import type { Outbox } from '../outbox.ts';
import type { AuthServiceDeps } from './authService.ts';
import type { Sessions } from './sessions.ts';
import { codeValidityMs } from './verificationCodes.ts';

/**
 * Password sign-in: throttled per username and client (loginThrottle.ts), hashes re-made at older parameters, and an
 * account whose e-mail is not verified signs in only with the 6-digit code e-mailed to it.
 */
export function createPasswordLogin(
  deps: Pick<AuthServiceDeps, 'usuarios' | 'throttle' | 'codes' | 'outbox' | 'activity' | 'senhas' | 'now'>,
  sessions: Sessions,
) {
  const { usuarios, codes, now } = deps;
  const { hashPassword, needsRehash, verifyPassword, dummyPasswordHash } = deps.senhas;

  /**
   * E-mails a new code ahead of every other e-mail waiting. True when it went out now; false when the e-mail service
   * asked to wait (its rate limit): the code stands and goes out first when the wait ends (dropped if that is after
   * the code expired). A failed send withdraws the code and asks the user to try again.
   */
  const sendCode = async (user: UsuarioDoc): Promise<boolean> => {
    const code = await codes.issue(user.id);
    const falhou = async () => {
      await codes.withdraw(user.id, code).catch(() => undefined);
      return unavailable(mensagens.falhaEnvioEmail);
    };
    let resultado: Awaited<ReturnType<Outbox['send']>>;
    try {
      resultado = await deps.outbox.send(
        {
          email: verificationEmail(user.email, user.username, code),
          userId: user.id,
          origem: { tipo: 'codigo', id: user.id },
          prioridade: 'alta',
          expiraEm: new Date(now().getTime() + codeValidityMs),
        },
        { desistirSeFalhar: true, substituir: true },
      );
    } catch (error) {
      if (error instanceof DependencyUnavailableError) throw await falhou();
      throw error;
    }
    if (resultado === 'falhou') throw await falhou();
    return resultado === 'enviado';
  };

  /**
   * A hash made with older parameters is re-made with the current ones now that the password is known to be right
   * — unless the password changed meanwhile. Best effort: the sign-in stands either way, and the next one retries.
   */
  const upgradeHash = async (user: UsuarioDoc, password: string) => {
    const old = user.passwordHash;
    if (old === undefined || !needsRehash(old)) return;
    try {
      const passwordHash = await hashPassword(password);
      await usuarios.update(user.id, (current) =>
        current?.passwordHash === old ? { ...current, passwordHash, updated_at: now().toISOString() } : null,
      );
    } catch (error) {
      console.warn(`user ${user.id}: password re-hash failed`, error);
    }
  };

  /** The user waiting for their e-mail's verification; refused when unknown or already verified. */
  const aVerificar = async (userId: string) => {
    const found = await usuarios.get(userId);
    if (!found) throw invalid(mensagens.codigoExpirado);
    if (found.email_verified) throw conflict(mensagens.emailJaVerificado);
    return found;
  };

  return {
    /** A password sign-in from `cliente`, the caller's address as the platform saw it (app/clientAddress.ts). */
    async login({ username, password }: LoginRequest, cliente: string): Promise<LoginResponse> {
      const reserva = await deps.throttle.reservar(usernameKey(username), cliente);

      const user = await usuarios.findByUsername(username);
      // Unknown users cost the same scrypt work, so timing does not tell them apart either.
      const valid = await verifyPassword(password, user?.passwordHash ?? dummyPasswordHash);
      if (!user || !valid) throw unauthenticated(mensagens.credenciaisInvalidas);
      await reserva.sucesso();
      await upgradeHash(user, password);

      if (!user.email_verified) {
        const agora = await sendCode(user).catch((error: unknown) => {
          // A code sent moments ago (or a lock) still stands: the verification screen handles it.
          if (!(error instanceof RefusalError && error.kind === 'tooManyRequests')) throw error;
          return true;
        });
        const message = agora ? mensagens.verificacaoNecessaria : mensagens.verificacaoNecessariaNaFila;
        return { requiresVerification: true, userId: user.id, message };
      }
      return sessions.open(user, textosAtividade.detalhes.loginSenha);
    },

    async verifyEmail(userId: string, code: string): Promise<SessaoResponse> {
      await aVerificar(userId);
      await codes.check(userId, code);
      const verified = await usuarios.update(userId, (current) => {
        if (!current) throw invalid(mensagens.codigoExpirado);
        return { ...current, email_verified: true, updated_at: now().toISOString() };
      });
      if (!verified) throw invalid(mensagens.codigoExpirado);
      await deps.activity.record({
        tipo: 'Usuario',
        acao: textosAtividade.acoes.verificacaoEmail,
        detalhes: textosAtividade.detalhes.emailVerificado,
        usuario: verified,
      });
      return sessions.open(verified, textosAtividade.detalhes.loginAposVerificacao, mensagens.emailVerificado);
    },

    async resendVerification(userId: string): Promise<{ message: string }> {
      const found = await aVerificar(userId);
      return { message: (await sendCode(found)) ? mensagens.codigoReenviado : mensagens.codigoReenviadoNaFila };
    },
  };
}
