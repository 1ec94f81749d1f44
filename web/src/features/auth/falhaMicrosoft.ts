import type { CodigoErroLoginMicrosoft } from '@portal/shared/mensagens/loginMicrosoft';
import { ApiError } from '../../lib/apiClient.ts';

/**
 * The code /microsoft-login-error is sent with when the work-account callback fails: what the API answered the
 * token exchange, by status; anything else (MSAL's own errors, a refusal the page has no text for) sends none,
 * and the page shows the spec's default text.
 */
export function codigoDaFalha(error: unknown): CodigoErroLoginMicrosoft | undefined {
  if (!(error instanceof ApiError)) return undefined;
  if (error.status === 0) return 'sem_conexao';
  if (error.status === 401) return 'conta_invalida';
  if (error.status === 429 || error.status >= 500) return 'indisponivel';
  return undefined;
}
