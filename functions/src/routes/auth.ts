import {
  loginRequestSchema,
  microsoftLoginRequestSchema,
  resendVerificationRequestSchema,
  verifyEmailRequestSchema,
} from '@portal/shared';
import { requireUser } from '../app/auth.ts';
import { json, readJson } from '../app/http.ts';
import type { RouteFactory } from '../app/routeTypes.ts';
import { toUsuarioSessao } from '../services/auth/authService.ts';

/** POST /api/login — token + user + role, or requiresVerification + userId. */
export const postLogin: RouteFactory = (deps) => async (request) =>
  json(200, await deps.auth.login(await readJson(request, loginRequestSchema)));

/** POST /api/verify-email */
export const postVerifyEmail: RouteFactory = (deps) => async (request) => {
  const { userId, code } = await readJson(request, verifyEmailRequestSchema);
  return json(200, await deps.auth.verifyEmail(userId, code));
};

/** POST /api/resend-verification */
export const postResendVerification: RouteFactory = (deps) => async (request) => {
  const { userId } = await readJson(request, resendVerificationRequestSchema);
  return json(200, await deps.auth.resendVerification(userId));
};

/** POST /api/auth/microsoft — exchanges a work-account access token for a portal session. */
export const postMicrosoftLogin: RouteFactory = (deps) => async (request) => {
  const { accessToken } = await readJson(request, microsoftLoginRequestSchema);
  return json(200, await deps.auth.loginMicrosoft(accessToken));
};

/** GET /api/profile */
export const getProfile: RouteFactory = (deps) => async (request) =>
  json(200, { user: toUsuarioSessao(await requireUser(deps, request)) });

/** POST /api/logout — records the sign-out; the SPA drops its tokens. */
export const postLogout: RouteFactory = (deps) => async (request) => {
  await deps.auth.logout(await requireUser(deps, request));
  return { status: 204 };
};

/** GET /api/azure-token — the work-account token for the ticket service, while valid. */
export const getAzureToken: RouteFactory = (deps) => async (request) =>
  json(200, deps.auth.azureToken(await requireUser(deps, request)));
