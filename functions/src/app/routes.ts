import { listLimit, painelAdminLimit } from './concurrencyLimits.ts';
import type { RouteDefinition, TimerDefinition } from './routeTypes.ts';

/**
 * The route modules, each a chunk its routes' first request imports (decision 83): the start path registers the
 * table and loads no handler, service or schema of a route. A route names its handler by reference into its module
 * (typed, so a rename is a type error here), not by string.
 */
const modules = {
  adminChamados: () => import('../routes/adminChamados.ts'),
  adminPainel: () => import('../routes/adminPainel.ts'),
  adminPedidos: () => import('../routes/adminPedidos.ts'),
  adminProdutos: () => import('../routes/adminProdutos.ts'),
  adminUnidades: () => import('../routes/adminUnidades.ts'),
  auth: () => import('../routes/auth.ts'),
  carrinho: () => import('../routes/carrinho.ts'),
  chamados: () => import('../routes/chamados.ts'),
  config: () => import('../routes/config.ts'),
  health: () => import('../routes/health.ts'),
  pedidos: () => import('../routes/pedidos.ts'),
  produtos: () => import('../routes/produtos.ts'),
  timers: () => import('../routes/timers.ts'),
  unidades: () => import('../routes/unidades.ts'),
  uploads: () => import('../routes/uploads.ts'),
  usuarios: () => import('../routes/usuarios.ts'),
};

/**
 * Every HTTP route of the API, with who may call it and, for a heavy one, how many of one user's requests it runs
 * at once (both enforced by the wrapper in access.ts). Both the Functions entry point and the local host serve
 * this table. Templates carry their `api/` segment:
 * host.json's routePrefix is empty (see docs/decisions.md 16).
 */
