import {
  type LoginRequest,
  type LoginResponse,
  mensagens,
  type Papel,
  permissoesDe,
  type SessaoResponse,
  type UsuarioSessao,
} from '@portal/shared';
import { retryOnConflict } from '../../data/cosmosItems.ts';
import type { EmailSender } from '../../data/emailSender.ts';
import { entraUserId, type UsersRepository, type UsuarioDoc, usernameKey } from '../../data/usersRepository.ts';
import { DependencyUnavailableError, HttpError } from '../../errors.ts';
import type { ActivityLog } from '../activityLog.ts';
import { verificationEmail } from '../emails/verificationEmail.ts';
import type { EntraIdentity, EntraValidator } from './entraTokens.ts';
import type { LoginThrottle } from './loginThrottle.ts';
import { dummyPasswordHash, verifyPassword } from './passwords.ts';
import type { PortalTokens } from './portalTokens.ts';
import type { Sealer } from './sealing.ts';
import type { VerificationCodes } from './verificationCodes.ts';

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

const sessionExpired = () => new HttpError(401, mensagens.sessaoInvalida);

export interface AuthServiceDeps {
  users: UsersRepository;
  tokens: PortalTokens;
  throttle: LoginThrottle;
  codes: VerificationCodes;
  email: EmailSender;
  validateEntraToken: EntraValidator;
  sealer: Sealer;
  activity: ActivityLog;
  masterRole: string;
  now: () => Date;
}

