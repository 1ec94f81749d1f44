import type { Container } from '@azure/cosmos';
import * as z from 'zod/mini';
import { typedItems } from '../cosmosItems.ts';

/** The one live e-mail verification code of a user (a resend replaces it). */
export const codigoVerificacaoSchema = z.object({
  id: z.literal('verificacao'),
  userId: z.string(),
  /** HMAC of the code: the code itself is never stored. */
  codeHash: z.nullable(z.string()),
  expiresAt: z.string(),
  attempts: z.number().check(z.int()),
  lockedUntil: z.nullable(z.string()),
  /** When codes were sent in the last hour, for the resend limit. */
  sentAt: z.array(z.string()),
});
export type CodigoVerificacao = z.infer<typeof codigoVerificacaoSchema>;

/**
 * The moments (epoch ms) something was counted under one key — sign-in attempts, upload URLs issued — for
 * the sliding windows of services/slidingWindow.ts. One document per key, alone in its partition.
 */
export const janelaSchema = z.object({
  id: z.literal('janela'),
  userId: z.string(),
  instantes: z.array(z.number()),
  /**
   * What each moment counted, when it was one request's (its Idempotency-Key): the same request again is not counted
   * twice. Parallel to `instantes`; absent on windows written before it.
   */
  eventos: z.optional(z.array(z.nullable(z.string()))),
  /** Seconds Cosmos DB keeps the document after its last write: a key nobody uses goes by itself. */
  ttl: z.number().check(z.int(), z.positive()),
});
export type Janela = z.infer<typeof janelaSchema>;

export function createSecurityRepository(container: Container) {
  const codes = typedItems(container, codigoVerificacaoSchema);
  const janelas = typedItems(container, janelaSchema);
  return {
    /** ETag-guarded read-modify-write of the user's live code (see typedItems.update). */
    updateCode: (userId: string, change: (current: CodigoVerificacao | null) => CodigoVerificacao | null) =>
      codes.update('verificacao', userId, change),
    /** ETag-guarded read-modify-write of a key's window (see typedItems.update). */
    updateWindow: (key: string, change: (current: Janela | null) => Janela | null) =>
      janelas.update('janela', key, change),
    removeWindow: (key: string) => janelas.remove('janela', key),
  };
}
export type SecurityRepository = ReturnType<typeof createSecurityRepository>;
