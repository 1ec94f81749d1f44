import { getAdminChamados, putAdminChamadoStatus } from '../routes/adminChamados.ts';
import { getDashboard, getLogs } from '../routes/adminPainel.ts';
import {
  getAdminPedido,
  getAdminPedidos,
  getExportacaoPedidos,
  postAdminPedidosStatusLote,
  putAdminPedidoRastreio,
  putAdminPedidoStatus,
} from '../routes/adminPedidos.ts';
import { deleteAdminProduto, getAdminProdutos, postAdminProduto, putAdminProduto } from '../routes/adminProdutos.ts';
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
import {
  getAnexoChamado,
  getChamado,
  getMeusChamados,
  postChamado,
  postMensagemChamado,
  putLeituraChamado,
} from '../routes/chamados.ts';
import { getPublicConfig } from '../routes/config.ts';
import { getHealth } from '../routes/health.ts';
import { getMeusPedidos, getPedido, getPedidoLogo, postPedido, postPedirNovamente } from '../routes/pedidos.ts';
import { getProdutoImagem, listProdutos } from '../routes/produtos.ts';
import { postUpload } from '../routes/uploads.ts';
import { getUsuarios, putPermissoes } from '../routes/usuarios.ts';
import { limitePainelAdmin, listLimit } from './concorrenciaPorUsuario.ts';
import type { RouteDefinition, TimerDefinition } from './routeTypes.ts';

/**
 * Every HTTP route of the API, with who may call it and, for a heavy one, how many of one user's requests it runs
 * at once (both enforced by the wrapper in access.ts). Both the Functions entry point and the local host serve
 * this table. Templates carry their `api/` segment:
 * host.json's routePrefix is empty (see docs/decisions.md 16).
 */
