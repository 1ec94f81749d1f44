import { itensMaximosCarrinho, precoMaximo } from '../domain/limitesValores.ts';
import { formatPreco } from '../format/money.ts';

// The texts of the limits: those that protect sign-in and uploads (what was refused, and when to try again), and
// the bounds that keep totals exact (ours: the spec sets no maximum).

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
  /** Too many replies to tickets in the last minute (a script, not someone typing). */
  respostasDemais: (segundos: number) =>
    `Muitas respostas enviadas em pouco tempo. Tente novamente em ${tempoDeEspera(segundos)}.`,
  /** Too many tickets filed in the last hour. */
  chamadosDemais: (segundos: number) =>
    `Muitos chamados abertos em pouco tempo. Tente novamente em ${tempoDeEspera(segundos)}.`,
  /** An upload whose bytes outgrew the size declared when its URL was asked for. */
  tamanhoDiferente: (nome: string) =>
    `O arquivo "${nome}" é maior do que o informado ao enviá-lo. Envie o arquivo novamente.`,
  // A getter: formatting the price loads Intl's currency data, which nothing else needs when the app starts.
  get precoMaximo() {
    return `O preço pode ser de no máximo ${formatPreco(precoMaximo)}.`;
  },
  itensNoCarrinho: `O carrinho aceita no máximo ${itensMaximosCarrinho} produtos diferentes. Finalize este pedido ou remova um item antes de incluir outro.`,
} as const;
