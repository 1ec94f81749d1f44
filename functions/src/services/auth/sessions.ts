import { mensagens, permissoesDe, type SessaoResponse, textosAtividade, type UsuarioSessao } from '@portal/shared';
import type { UsuarioDoc } from '../../data/usuarios/usuariosRepository.ts';
import { unauthenticated } from '../../errors.ts';
import type { AuthServiceDeps } from './authService.ts';
import type { VerifiedPortalToken } from './portalTokens.ts';

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

/** Portal sessions: the token a sign-in issues, the session a request's token opens, sign-out. */
export function createSessions({
  usuarios,
  tokens,
  activity,
  now,
}: Pick<AuthServiceDeps, 'usuarios' | 'tokens' | 'activity' | 'now'>) {
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
    const user = await usuarios.get(claims.userId);
    if (!user || user.tokenVersion !== claims.tokenVersion) throw sessionExpired();
    if (user.sessoesEncerradas?.some((encerrada) => encerrada.id === claims.tokenId)) throw sessionExpired();
    return { user, tokenId: claims.tokenId, expiresAt: claims.expiresAt };
  };

  return {
    /** A new session for a user who just signed in, logged with how (`detalhes`). */
    async open(user: UsuarioDoc, detalhes: string, message?: string): Promise<SessaoResponse> {
      await activity.record({ tipo: 'Usuario', acao: textosAtividade.acoes.login, detalhes, usuario: user });
      return {
        ...(message ? { message } : {}),
        token: await tokens.issue({ userId: user.id, tokenVersion: user.tokenVersion }),
        user: toUsuarioSessao(user),
        role: user.role,
      };
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
      await usuarios.update(user.id, (current) => {
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
  };
}
export type Sessions = ReturnType<typeof createSessions>;
