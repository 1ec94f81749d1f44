import {
  getAzureToken,
  getProfile,
  postLogin,
  postLogout,
  postMicrosoftLogin,
  postResendVerification,
  postVerifyEmail,
} from '../routes/auth.ts';
import { getPublicConfig } from '../routes/config.ts';
import { getHealth } from '../routes/health.ts';
import { getProdutoImagem, listProdutos } from '../routes/produtos.ts';
import type { RouteDefinition, TimerDefinition } from './routeTypes.ts';

/** Every HTTP route of the API. Both the Functions entry point and the local host serve this table. */
export const routes: RouteDefinition[] = [
  { name: 'health', methods: ['GET'], route: 'health', handler: getHealth },
  { name: 'config', methods: ['GET'], route: 'config', handler: getPublicConfig },

  { name: 'auth-login', methods: ['POST'], route: 'login', handler: postLogin },
  { name: 'auth-verify-email', methods: ['POST'], route: 'verify-email', handler: postVerifyEmail },
  {
    name: 'auth-resend-verification',
    methods: ['POST'],
    route: 'resend-verification',
    handler: postResendVerification,
  },
  { name: 'auth-microsoft', methods: ['POST'], route: 'auth/microsoft', handler: postMicrosoftLogin },
  { name: 'auth-logout', methods: ['POST'], route: 'logout', handler: postLogout },
  { name: 'profile', methods: ['GET'], route: 'profile', handler: getProfile },
  { name: 'azure-token', methods: ['GET'], route: 'azure-token', handler: getAzureToken },

  { name: 'produtos-listar', methods: ['GET'], route: 'produtos', handler: listProdutos },
  {
    name: 'produtos-imagem',
    methods: ['GET'],
    route: 'produtos/{id}/imagem/{variante}',
    handler: getProdutoImagem,
  },
];

/** Timer-triggered functions (the local host runs them on the same schedules). */
export const timers: TimerDefinition[] = [];
