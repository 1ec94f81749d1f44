import { type LoginRequest, loginRequestSchema } from '@portal/shared/schemas/auth';

// What the sign-in form needs of zod, loaded once the screen is up (LoginPage): the sign-in screens' first
// download has no zod.
export { entrar } from './authApi.ts';

export type ErrosLogin = Partial<Record<keyof LoginRequest, string>>;

/** The shared schema's verdict: the values to send (trimmed) or each field's first message. */
export function checarLogin(
  values: LoginRequest,
): { dados: LoginRequest; erros: null } | { dados: null; erros: ErrosLogin } {
  const result = loginRequestSchema.safeParse(values);
  if (result.success) return { dados: result.data, erros: null };
  const erros: ErrosLogin = {};
  for (const issue of result.error.issues) {
    const campo = issue.path[0];
    if ((campo === 'username' || campo === 'password') && !erros[campo]) erros[campo] = issue.message;
  }
  return { dados: null, erros };
}
