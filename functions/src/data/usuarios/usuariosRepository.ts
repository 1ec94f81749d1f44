import type { Container } from '@azure/cosmos';
import { type ListaUsuariosQuery, papelSchema } from '@portal/shared';
import * as z from 'zod/mini';
import { typedItems } from '../cosmosItems.ts';
import { queryFilters } from '../queryFilters.ts';

/** A user as stored (partition key /id). Password users have a hash; work-account users an Entra identity. */
export const usuarioDocSchema = z.object({
  id: z.string(),
  username: z.string(),
  /** Lower-cased username, for case-insensitive login. */
  usernameKey: z.string(),
  email: z.string(),
  role: papelSchema,
  email_verified: z.boolean(),
  passwordHash: z.optional(z.string()),
  entra: z.optional(z.object({ tid: z.string(), oid: z.string() })),
  /** Bumped on demotion or removal: tokens carrying an older version stop working. */
  tokenVersion: z.number().check(z.int()),
  /** The user's last work-account access token, encrypted, kept while valid for the ticket service. */
  azureToken: z.optional(z.object({ sealed: z.string(), expiresAt: z.string() })),
  /** Sessions ended by sign-out, kept until their token would have expired anyway. */
  sessoesEncerradas: z.optional(z.array(z.object({ id: z.string(), ate: z.string() }))),
  /**
   * The franchise units the user runs (issue 36), by id: on the user, which every request reads already, so the
   * checkout knows them and the API checks an order's unit without another read (docs/decisions.md).
   */
  unidades: z.optional(z.array(z.string())),
  created_at: z.string(),
  updated_at: z.string(),
});
export type UsuarioDoc = z.infer<typeof usuarioDocSchema>;

const usuarioVinculadoDocSchema = z.pick(usuarioDocSchema, { id: true, username: true, email: true, unidades: true });

export const usernameKey = (username: string) => username.trim().toLowerCase();

/** Work-account users get a deterministic id, so the first sign-in can create them exactly once. */
export const entraUserId = (tid: string, oid: string) => `entra-${tid}-${oid}`;

export function createUsuariosRepository(container: Container) {
  const items = typedItems(container, usuarioDocSchema);
  return {
    get: async (id: string) => (await items.read(id, id))?.doc ?? null,
    create: items.create,
    /** ETag-guarded read-modify-write of one user (see typedItems.update). */
    update: (id: string, change: (current: UsuarioDoc | null) => UsuarioDoc | null) => items.update(id, id, change),
    async findByUsername(username: string): Promise<UsuarioDoc | null> {
      const found = await items.find({
        where: 'c.usernameKey = @key',
        parameters: [{ name: '@key', value: usernameKey(username) }],
      });
      return found.find((user) => user.passwordHash !== undefined) ?? null;
    },
    /** Whether another user than `exceptId` has this name (any sign-in kind, any case). */
    async nomeEmUso(username: string, exceptId: string): Promise<boolean> {
      // A count, not a list: a user whose document fails its schema (which a list leaves out) still holds the name.
      const quantos = await items.count({
        where: 'c.usernameKey = @key AND c.id != @id',
        parameters: [
          { name: '@key', value: usernameKey(username) },
          { name: '@id', value: exceptId },
        ],
      });
      return quantos > 0;
    },
    /**
     * Users by username: every one, or those whose username or e-mail contains `busca` (any case), the one of `id`;
     * the first `limite` of them.
     */
    list: ({ busca, id, limite }: ListaUsuariosQuery) => {
      const query = queryFilters();
      if (busca) {
        query.where(
          '(CONTAINS(c.usernameKey, @busca) OR CONTAINS(LOWER(c.email), @busca))',
          '@busca',
          busca.toLowerCase(),
        );
      }
      if (id) query.where('c.id = @id', '@id', id);
      return items.find(query.build({ orderBy: 'c.usernameKey', top: limite }));
    },
    count: () => items.count(),
    /** Every user linked to at least one unit, with only what the unit screen shows of them. */
    vinculados: () =>
      items.select(
        { where: 'IS_DEFINED(c.unidades) AND ARRAY_LENGTH(c.unidades) > 0', orderBy: 'c.usernameKey' },
        ['id', 'username', 'email', 'unidades'],
        usuarioVinculadoDocSchema,
      ),
  };
}
export type UsuariosRepository = ReturnType<typeof createUsuariosRepository>;
