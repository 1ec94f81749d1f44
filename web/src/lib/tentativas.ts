/**
 * What a form that posts with an Idempotency-Key keeps between attempts: the key of what it last sent, and what
 * that was (its fingerprint). A fresh one after each success.
 */
export interface Tentativas {
  atual: { key: string; fingerprint: string } | null;
}

export const novasTentativas = (): Tentativas => ({ atual: null });

/**
 * The Idempotency-Key for sending `conteudo` (JSON-serialisable): the previous attempt's when the content is the
 * same, so a retry after a lost answer cannot be stored twice; a new one when the user changed what is sent.
 */
export function chaveDaTentativa(tentativas: Tentativas, conteudo: unknown): string {
  const fingerprint = JSON.stringify(conteudo);
  if (tentativas.atual?.fingerprint !== fingerprint) tentativas.atual = { key: crypto.randomUUID(), fingerprint };
  return tentativas.atual.key;
}