export const routes: RouteDefinition[] = [
  { name: 'health', methods: ['GET'], route: 'api/health', access: 'publico', handler: getHealth },
  { name: 'config', methods: ['GET'], route: 'api/config', access: 'publico', handler: getPublicConfig },

  { name: 'auth-login', methods: ['POST'], route: 'api/login', access: 'publico', handler: postLogin },
  {
    name: 'auth-verify-email',
    methods: ['POST'],
    route: 'api/verify-email',
    access: 'publico',
    handler: postVerifyEmail,
  },
  {
    name: 'auth-resend-verification',
    methods: ['POST'],
    route: 'api/resend-verification',
    access: 'publico',
    handler: postResendVerification,
  },
  {
    name: 'auth-microsoft',
    methods: ['POST'],
    route: 'api/auth/microsoft',
    access: 'publico',
    handler: postMicrosoftLogin,
  },
  { name: 'auth-logout', methods: ['POST'], route: 'api/logout', access: 'autenticado', handler: postLogout },
  { name: 'profile', methods: ['GET'], route: 'api/profile', access: 'autenticado', handler: getProfile },
  { name: 'azure-token', methods: ['GET'], route: 'api/azure-token', access: 'autenticado', handler: getAzureToken },

  { name: 'produtos-listar', methods: ['GET'], route: 'api/produtos', access: 'publico', handler: listProdutos },
  {
    name: 'produtos-imagem',
    methods: ['GET'],
    route: 'api/produtos/{id}/imagem/{variante}',
    access: 'publico',
    handler: getProdutoImagem,
  },

  { name: 'carrinho-ver', methods: ['GET'], route: 'api/carrinho', access: 'autenticado', handler: getCarrinho },
  {
    name: 'carrinho-adicionar',
    methods: ['POST'],
    route: 'api/carrinho',
    access: 'autenticado',
    handler: postCarrinho,
  },
  {
    name: 'carrinho-limpar',
    methods: ['DELETE'],
    route: 'api/carrinho',
    access: 'autenticado',
    handler: deleteCarrinho,
  },
  {
    name: 'carrinho-item-atualizar',
    methods: ['PUT'],
    route: 'api/carrinho/{id}',
    access: 'autenticado',
    handler: putCarrinhoItem,
  },
  {
    name: 'carrinho-item-remover',
    methods: ['DELETE'],
    route: 'api/carrinho/{id}',
    access: 'autenticado',
    handler: deleteCarrinhoItem,
  },

  { name: 'uploads-criar', methods: ['POST'], route: 'api/uploads', access: 'autenticado', handler: postUpload },
  { name: 'pedidos-criar', methods: ['POST'], route: 'api/pedidos', access: 'autenticado', handler: postPedido },
  {
    name: 'pedidos-meus',
    methods: ['GET'],
    route: 'api/pedidos/meus-pedidos',
    access: 'autenticado',
    limit: listLimit,
    handler: getMeusPedidos,
  },
  { name: 'pedidos-detalhe', methods: ['GET'], route: 'api/pedidos/{id}', access: 'autenticado', handler: getPedido },
  {
    name: 'pedidos-pedir-novamente',
    methods: ['POST'],
    route: 'api/pedidos/{id}/pedir-novamente',
    access: 'autenticado',
    handler: postPedirNovamente,
  },
  {
    name: 'pedidos-logo',
    methods: ['GET'],
    route: 'api/pedidos/{id}/logo/{indice}',
    access: 'autenticado',
    handler: getPedidoLogo,
  },

  {
    name: 'chamados-criar',
    methods: ['POST'],
    route: 'api/support/contact',
    access: 'autenticado',
    handler: postChamado,
  },
  {
    name: 'chamados-meus',
    methods: ['GET'],
    route: 'api/support/meus-chamados',
    access: 'autenticado',
    limit: listLimit,
    handler: getMeusChamados,
  },
  {
    name: 'chamados-detalhe',
    methods: ['GET'],
    route: 'api/support/chamados/{id}',
    access: 'autenticado',
    handler: getChamado,
  },
  {
    name: 'chamados-mensagens',
    methods: ['POST'],
    route: 'api/support/chamados/{id}/mensagens',
    access: 'autenticado',
    handler: postMensagemChamado,
  },
  {
    name: 'chamados-leitura',
    methods: ['PUT'],
    route: 'api/support/chamados/{id}/leitura',
    access: 'autenticado',
    handler: putLeituraChamado,
  },
  {
    name: 'chamados-anexo',
    methods: ['GET'],
    route: 'api/support/chamados/{id}/anexos/{indice}',
    access: 'autenticado',
    handler: getAnexoChamado,
  },

  {
    name: 'admin-pedidos-listar',
    methods: ['GET'],
    route: 'api/admin/pedidos',
    access: 'isAdmin',
    limit: listLimit,
    handler: getAdminPedidos,
  },
  {
    name: 'admin-pedidos-exportacao',
    methods: ['GET'],
    route: 'api/admin/exportacao-pedidos',
    access: 'isAdmin',
    limit: listLimit,
    handler: getExportacaoPedidos,
  },
  {
    name: 'admin-pedidos-detalhe',
    methods: ['GET'],
    route: 'api/admin/pedidos/{id}',
    access: 'isAdmin',
    handler: getAdminPedido,
  },
  {
    name: 'admin-pedidos-status',
    methods: ['PUT'],
    route: 'api/admin/pedidos/{id}/status',
    access: 'isAdmin',
    handler: putAdminPedidoStatus,
  },
  {
    name: 'admin-pedidos-rastreio',
    methods: ['PUT'],
    route: 'api/admin/pedidos/{id}/rastreio',
    access: 'isAdmin',
    handler: putAdminPedidoRastreio,
  },
  {
    name: 'admin-pedidos-status-lote',
    methods: ['POST'],
    route: 'api/admin/pedidos/status-em-lote',
    access: 'isAdmin',
    handler: postAdminPedidosStatusLote,
  },

  {
    name: 'admin-chamados-listar',
    methods: ['GET'],
    route: 'api/admin/chamados',
    access: 'isAdmin',
    limit: listLimit,
    handler: getAdminChamados,
  },
  {
    name: 'admin-chamados-status',
    methods: ['PUT'],
    route: 'api/admin/chamados/{id}/status',
    access: 'isAdmin',
    handler: putAdminChamadoStatus,
  },

  {
    name: 'admin-dashboard',
    methods: ['GET'],
    route: 'api/admin/dashboard',
    access: 'isAdmin',
    limit: limitePainelAdmin,
    handler: getDashboard,
  },
  {
    name: 'admin-produtos-listar',
    methods: ['GET'],
    route: 'api/admin/produtos',
    access: 'canManageProducts',
    limit: listLimit,
    handler: getAdminProdutos,
  },
  {
    name: 'admin-produtos-criar',
    methods: ['POST'],
    route: 'api/admin/produtos',
    access: 'canManageProducts',
    handler: postAdminProduto,
  },
  {
    name: 'admin-produtos-atualizar',
    methods: ['PUT'],
    route: 'api/admin/produtos/{id}',
    access: 'canManageProducts',
    handler: putAdminProduto,
  },
  {
    name: 'admin-produtos-excluir',
    methods: ['DELETE'],
    route: 'api/admin/produtos/{id}',
    access: 'canManageProducts',
    handler: deleteAdminProduto,
  },
  {
    name: 'usuarios-listar',
    methods: ['GET'],
    route: 'api/users',
    access: 'canManageUsers',
    limit: listLimit,
    handler: getUsuarios,
  },
  {
    name: 'usuarios-permissoes',
    methods: ['PUT'],
    route: 'api/users/{id}/permissions',
    access: 'canManageUsers',
    handler: putPermissoes,
  },
  {
    name: 'admin-logs',
    methods: ['GET'],
    route: 'api/admin/logs',
    access: 'canAccessLogs',
    limit: listLimit,
    handler: getLogs,
  },
];

/** Timer-triggered functions (the local host runs them on the same schedules). */
export const timers: TimerDefinition[] = [
  {
    // Every minute: e-mails that could not be sent right after the order go out once the service is back.
    name: 'outbox-envio',
    schedule: '0 * * * * *',
    handler: (deps) => async (_timer, context) => {
      // One query per container; one JSON line a minute: the e-mail backlog alert and the workbook read it
      // (docs/operations.md).
      const { enviados, pendentes, falhas, maisAntigoMinutos } = await deps.outbox.ciclo();
      context.log(JSON.stringify({ evento: 'outbox', enviados, pendentes, falhas, maisAntigoMinutos }));
    },
  },
  {
    // Every minute: an upload URL caps no size, so an upload larger than it was declared (or than its purpose
    // allows) goes within minutes, whether or not anything ever claims it.
    name: 'uploads-varredura',
    schedule: '30 * * * * *',
    handler: (deps) => async (_timer, context) => {
      const removidos = await deps.uploads.varrerExcedentes();
      if (removidos > 0) context.log(JSON.stringify({ evento: 'uploads-excedentes', removidos }));
    },
  },
];
