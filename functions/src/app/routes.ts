import {
  getAzureToken,
  getProfile,
  postLogin,
  postLogout,
  postMicrosoftLogin,
  postResendVerification,
  postVerifyEmail,
} from '../routes/auth.ts';
import { deleteCarrinho, deleteCarrinhoItem, getCarrinho, postCarrinho, putCarrinhoItem } from '../routes/carrinho.ts';
import { getPublicConfig } from '../routes/config.ts';
import { getHealth } from '../routes/health.ts';
import { getPedidoLogo, postPedido, postUpload } from '../routes/pedidos.ts';
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

  { name: 'carrinho-ver', methods: ['GET'], route: 'carrinho', handler: getCarrinho },
  { name: 'carrinho-adicionar', methods: ['POST'], route: 'carrinho', handler: postCarrinho },
  { name: 'carrinho-limpar', methods: ['DELETE'], route: 'carrinho', handler: deleteCarrinho },
  { name: 'carrinho-item-atualizar', methods: ['PUT'], route: 'carrinho/{id}', handler: putCarrinhoItem },
  { name: 'carrinho-item-remover', methods: ['DELETE'], route: 'carrinho/{id}', handler: deleteCarrinhoItem },

  { name: 'uploads-criar', methods: ['POST'], route: 'uploads', handler: postUpload },
  { name: 'pedidos-criar', methods: ['POST'], route: 'pedidos', handler: postPedido },
  { name: 'pedidos-logo', methods: ['GET'], route: 'pedidos/{id}/logo/{indice}', handler: getPedidoLogo },
];

/** Timer-triggered functions (the local host runs them on the same schedules). */
export const timers: TimerDefinition[] = [
  {
    // Every minute: e-mails that could not be sent right after the order go out once the service is back.
    name: 'outbox-envio',
    schedule: '0 * * * * *',
    handler: (deps) => async (_timer, context) => {
      const sent = await deps.outbox.sweep();
      if (sent > 0) context.log(`outbox: ${sent} e-mail(s) sent`);
    },
  },
];
