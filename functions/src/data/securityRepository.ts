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
    readCode: (userId: string) => codes.read('verificacao', userId),
    createCode: codes.create,
    replaceCode: (doc: CodigoVerificacao, etag: string) => codes.replace(doc, etag, doc.userId),
    readAttempts: (key: string) => attempts.read('tentativas-login', key),
    createAttempts: attempts.create,
    replaceAttempts: (doc: TentativasLogin, etag: string) => attempts.replace(doc, etag, doc.userId),
    removeAttempts: (key: string) => attempts.remove('tentativas-login', key),
  };
}
export type SecurityRepository = ReturnType<typeof createSecurityRepository>;
