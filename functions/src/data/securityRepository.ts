import type { Container } from '@azure/cosmos';
import { z } from 'zod';
import { typedItems } from './cosmosItems.ts';

/** The one live e-mail verification code of a user (a resend replaces it). */
export const codigoVerificacaoSchema = z.object({
  id: z.literal('verificacao'),
  userId: z.string(),
  /** HMAC of the code: the code itself is never stored. */
  codeHash: z.string().nullable(),
  expiresAt: z.string(),
  attempts: z.number().int(),
  lockedUntil: z.string().nullable(),
  /** When codes were sent in the last hour, for the resend limit. */
  sentAt: z.array(z.string()),
});
export type CodigoVerificacao = z.infer<typeof codigoVerificacaoSchema>;

/** Failed password attempts per username, known or not, so throttling reveals nothing. */
export const tentativasLoginSchema = z.object({
  id: z.literal('tentativas-login'),
  userId: z.string(),
  failures: z.number().int(),
  lockedUntil: z.string().nullable(),
  updated_at: z.string(),
});
export type TentativasLogin = z.infer<typeof tentativasLoginSchema>;

/** Partition of a username's login attempts inside the `codigos` container. */
export const loginAttemptsKey = (usernameKey: string) => `login:${usernameKey}`;

export function createSecurityRepository(container: Container) {
  const codes = typedItems(container, codigoVerificacaoSchema);
  const attempts = typedItems(container, tentativasLoginSchema);
  return {
    /** ETag-guarded read-modify-write of the user's live code (see typedItems.update). */
    updateCode: (userId: string, change: (current: CodigoVerificacao | null) => CodigoVerificacao | null) =>
      codes.update('verificacao', userId, change),
    /** ETag-guarded read-modify-write of a username's failed attempts. */
    updateAttempts: (key: string, change: (current: TentativasLogin | null) => TentativasLogin | null) =>
      attempts.update('tentativas-login', key, change),
    removeAttempts: (key: string) => attempts.remove('tentativas-login', key),
  };
}
export type SecurityRepository = ReturnType<typeof createSecurityRepository>;
