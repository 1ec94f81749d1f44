import { mensagens } from '@portal/shared/mensagens/geral';
import {
  type LoginRequest,
  loginResponseSchema,
  mensagemResponseSchema,
  sessaoResponseSchema,
} from '@portal/shared/schemas/auth';
import * as z from 'zod/mini';
import { api } from '../../app/session.ts';

// The sign-in calls (spec section 7). Failures carry the server's message or the spec's fallback.

/** POST /api/login: a session, or the e-mail verification step. */
export const entrar = (body: LoginRequest) =>
  api.post('/api/login', { body, schema: loginResponseSchema, fallbackError: mensagens.erroLogin });

/** POST /api/verify-email */
export const verificarCodigo = (body: { userId: string; code: string }) =>
  api.post('/api/verify-email', { body, schema: sessaoResponseSchema, fallbackError: mensagens.erroVerificarCodigo });

/** POST /api/resend-verification */
export const reenviarCodigo = (userId: string) =>
  api.post('/api/resend-verification', {
    body: { userId },
    schema: mensagemResponseSchema,
    fallbackError: mensagens.erroReenviarCodigo,
  });

/** POST /api/auth/microsoft: the Entra access token exchanged for a portal session. */
export const trocarTokenMicrosoft = (accessToken: string) =>
  api.post('/api/auth/microsoft', {
    body: { accessToken },
    schema: sessaoResponseSchema,
    fallbackError: mensagens.erroAutenticacaoMicrosoft,
  });

/** POST /api/logout: the server records the sign-out. */
export const registrarSaida = () => api.post('/api/logout', { schema: z.unknown(), fallbackError: '' });