export const routes: RouteDefinition[] = [
  {
    name: 'health',
    methods: ['GET'],
    route: 'api/health',
    access: 'publico',
    handler: async () => (await modules.health()).getHealth,
  },
  {
    name: 'config',
    methods: ['GET'],
    route: 'api/config',
    access: 'publico',
    handler: async () => (await modules.config()).getPublicConfig,
  },

  {
    name: 'auth-login',
    methods: ['POST'],
    route: 'api/login',
    access: 'publico',
    handler: async () => (await modules.auth()).postLogin,
  },
  {
    name: 'auth-verify-email',
    methods: ['POST'],
    route: 'api/verify-email',
    access: 'publico',
    handler: async () => (await modules.auth()).postVerifyEmail,
  },
  {
    name: 'auth-resend-verification',
    methods: ['POST'],
    route: 'api/resend-verification',
    access: 'publico',
    handler: async () => (await modules.auth()).postResendVerification,
  },
  {
    name: 'auth-microsoft',
    methods: ['POST'],
    route: 'api/auth/microsoft',
    access: 'publico',
    handler: async () => (await modules.auth()).postMicrosoftLogin,
  },
  {
    name: 'auth-logout',
    methods: ['POST'],
    route: 'api/logout',
    access: 'autenticado',
    handler: async () => (await modules.auth()).postLogout,
  },
  {
    name: 'profile',
    methods: ['GET'],
    route: 'api/profile',
    access: 'autenticado',
    handler: async () => (await modules.auth()).getProfile,
  },
  {
    name: 'azure-token',
    methods: ['GET'],
    route: 'api/azure-token',
    access: 'autenticado',
    handler: async () => (await modules.auth()).getAzureToken,
  },

  {
    name: 'produtos-listar',
    methods: ['GET'],
    route: 'api/produtos',
    access: 'publico',
    handler: async () => (await modules.produtos()).listProdutos,
  },
  {
    name: 'produtos-imagem',
    methods: ['GET'],
    route: 'api/produtos/{id}/imagem/{variante}',
    access: 'publico',
    handler: async () => (await modules.produtos()).getProdutoImagem,
  },

  {
    name: 'carrinho-ver',
    methods: ['GET'],
    route: 'api/carrinho',
    access: 'autenticado',
    handler: async () => (await modules.carrinho()).getCarrinho,
  },
  {
    name: 'carrinho-adicionar',
    methods: ['POST'],
    route: 'api/carrinho',
    access: 'autenticado',
    handler: async () => (await modules.carrinho()).postCarrinho,
  },
  {
    name: 'carrinho-limpar',
    methods: ['DELETE'],
    route: 'api/carrinho',
    access: 'autenticado',
    handler: async () => (await modules.carrinho()).deleteCarrinho,
  },
  {
    name: 'carrinho-item-atualizar',
    methods: ['PUT'],
    route: 'api/carrinho/{id}',
    access: 'autenticado',
    handler: async () => (await modules.carrinho()).putCarrinhoItem,
  },
  {
    name: 'carrinho-item-remover',
    methods: ['DELETE'],
    route: 'api/carrinho/{id}',
    access: 'autenticado',
    handler: async () => (await modules.carrinho()).deleteCarrinhoItem,
  },

  {
    name: 'uploads-criar',
    methods: ['POST'],
    route: 'api/uploads',
    access: 'autenticado',
    handler: async () => (await modules.uploads()).postUpload,
  },
  {
    name: 'pedidos-criar',
    methods: ['POST'],
    route: 'api/pedidos',
    access: 'autenticado',
    handler: async () => (await modules.pedidos()).postPedido,
  },
  {
    name: 'pedidos-meus',
    methods: ['GET'],
    route: 'api/pedidos/meus-pedidos',
    access: 'autenticado',
    limit: listLimit,
    handler: async () => (await modules.pedidos()).getMeusPedidos,
  },
  {
    name: 'pedidos-detalhe',
    methods: ['GET'],
    route: 'api/pedidos/{id}',
    access: 'autenticado',
    handler: async () => (await modules.pedidos()).getPedido,
  },
  {
    name: 'pedidos-pedir-novamente',
    methods: ['POST'],
    route: 'api/pedidos/{id}/pedir-novamente',
    access: 'autenticado',
    handler: async () => (await modules.pedidos()).postPedirNovamente,
  },
  {
    name: 'pedidos-logo',
    methods: ['GET'],
    route: 'api/pedidos/{id}/logo/{indice}',
    access: 'autenticado',
    handler: async () => (await modules.pedidos()).getPedidoLogo,
  },

  {
    name: 'chamados-criar',
    methods: ['POST'],
    route: 'api/support/contact',
    access: 'autenticado',
    handler: async () => (await modules.chamados()).postChamado,
  },
  {
    name: 'chamados-meus',
    methods: ['GET'],
    route: 'api/support/meus-chamados',
    access: 'autenticado',
    limit: listLimit,
    handler: async () => (await modules.chamados()).getMeusChamados,
  },
  {
    name: 'chamados-detalhe',
    methods: ['GET'],
    route: 'api/support/chamados/{id}',
    access: 'autenticado',
    handler: async () => (await modules.chamados()).getChamado,
  },
  {
    name: 'chamados-mensagens',
    methods: ['POST'],
    route: 'api/support/chamados/{id}/mensagens',
    access: 'autenticado',
    handler: async () => (await modules.chamados()).postRespostaChamado,
  },
  {
    name: 'chamados-leitura',
    methods: ['PUT'],
    route: 'api/support/chamados/{id}/leitura',
    access: 'autenticado',
    handler: async () => (await modules.chamados()).putLeituraChamado,
  },
  {
    name: 'chamados-anexo',
    methods: ['GET'],
    route: 'api/support/chamados/{id}/anexos/{indice}',
    access: 'autenticado',
    handler: async () => (await modules.chamados()).getAnexoChamado,
  },

  {
    name: 'admin-pedidos-listar',
    methods: ['GET'],
    route: 'api/admin/pedidos',
    access: 'isAdmin',
    limit: listLimit,
    handler: async () => (await modules.adminPedidos()).getAdminPedidos,
  },
  {
    name: 'admin-pedidos-exportacao',
    methods: ['GET'],
    route: 'api/admin/exportacao-pedidos',
    access: 'isAdmin',
    limit: listLimit,
    handler: async () => (await modules.adminPedidos()).getExportacaoPedidos,
  },
  {
    name: 'admin-pedidos-detalhe',
    methods: ['GET'],
    route: 'api/admin/pedidos/{id}',
    access: 'isAdmin',
    handler: async () => (await modules.adminPedidos()).getAdminPedido,
  },
  {
    name: 'admin-pedidos-status',
    methods: ['PUT'],
    route: 'api/admin/pedidos/{id}/status',
    access: 'isAdmin',
    handler: async () => (await modules.adminPedidos()).putAdminPedidoStatus,
  },
  {
    name: 'admin-pedidos-rastreio',
    methods: ['PUT'],
    route: 'api/admin/pedidos/{id}/rastreio',
    access: 'isAdmin',
    handler: async () => (await modules.adminPedidos()).putAdminPedidoRastreio,
  },
  {
    name: 'admin-pedidos-status-lote',
    methods: ['POST'],
    route: 'api/admin/pedidos/status-em-lote',
    access: 'isAdmin',
    handler: async () => (await modules.adminPedidos()).postAdminPedidosStatusLote,
  },

  {
    name: 'admin-chamados-listar',
    methods: ['GET'],
    route: 'api/admin/chamados',
    access: 'isAdmin',
    limit: listLimit,
    handler: async () => (await modules.adminChamados()).getAdminChamados,
  },
  {
    name: 'admin-chamados-status',
    methods: ['PUT'],
    route: 'api/admin/chamados/{id}/status',
    access: 'isAdmin',
    handler: async () => (await modules.adminChamados()).putAdminChamadoStatus,
  },

  {
    name: 'admin-dashboard',
    methods: ['GET'],
    route: 'api/admin/dashboard',
    access: 'isAdmin',
    limit: painelAdminLimit,
    handler: async () => (await modules.adminPainel()).getDashboard,
  },
  {
    name: 'admin-produtos-listar',
    methods: ['GET'],
    route: 'api/admin/produtos',
    access: 'canManageProducts',
    limit: listLimit,
    handler: async () => (await modules.adminProdutos()).getAdminProdutos,
  },
  {
    name: 'admin-produtos-criar',
    methods: ['POST'],
    route: 'api/admin/produtos',
    access: 'canManageProducts',
    handler: async () => (await modules.adminProdutos()).postAdminProduto,
  },
  {
    name: 'admin-produtos-atualizar',
    methods: ['PUT'],
    route: 'api/admin/produtos/{id}',
    access: 'canManageProducts',
    handler: async () => (await modules.adminProdutos()).putAdminProduto,
  },
  {
    name: 'admin-produtos-excluir',
    methods: ['DELETE'],
    route: 'api/admin/produtos/{id}',
    access: 'canManageProducts',
    handler: async () => (await modules.adminProdutos()).deleteAdminProduto,
  },
  {
    name: 'usuarios-listar',
    methods: ['GET'],
    route: 'api/users',
    access: 'canManageUsers',
    limit: listLimit,
    handler: async () => (await modules.usuarios()).getUsuarios,
  },
  {
    name: 'usuarios-permissoes',
    methods: ['PUT'],
    route: 'api/users/{id}/permissions',
    access: 'canManageUsers',
    handler: async () => (await modules.usuarios()).putPermissoes,
  },
  {
    name: 'admin-logs',
    methods: ['GET'],
    route: 'api/admin/logs',
    access: 'canAccessLogs',
    limit: listLimit,
    handler: async () => (await modules.adminPainel()).getLogs,
  },

  // Issue 36: franchise units (admin) and the links of users to them (user management).
  {
    name: 'admin-unidades-listar',
    methods: ['GET'],
    route: 'api/admin/unidades',
    access: 'isAdmin',
    limit: listLimit,
    handler: async () => (await modules.adminUnidades()).getAdminUnidades,
  },
  {
    name: 'admin-unidades-criar',
    methods: ['POST'],
    route: 'api/admin/unidades',
    access: 'isAdmin',
    handler: async () => (await modules.adminUnidades()).postAdminUnidade,
  },
  {
    name: 'admin-unidades-atualizar',
    methods: ['PUT'],
    route: 'api/admin/unidades/{id}',
    access: 'isAdmin',
    handler: async () => (await modules.adminUnidades()).putAdminUnidade,
  },
  {
    name: 'admin-unidades-verbas',
    methods: ['GET'],
    route: 'api/admin/unidades/verbas',
    access: 'isAdmin',
    limit: listLimit,
    handler: async () => (await modules.adminUnidades()).getVerbasUnidades,
  },
  {
    name: 'admin-unidades-verba',
    methods: ['PUT'],
    route: 'api/admin/unidades/{id}/verba',
    access: 'isAdmin',
    handler: async () => (await modules.adminUnidades()).putVerbaUnidade,
  },
  {
    name: 'usuarios-unidade-vincular',
    methods: ['PUT'],
    route: 'api/users/{id}/unidades/{unidadeId}',
    access: 'canManageUsers',
    handler: async () => (await modules.adminUnidades()).putVinculoUnidade,
  },
  {
    name: 'unidades-minhas',
    methods: ['GET'],
    route: 'api/unidades/minhas',
    access: 'autenticado',
    handler: async () => (await modules.unidades()).getMinhasUnidades,
  },
  {
    name: 'usuarios-unidade-desvincular',
    methods: ['DELETE'],
    route: 'api/users/{id}/unidades/{unidadeId}',
    access: 'canManageUsers',
    handler: async () => (await modules.adminUnidades()).deleteVinculoUnidade,
  },
];

/** Timer-triggered functions (the local host runs them on the same schedules); their handlers in routes/timers.ts. */
export const timers: TimerDefinition[] = [
  // Every minute: e-mails that could not be sent right after the order go out once the service is back.
  { name: 'outbox-envio', schedule: '0 * * * * *', handler: async () => (await modules.timers()).outboxEnvio },
  // Every minute: an upload URL caps no size, so an upload larger than it was declared (or than its purpose
  // allows) goes within minutes, whether or not anything ever claims it.
  {
    name: 'uploads-varredura',
    schedule: '30 * * * * *',
    handler: async () => (await modules.timers()).uploadsVarredura,
  },
  // Every five minutes: a stock take no order kept (the process died between the take and the order's write, or
  // the take's undo failed) goes back; the takes orders kept are forgotten, so a product remembers minutes of them.
  {
    name: 'estoque-varredura',
    schedule: '15 */5 * * * *',
    handler: async () => (await modules.timers()).estoqueVarredura,
  },
  // Every minute (issue 36): support's one e-mail per ticket and target at 80 % of a deadline.
  {
    name: 'prazos-aviso',
    schedule: '45 * * * * *',
    handler: async () => (await modules.timers()).prazosAviso,
  },
];
