import {
  type LoginRequest,
  type LoginResponse,
  mensagens,
  mensagensChamados,
  type Papel,
  permissoesDe,
  type SessaoResponse,
  textosAtividade,
  type UsuarioSessao,
} from '@portal/shared';
import {
  entraUserId,
  type UsuarioDoc,
  type UsuariosRepository,
  usernameKey,
} from '../../data/usuarios/usuariosRepository.ts';
import {
  conflict,
  DependencyUnavailableError,
  forbidden,
  invalid,
  notFound,
  RefusalError,
  unauthenticated,
  unavailable,
} from '../../errors.ts';
import { verificationEmail } from '../emails/verificationEmail.ts';
import type { ActivityLog } from '../logs/activityLog.ts';
import type { Outbox } from '../outbox.ts';
import type { EntraIdentity, EntraValidator } from './entraTokens.ts';
import type { LoginThrottle } from './loginThrottle.ts';
import type { Senhas } from './passwords.ts';
import type { PortalTokens, VerifiedPortalToken } from './portalTokens.ts';
import type { Sealer } from './sealing.ts';
import { codeValidityMs, type VerificationCodes } from './verificationCodes.ts';

export function toUsuarioSessao(user: UsuarioDoc): UsuarioSessao {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    role: user.role,
    can_manage_products: permissoesDe(user.role).canManageProducts,
    email_verified: user.email_verified,
    origem: user.entra ? 'microsoft' : 'senha',
  };
}

const sessionExpired = () => unauthenticated(mensagens.sessaoInvalida);

/** An authenticated request: the user as stored now, and the session (token) it came with. */
export interface Sessao {
  user: UsuarioDoc;
  tokenId: string;
  expiresAt: Date;
}

export interface AuthServiceDeps {
  users: UsuariosRepository;
  tokens: PortalTokens;
  throttle: LoginThrottle;
  codes: VerificationCodes;
  outbox: Outbox;
  validateEntraToken: EntraValidator;
  sealer: Sealer;
  activity: ActivityLog;
  masterRole: string;
  /** Password hashing: OWASP's parameters (passwords.ts `senhas`). */
  senhas: Senhas;
  now: () => Date;
}

