import { mensagens, mensagensChamados, type Papel, type SessaoResponse, textosAtividade } from '@portal/shared';
import { entraUserId, type UsuarioDoc, usernameKey } from '../../data/usuarios/usuariosRepository.ts';
import { forbidden, notFound, unauthenticated } from '../../errors.ts';
import type { AuthServiceDeps } from './authService.ts';
import type { EntraIdentity } from './entraTokens.ts';
import type { Sessions } from './sessions.ts';

type MicrosoftLoginDeps = Pick<AuthServiceDeps, 'usuarios' | 'validateEntraToken' | 'sealer' | 'masterRole' | 'now'>;

/** The role a work account gets at sign-in: the Entra app role appoints masters; admin is granted in the app. */
function roleAtSignIn(identity: EntraIdentity, current: Papel | undefined, masterRole: string): Papel {
  if (identity.roles.includes(masterRole)) return 'master';
  return current === 'master' || current === undefined ? 'user' : current;
}

/** Creates the work account on its first sign-in (exactly once: the id is deterministic), updates it after. */
function createWorkAccounts({ usuarios, sealer, masterRole, now }: MicrosoftLoginDeps) {
  /**
   * The name a work account shows: its e-mail's local part (`ana`), or — when another user, of either sign-in
   * kind, already has that name — the whole e-mail, which nobody else in the tenant has. A name that became
   * shared (an account from before this rule) changes at the next sign-in.
   */
  const nomeDaConta = async (identity: EntraIdentity, id: string, atual: string | undefined) => {
    if (atual !== undefined && !(await usuarios.nomeEmUso(atual, id))) return atual;
    if (!(await usuarios.nomeEmUso(identity.username, id))) return identity.username;
    return identity.email || identity.username;
  };

  return async (identity: EntraIdentity, accessToken: string) => {
    // The user's access token, sealed (sealing.ts), for the ticket service's second credential.
    const azureToken = { sealed: sealer.seal(accessToken), expiresAt: identity.expiresAt.toISOString() };
    const outcome = { created: false };
    const id = entraUserId(identity.tid, identity.oid);
    const username = await nomeDaConta(identity, id, (await usuarios.get(id))?.username);
    const user = await usuarios.update(id, (existing) => {
      const time = now().toISOString();
      outcome.created = existing === null;
      if (!existing) {
        return {
          id,
          username,
          usernameKey: usernameKey(username),
          email: identity.email,
          role: roleAtSignIn(identity, undefined, masterRole),
          email_verified: true,
          entra: { tid: identity.tid, oid: identity.oid },
          tokenVersion: 0,
          azureToken,
          created_at: time,
          updated_at: time,
        };
      }
      const role = roleAtSignIn(identity, existing.role, masterRole);
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
}

/**
 * Microsoft sign-in (work accounts of the tenant, Entra ID access tokens), and the work account's token kept sealed
 * for the ticket service (spec section 7).
 */
export function createMicrosoftLogin(deps: MicrosoftLoginDeps, sessions: Sessions) {
  const upsertWorkAccount = createWorkAccounts(deps);

  return {
    async loginMicrosoft(accessToken: string): Promise<SessaoResponse> {
      const identity = await deps.validateEntraToken(accessToken);
      if (!identity) throw unauthenticated(mensagens.tokenMicrosoftInvalido);
      const { user, created } = await upsertWorkAccount(identity, accessToken);
      return sessions.open(
        user,
        created ? textosAtividade.detalhes.primeiroLoginMicrosoft : textosAtividade.detalhes.loginMicrosoft,
      );
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

    /** The user's work-account token while it is valid (for the ticket service). */
    async azureToken(user: UsuarioDoc): Promise<{ azureToken: string; expiresAt: string }> {
      const stored = user.azureToken;
      const plain =
        stored && Date.parse(stored.expiresAt) > deps.now().getTime() ? deps.sealer.unseal(stored.sealed) : null;
      if (!stored || !plain) throw notFound(mensagens.tokenAzureIndisponivel);
      return { azureToken: plain, expiresAt: stored.expiresAt };
    },
  };
}
