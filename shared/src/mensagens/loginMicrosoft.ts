import { mensagens } from './geral.ts';

/**
 * What /microsoft-login-error shows for each error code it may be given in `?error=`. The parameter travels in a
 * link anyone can build, so it only picks one of these texts — never shows its own — and any other value shows
 * the spec's default text (`mensagens.erroAutenticacaoMicrosoft`).
 */
export const errosLoginMicrosoft = {
  /** The API refused the work-account token (401). */
  conta_invalida: mensagens.tokenMicrosoftInvalido,
  /** The API or a service behind it did not answer (5xx, 429). */
  indisponivel: mensagens.servicoIndisponivel,
  /** The browser reached no server. */
  sem_conexao: mensagens.erroConexao,
} as const;
export type CodigoErroLoginMicrosoft = keyof typeof errosLoginMicrosoft;

/** Whether a value is one of the codes above (own keys only: `toString` or `__proto__` are no code). */
export const ehCodigoErroLoginMicrosoft = (valor: unknown): valor is CodigoErroLoginMicrosoft =>
  typeof valor === 'string' && Object.hasOwn(errosLoginMicrosoft, valor);

/** The text of a code, or the spec's default text. */
export const mensagemErroLoginMicrosoft = (codigo: CodigoErroLoginMicrosoft | undefined): string =>
  codigo === undefined ? mensagens.erroAutenticacaoMicrosoft : errosLoginMicrosoft[codigo];