export function createAuthService(deps: AuthServiceDeps) {
  const { users, tokens, throttle, codes, activity, now } = deps;
  const { hashPassword, needsRehash, verifyPassword, dummyPasswordHash } = deps.senhas;

  const session = async (user: UsuarioDoc, message?: string): Promise<SessaoResponse> => ({
    ...(message ? { message } : {}),
    token: await tokens.issue({ userId: user.id, tokenVersion: user.tokenVersion }),
    user: toUsuarioSessao(user),
    role: user.role,
  });

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
      await users.update(user.id, (current) =>
        current?.passwordHash === old ? { ...current, passwordHash, updated_at: now().toISOString() } : null,
      );
    } catch (error) {
      console.warn(`user ${user.id}: password re-hash failed`, error);
    }
  };

  /** A request's token checked by its signature and claims alone (no database call); unauthenticated when not valid. */
  const verifyToken = async (bearer: string | null): Promise<VerifiedPortalToken> => {
    const claims = bearer ? await tokens.verify(bearer) : null;
    if (!claims) throw sessionExpired();
    return claims;
  };

  /**
   * The session a verified token opens: the user as stored now (the one extra read per request), unauthenticated
   * for a revoked token version (demotion) or a session ended by sign-out.
   */
  const sessionOf = async (claims: VerifiedPortalToken): Promise<Sessao> => {
    const user = await users.get(claims.userId);
    if (!user || user.tokenVersion !== claims.tokenVersion) throw sessionExpired();
    if (user.sessoesEncerradas?.some((encerrada) => encerrada.id === claims.tokenId)) throw sessionExpired();
    return { user, tokenId: claims.tokenId, expiresAt: claims.expiresAt };
  };

  const logLogin = (user: UsuarioDoc, detalhes: string) =>
    activity.record({ tipo: 'Usuario', acao: textosAtividade.acoes.login, detalhes, usuario: user });

  /** The role a work account gets at sign-in: the Entra app role appoints masters; admin is granted in the app. */
  const roleAtSignIn = (identity: EntraIdentity, current: Papel | undefined): Papel => {
    if (identity.roles.includes(deps.masterRole)) return 'master';
    return current === 'master' || current === undefined ? 'user' : current;
  };

  /**
   * The name a work account shows: its e-mail's local part (`ana`), or — when another user, of either sign-in
   * kind, already has that name — the whole e-mail, which nobody else in the tenant has. A name that became
   * shared (an account from before this rule) changes at the next sign-in.
   */
  const nomeDaConta = async (identity: EntraIdentity, id: string, atual: string | undefined) => {
    if (atual !== undefined && !(await users.nomeEmUso(atual, id))) return atual;
    if (!(await users.nomeEmUso(identity.username, id))) return identity.username;
    return identity.email || identity.username;
  };

  /** Creates the work account on its first sign-in (exactly once: the id is deterministic), updates it after. */
  const upsertWorkAccount = async (identity: EntraIdentity, accessToken: string) => {
    const azureToken = { sealed: deps.sealer.seal(accessToken), expiresAt: identity.expiresAt.toISOString() };
    const outcome = { created: false };
    const id = entraUserId(identity.tid, identity.oid);
    const username = await nomeDaConta(identity, id, (await users.get(id))?.username);
    const user = await users.update(id, (existing) => {
      const time = now().toISOString();
      outcome.created = existing === null;
      if (!existing) {
        return {
          id,
          username,
          usernameKey: usernameKey(username),
          email: identity.email,
          role: roleAtSignIn(identity, undefined),
          email_verified: true,
          entra: { tid: identity.tid, oid: identity.oid },
          tokenVersion: 0,
          azureToken,
          created_at: time,
          updated_at: time,
        };
      }
      const role = roleAtSignIn(identity, existing.role);
      return {
        ...existing,
        username,
        usernameKey: usernameKey(username),
        email: identity.email || existing.email,
        role,
        // Losing the master appointment in Entra ends sessions that still carry it.
        tokenVersion: existing.tokenVersion + (role !== existing.role ? 1 : 0),
        azureToken,
        updated_at: time,
      };
    });
    if (!user) throw new Error('work account upsert wrote nothing');
    return { user, created: outcome.created };
  };

  return {
    /** A password sign-in from `cliente`, the caller's address as the platform saw it (app/clientAddress.ts). */
    async login({ username, password }: LoginRequest, cliente: string): Promise<LoginResponse> {
      const reserva = await throttle.reservar(usernameKey(username), cliente);

      const user = await users.findByUsername(username);
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
      await logLogin(user, textosAtividade.detalhes.loginSenha);
      return session(user);
    },

    async verifyEmail(userId: string, code: string): Promise<SessaoResponse> {
      const found = await users.get(userId);
      if (!found) throw invalid(mensagens.codigoExpirado);
      if (found.email_verified) throw conflict(mensagens.emailJaVerificado);
      await codes.check(userId, code);
      const verified = await users.update(userId, (current) => {
        if (!current) throw invalid(mensagens.codigoExpirado);
        return { ...current, email_verified: true, updated_at: now().toISOString() };
      });
      if (!verified) throw invalid(mensagens.codigoExpirado);
      await activity.record({
        tipo: 'Usuario',
        acao: textosAtividade.acoes.verificacaoEmail,
        detalhes: textosAtividade.detalhes.emailVerificado,
        usuario: verified,
      });
      await logLogin(verified, textosAtividade.detalhes.loginAposVerificacao);
      return session(verified, mensagens.emailVerificado);
    },

    async resendVerification(userId: string): Promise<{ message: string }> {
      const found = await users.get(userId);
      if (!found) throw invalid(mensagens.codigoExpirado);
      if (found.email_verified) throw conflict(mensagens.emailJaVerificado);
      return { message: (await sendCode(found)) ? mensagens.codigoReenviado : mensagens.codigoReenviadoNaFila };
    },

    async loginMicrosoft(accessToken: string): Promise<SessaoResponse> {
      const identity = await deps.validateEntraToken(accessToken);
      if (!identity) throw unauthenticated(mensagens.tokenMicrosoftInvalido);
      const { user, created } = await upsertWorkAccount(identity, accessToken);
      await logLogin(
        user,
        created ? textosAtividade.detalhes.primeiroLoginMicrosoft : textosAtividade.detalhes.loginMicrosoft,
      );
      return session(user);
    },

    verifyToken,
    sessionOf,

    /**
     * The session of a request; unauthenticated for a missing, invalid or expired token, a revoked token version
     * (demotion) or a session ended by sign-out. The user read here is the one extra read per request.
     */
    authenticate: async (bearer: string | null): Promise<Sessao> => sessionOf(await verifyToken(bearer)),

    /**
     * Sign-out ends this session on the server: its token id is kept on the user until the token would
     * have expired anyway (the list prunes itself), so the token stops working at once while the user's
     * other devices stay signed in.
     */
    async logout({ user, tokenId, expiresAt }: Sessao): Promise<void> {
      await users.update(user.id, (current) => {
        if (!current) return null;
        const nowMs = now().getTime();
        const stillValid = (current.sessoesEncerradas ?? []).filter((encerrada) => Date.parse(encerrada.ate) > nowMs);
        return {
          ...current,
          sessoesEncerradas: [...stillValid, { id: tokenId, ate: expiresAt.toISOString() }],
          updated_at: new Date(nowMs).toISOString(),
        };
      });
      await activity.record({
        tipo: 'Usuario',
        acao: textosAtividade.acoes.logout,
        detalhes: textosAtividade.detalhes.logout,
        usuario: user,
      });
    },

    /**
     * The ticket service's second credential (spec section 7): a work-account user's request must carry a
     * valid access token of that same account (forbidden otherwise: unauthenticated would end the portal session,
     * which is still good). A password user has no such token and needs none.
     */
    async exigirTokenAzure(user: UsuarioDoc, token: string | null): Promise<void> {
      if (!user.entra) return;
      if (!token) throw forbidden(mensagensChamados.tokenAzureAusente);
      const identity = await deps.validateEntraToken(token);
      if (!identity || identity.tid !== user.entra.tid || identity.oid !== user.entra.oid) {
        throw forbidden(mensagensChamados.tokenAzureInvalido);
      }
    },

    /**
     * The user's work-account token while it is valid (for the ticket service); async like every method here, so the
     * service can be loaded on demand (app/servicoSobDemanda.ts).
     */
    async azureToken(user: UsuarioDoc): Promise<{ azureToken: string; expiresAt: string }> {
      const stored = user.azureToken;
      const plain = stored && Date.parse(stored.expiresAt) > now().getTime() ? deps.sealer.unseal(stored.sealed) : null;
      if (!stored || !plain) throw notFound(mensagens.tokenAzureIndisponivel);
      return { azureToken: plain, expiresAt: stored.expiresAt };
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