export function createAuthService(deps: AuthServiceDeps) {
  const { users, tokens, throttle, codes, activity, now } = deps;

  const session = async (user: UsuarioDoc, message?: string): Promise<SessaoResponse> => ({
    ...(message ? { message } : {}),
    token: await tokens.issue({ userId: user.id, tokenVersion: user.tokenVersion }),
    user: toUsuarioSessao(user),
    role: user.role,
  });

  const sendCode = async (user: UsuarioDoc) => {
    const code = await codes.issue(user.id);
    try {
      await deps.email.send(verificationEmail(user.email, user.username, code));
    } catch (error) {
      await codes.withdraw(user.id, code).catch(() => undefined);
      if (error instanceof DependencyUnavailableError) throw new HttpError(503, mensagens.falhaEnvioEmail);
      throw error;
    }
  };

  const logLogin = (user: UsuarioDoc, detalhes: string) =>
    activity.record({ tipo: 'Usuario', acao: 'Login', detalhes, usuario: user });

  /** The role a work account gets at sign-in: the Entra app role appoints masters; admin is granted in the app. */
  const roleAtSignIn = (identity: EntraIdentity, current: Papel | undefined): Papel => {
    if (identity.roles.includes(deps.masterRole)) return 'master';
    return current === 'master' || current === undefined ? 'user' : current;
  };

  const upsertWorkAccount = (identity: EntraIdentity, accessToken: string) =>
    retryOnConflict(async () => {
      const id = entraUserId(identity.tid, identity.oid);
      const existing = await users.get(id);
      const time = now().toISOString();
      const azureToken = { sealed: deps.sealer.seal(accessToken), expiresAt: identity.expiresAt.toISOString() };
      if (!existing) {
        const role = roleAtSignIn(identity, undefined);
        const doc: UsuarioDoc = {
          id,
          username: identity.username,
          usernameKey: usernameKey(identity.username),
          email: identity.email,
          role,
          email_verified: true,
          entra: { tid: identity.tid, oid: identity.oid },
          tokenVersion: 0,
          azureToken,
          created_at: time,
          updated_at: time,
        };
        await users.create(doc);
        return { user: doc, created: true };
      }
      const role = roleAtSignIn(identity, existing.doc.role);
      const doc: UsuarioDoc = {
        ...existing.doc,
        email: identity.email || existing.doc.email,
        role,
        // Losing the master appointment in Entra ends sessions that still carry it.
        tokenVersion: existing.doc.tokenVersion + (role !== existing.doc.role ? 1 : 0),
        azureToken,
        updated_at: time,
      };
      await users.replace(doc, existing.etag);
      return { user: doc, created: false };
    });

  return {
    async login({ username, password }: LoginRequest): Promise<LoginResponse> {
      const key = usernameKey(username);
      await throttle.reserveAttempt(key);

      const user = await users.findByUsername(username);
      // Unknown users cost the same scrypt work, so timing does not tell them apart either.
      const valid = await verifyPassword(password, user?.passwordHash ?? dummyPasswordHash);
      if (!user || !valid) throw new HttpError(401, mensagens.credenciaisInvalidas);
      await throttle.reset(key);

      if (!user.email_verified) {
        await sendCode(user).catch((error: unknown) => {
          // A code sent moments ago (or a lock) still stands: the verification screen handles it.
          if (!(error instanceof HttpError && error.status === 429)) throw error;
        });
        return { requiresVerification: true, userId: user.id, message: mensagens.verificacaoNecessaria };
      }
      await logLogin(user, 'Login com usuário e senha');
      return session(user);
    },

    async verifyEmail(userId: string, code: string): Promise<SessaoResponse> {
      const found = await users.get(userId);
      if (!found) throw new HttpError(400, mensagens.codigoExpirado);
      if (found.doc.email_verified) throw new HttpError(409, mensagens.emailJaVerificado);
      await codes.check(userId, code);
      const verified = await retryOnConflict(async () => {
        const current = await users.get(userId);
        if (!current) throw new HttpError(400, mensagens.codigoExpirado);
        const doc = { ...current.doc, email_verified: true, updated_at: now().toISOString() };
        await users.replace(doc, current.etag);
        return doc;
      });
      await activity.record({
        tipo: 'Usuario',
        acao: 'Verificação de e-mail',
        detalhes: 'E-mail verificado',
        usuario: verified,
      });
      await logLogin(verified, 'Login com usuário e senha após verificação de e-mail');
      return session(verified, mensagens.emailVerificado);
    },

    async resendVerification(userId: string): Promise<{ message: string }> {
      const found = await users.get(userId);
      if (!found) throw new HttpError(400, mensagens.codigoExpirado);
      if (found.doc.email_verified) throw new HttpError(409, mensagens.emailJaVerificado);
      await sendCode(found.doc);
      return { message: mensagens.codigoReenviado };
    },

    async loginMicrosoft(accessToken: string): Promise<SessaoResponse> {
      const identity = await deps.validateEntraToken(accessToken);
      if (!identity) throw new HttpError(401, mensagens.tokenMicrosoftInvalido);
      const { user, created } = await upsertWorkAccount(identity, accessToken);
      await logLogin(user, created ? 'Primeiro login com conta Microsoft' : 'Login com conta Microsoft');
      return session(user);
    },

    /** The signed-in user of a request; 401 for a missing, invalid, expired or revoked token. */
    async authenticate(bearer: string | null): Promise<UsuarioDoc> {
      if (!bearer) throw sessionExpired();
      const claims = await tokens.verify(bearer);
      if (!claims) throw sessionExpired();
      const found = await users.get(claims.userId);
      if (!found || found.doc.tokenVersion !== claims.tokenVersion) throw sessionExpired();
      return found.doc;
    },

    async logout(user: UsuarioDoc): Promise<void> {
      await activity.record({ tipo: 'Usuario', acao: 'Logout', detalhes: 'Saiu do portal', usuario: user });
    },

    /** The user's work-account token while it is valid (for the ticket service). */
    azureToken(user: UsuarioDoc): { azureToken: string; expiresAt: string } {
      const stored = user.azureToken;
      const plain = stored && Date.parse(stored.expiresAt) > now().getTime() ? deps.sealer.unseal(stored.sealed) : null;
      if (!stored || !plain) throw new HttpError(404, mensagens.tokenAzureIndisponivel);
      return { azureToken: plain, expiresAt: stored.expiresAt };
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
