import {
  loginRequestSchema,
  microsoftLoginRequestSchema,
  resendVerificationRequestSchema,
  verifyEmailRequestSchema,
} from '@portal/shared';
import { clientAddress } from '../app/clientAddress.ts';
import { json, readJson } from '../app/http.ts';
import type { PublicRoute, SignedInRoute } from '../app/routeTypes.ts';
import { authDomain } from '../composition/auth.ts';
import { toUsuarioSessao } from '../services/auth/sessions.ts';

/** POST /api/login — token + user + role, or requiresVerification + userId; throttled by client address. */
export const postLogin: PublicRoute = (platform) => async (request) => {
  const credenciais = await readJson(request, loginRequestSchema);
  return json(
    200,
    await authDomain(platform).auth.login(
      credenciais,
      clientAddress(request.headers, platform.config.PORTAL_API_ACCESS),
    ),
  );
};

/** POST /api/verify-email */
export const postVerifyEmail: PublicRoute = (platform) => async (request) => {
  const { userId, code } = await readJson(request, verifyEmailRequestSchema);
  return json(200, await authDomain(platform).auth.verifyEmail(userId, code));
};

/** POST /api/resend-verification */
export const postResendVerification: PublicRoute = (platform) => async (request) => {
  const { userId } = await readJson(request, resendVerificationRequestSchema);
  return json(200, await authDomain(platform).auth.resendVerification(userId));
};

/** POST /api/auth/microsoft — exchanges a work-account access token for a portal session. */
export const postMicrosoftLogin: PublicRoute = (platform) => async (request) => {
  const { accessToken } = await readJson(request, microsoftLoginRequestSchema);
  return json(200, await authDomain(platform).auth.loginMicrosoft(accessToken));
};

/** GET /api/profile */
export const getProfile: SignedInRoute =
  () =>
  async (_request, { user }) =>
    json(200, { user: toUsuarioSessao(user) });

/** POST /api/logout — ends this session on the server (its token stops working); other devices stay signed in. */
export const postLogout: SignedInRoute = (platform) => async (_request, sessao) => {
  await authDomain(platform).auth.logout(sessao);
  return { status: 204 };
};

/** GET /api/azure-token — the work-account token for the ticket service, while valid. */
export const getAzureToken: SignedInRoute =
  (platform) =>
  async (_request, { user }) =>
    json(200, await authDomain(platform).auth.azureToken(user));
