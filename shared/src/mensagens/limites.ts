// The texts of the limits that protect sign-in and uploads: what was refused, and when to try again.

/** A wait as people read it: '30 segundos', '1 minuto', '15 minutos' (minutes rounded up). */
export function tempoDeEspera(segundos: number): string {
  const inteiros = Math.max(1, Math.ceil(segundos));
  if (inteiros < 60) return `${inteiros} ${inteiros === 1 ? 'segundo' : 'segundos'}`;
  const minutos = Math.ceil(inteiros / 60);
  return `${minutos} ${minutos === 1 ? 'minuto' : 'minutos'}`;
}

export const mensagensLimites = {
  /** Too many password attempts from this client (for this username, or for any). */
  tentativasLogin: (segundos: number) => `Muitas tentativas de login. Tente novamente em ${tempoDeEspera(segundos)}.`,
  /** Too many upload URLs of one purpose asked for in the last hour. */
  enviosDemais: (segundos: number) =>
    `Muitos arquivos enviados em pouco tempo. Tente novamente em ${tempoDeEspera(segundos)}.`,
  /** An upload whose bytes outgrew the size declared when its URL was asked for. */
  tamanhoDiferente: (nome: string) =>
    `O arquivo "${nome}" é maior do que o informado ao enviá-lo. Envie o arquivo novamente.`,
} as const;
