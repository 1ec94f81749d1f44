/**
 * What a form that posts with an Idempotency-Key keeps between attempts: the key of what it last sent, and what
 * that was (its fingerprint). A fresh one after each success.
 */
export interface IdempotencyKeys {
  current: { key: string; fingerprint: string } | null;
}

export const newIdempotencyKeys = (): IdempotencyKeys => ({ current: null });

/**
 * The Idempotency-Key for sending `content` (JSON-serialisable): the previous attempt's when the content is the
 * same, so a retry after a lost answer cannot be stored twice; a new one when the user changed what is sent.
 */
export function idempotencyKeyFor(keys: IdempotencyKeys, content: unknown): string {
  const fingerprint = JSON.stringify(content);
  if (keys.current?.fingerprint !== fingerprint) keys.current = { key: crypto.randomUUID(), fingerprint };
  return keys.current.key;
}
