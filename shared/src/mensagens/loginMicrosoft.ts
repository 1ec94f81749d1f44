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

/**
 * What Entra ID shows of the portal's app registrations, written by the azd hooks (scripts/hooks/): the API's
 * scope on a consent screen (when a tenant still asks for consent) and the master role in *Enterprise
 * applications*. The role's value, `Portal.Master`, is the API's setting ENTRA_MASTER_ROLE, not a text.
 */
export const textosRegistroEntra = {
  escopoTitulo: 'Acessar o Portal do Franqueado',
  escopoDescricaoAdmin: 'Permite que o aplicativo acesse o Portal do Franqueado em nome do usuário conectado.',
  escopoDescricaoUsuario: 'Permite que o aplicativo acesse o Portal do Franqueado em seu nome.',
  papelMaster: 'Master do portal',
  papelMasterDescricao: 'Administra o portal',
} as const;
