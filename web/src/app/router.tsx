import { permissoesDe } from '@portal/shared/domain/permissoes';
import { type CodigoErroLoginMicrosoft, ehCodigoErroLoginMicrosoft } from '@portal/shared/mensagens/loginMicrosoft';
import type { ConfigPublica } from '@portal/shared/schemas/configPublica';
import type { QueryClient } from '@tanstack/react-query';
import {
  type AnyRoute,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  lazyRouteComponent,
  Outlet,
  type RouteComponent,
  type RouterHistory,
  redirect,
  useRouteContext,
} from '@tanstack/react-router';
import { lazy, type ReactNode, Suspense } from 'react';
import { MicrosoftErrorPage } from '../features/auth/MicrosoftErrorPage.tsx';
import { useSession } from '../features/auth/useSession.ts';
import { type EscopoChamados, lerBuscaChamados } from '../features/chamados/buscaUrl.ts';
import { BootError } from '../features/layout/BootError.tsx';
import { lerBuscaLogs } from '../features/logs/buscaUrl.ts';
import { type EscopoPedidos, lerBusca } from '../features/pedidos/buscaUrl.ts';
import { lerBuscaUsuarios } from '../features/usuarios/buscaUrl.ts';
import { type GuardedScreenPath, homeSignedIn, homeSignedOut, type ScreenPath, screens } from './screens.ts';
import { parseSearch, stringifySearch } from './searchParams.ts';
import { session } from './session.ts';

// Screens load on first visit, so a phone downloads only what the page it opens needs; so does the
// signed-in frame (navbar, cart), which the sign-in screens never show.
const AppLayout = lazyRouteComponent(() => import('../features/layout/AppLayout.tsx'), 'AppLayout');
const NotFoundPage = lazyRouteComponent(() => import('../features/layout/NotFoundPage.tsx'), 'NotFoundPage');
const NotFoundContent = lazyRouteComponent(() => import('../features/layout/NotFoundPage.tsx'), 'NotFoundContent');
const LoginPage = lazyRouteComponent(() => import('../features/auth/LoginPage.tsx'), 'LoginPage');
const MicrosoftLoginPage = lazyRouteComponent(
  () => import('../features/auth/MicrosoftLoginPage.tsx'),
  'MicrosoftLoginPage',
);
const MicrosoftCallbackPage = lazyRouteComponent(
  () => import('../features/auth/MicrosoftCallbackPage.tsx'),
  'MicrosoftCallbackPage',
);
// 'Acesso Negado' is rare, and its icon set would weigh on every first load: it loads with the guard's refusal.
const loadAccessDenied = () => import('../features/auth/AccessDenied.tsx');
const AccessDenied = lazy(() => loadAccessDenied().then((module) => ({ default: module.AccessDenied })));
const VerificationScreen = lazy(() =>
  import('../features/auth/VerificationScreen.tsx').then((module) => ({ default: module.VerificationScreen })),
);
const PainelPage = lazyRouteComponent(() => import('../features/painel/PainelPage.tsx'), 'PainelPage');
const LojaPage = lazyRouteComponent(() => import('../features/loja/LojaPage.tsx'), 'LojaPage');
const PedidosPage = lazyRouteComponent(() => import('../features/pedidos/PedidosPage.tsx'), 'PedidosPage');
const ProdutosAdminPage = lazyRouteComponent(
  () => import('../features/produtosAdmin/ProdutosAdminPage.tsx'),
  'ProdutosAdminPage',
);
const UsuariosPage = lazyRouteComponent(() => import('../features/usuarios/UsuariosPage.tsx'), 'UsuariosPage');
const PainelAdminPage = lazyRouteComponent(
  () => import('../features/painelAdmin/PainelAdminPage.tsx'),
  'PainelAdminPage',
);
const AberturaChamadoPage = lazyRouteComponent(
  () => import('../features/chamados/abertura/AberturaChamadoPage.tsx'),
  'AberturaChamadoPage',
);
const ChamadosPage = lazyRouteComponent(() => import('../features/chamados/ChamadosPage.tsx'), 'ChamadosPage');
const LogsPage = lazyRouteComponent(() => import('../features/logs/LogsPage.tsx'), 'LogsPage');
const UnidadesAdminPage = lazyRouteComponent(
  () => import('../features/unidades/UnidadesAdminPage.tsx'),
  'UnidadesAdminPage',
);

export interface RouterContext {
  config: ConfigPublica;
  queryClient: QueryClient;
}

/** The verification screen replaces the whole routed area while a code is pending. */
function RootLayout() {
  const { pendingVerification } = useSession();
  if (!pendingVerification) return <Outlet />;
  return (
    <Suspense>
      <VerificationScreen userId={pendingVerification.userId} aviso={pendingVerification.aviso} />
    </Suspense>
  );
}

const rootRoute = createRootRouteWithContext<RouterContext>()({ component: RootLayout });

const signedOutOnly = async () => {
  await session.ensureValidated();
  if (session.isSignedIn()) throw redirect({ to: homeSignedIn });
};

const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  beforeLoad: async () => {
    await session.ensureValidated();
    throw redirect({ to: session.isSignedIn() ? homeSignedIn : homeSignedOut });
  },
});

const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/login',
  beforeLoad: signedOutOnly,
  component: LoginPage,
});

const microsoftLoginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/microsoft-login',
  beforeLoad: signedOutOnly,
  component: MicrosoftLoginPage,
});

const microsoftCallbackRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/microsoft-login-success',
  component: MicrosoftCallbackPage,
});

const microsoftErrorRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/microsoft-login-error',
  // `error` is always set (undefined unless a known code): the router merges the raw params under the validated
  // ones. Whoever built the link chose the parameter, so it only picks one of the portal's texts.
  validateSearch: (search: Record<string, unknown>): { error?: CodigoErroLoginMicrosoft } => ({
    error: ehCodigoErroLoginMicrosoft(search.error) ? search.error : undefined,
  }),
  component: function MicrosoftErrorRoute() {
    const { error } = microsoftErrorRoute.useSearch();
    return <MicrosoftErrorPage error={error} />;
  },
});

/** Every signed-in screen: signed-out visitors go to the work-account sign-in. */
const appRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'app',
  beforeLoad: async () => {
    await session.ensureValidated();
    if (!session.isSignedIn()) throw redirect({ to: homeSignedOut });
  },
  component: AppLayout,
});

const page = <P extends ScreenPath>(path: P, component: RouteComponent) =>
  createRoute({ getParentRoute: () => appRoute, path, component });

/**
 * An admin screen's beforeLoad, with the permission app/screens.ts gives its address: without it the user sees
 * 'Acesso Negado' (the API refuses too).
 */
const acesso = (endereco: GuardedScreenPath) => () => {
  const acessoNegado = !permissoesDe(session.user()?.role)[screens[endereco].permissao];
  if (acessoNegado) loadAccessDenied().catch(() => undefined);
  return { acessoNegado };
};

function PermissionGate({ children }: { children: ReactNode }) {
  const { acessoNegado } = useRouteContext({ strict: false });
  if (!acessoNegado) return children;
  return (
    <Suspense>
      <AccessDenied />
    </Suspense>
  );
}

/** The lazy screen inside each route whose component wraps it (a gate, search props): see preloadScreen. */
const telasEmbrulhadas = new Map<AnyRoute, { preload?: () => Promise<void> | undefined }>();

const guarded = <P extends GuardedScreenPath>(path: P, Page: RouteComponent) => {
  const route = createRoute({
    getParentRoute: () => appRoute,
    path,
    beforeLoad: acesso(path),
    component: () => (
      <PermissionGate>
        <Page />
      </PermissionGate>
    ),
  });
  telasEmbrulhadas.set(route, Page);
  return route;
};

/**
 * The order lists keep their filters in search params (plain text, decisions 26), so a filtered list can
 * be linked and survives a reload; typing replaces the history entry instead of adding one per key.
 */
const pedidosRoute = (escopo: EscopoPedidos) => ({
  getParentRoute: () => appRoute,
  validateSearch: (search: Record<string, unknown>) => lerBusca(escopo, search),
  // The screen's code starts loading with the route (and on hover of a link to it).
  loader: () => PedidosPage.preload?.(),
});

const meusPedidosRoute = createRoute({
  ...pedidosRoute('meus'),
  path: '/meus-pedidos',
  component: function MeusPedidosRoute() {
    const navigate = meusPedidosRoute.useNavigate();
    return (
      <PedidosPage
        escopo="meus"
        busca={meusPedidosRoute.useSearch()}
        onBusca={(busca) => navigate({ search: busca, replace: true })}
      />
    );
  },
});

const adminPedidosRoute = createRoute({
  ...pedidosRoute('admin'),
  path: '/admin-pedidos',
  beforeLoad: acesso('/admin-pedidos'),
  component: function AdminPedidosRoute() {
    const navigate = adminPedidosRoute.useNavigate();
    return (
      <PermissionGate>
        <PedidosPage
          escopo="admin"
          busca={adminPedidosRoute.useSearch()}
          onBusca={(busca) => navigate({ search: busca, replace: true })}
        />
      </PermissionGate>
    );
  },
});

/** The ticket lists keep their filters in search params, as the order lists do. */
const chamadosRoute = (escopo: EscopoChamados) => ({
  getParentRoute: () => appRoute,
  validateSearch: (search: Record<string, unknown>) => lerBuscaChamados(escopo, search),
  loader: () => ChamadosPage.preload?.(),
});

const meusChamadosRoute = createRoute({
  ...chamadosRoute('meus'),
  path: '/meus-chamados',
  component: function MeusChamadosRoute() {
    const navigate = meusChamadosRoute.useNavigate();
    return (
      <ChamadosPage
        escopo="meus"
        busca={meusChamadosRoute.useSearch()}
        onBusca={(busca) => navigate({ search: busca, replace: true })}
      />
    );
  },
});

const adminChamadosRoute = createRoute({
  ...chamadosRoute('admin'),
  path: '/admin-chamados',
  beforeLoad: acesso('/admin-chamados'),
  component: function AdminChamadosRoute() {
    const navigate = adminChamadosRoute.useNavigate();
    return (
      <PermissionGate>
        <ChamadosPage
          escopo="admin"
          busca={adminChamadosRoute.useSearch()}
          onBusca={(busca) => navigate({ search: busca, replace: true })}
        />
      </PermissionGate>
    );
  },
});

/** /logs keeps its filters in search params, as the order lists do. */
const logsRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/logs',
  validateSearch: lerBuscaLogs,
  beforeLoad: acesso('/logs'),
  loader: () => LogsPage.preload?.(),
  component: function LogsRoute() {
    const navigate = logsRoute.useNavigate();
    return (
      <PermissionGate>
        <LogsPage busca={logsRoute.useSearch()} onBusca={(busca) => navigate({ search: busca, replace: true })} />
      </PermissionGate>
    );
  },
});

/** /users keeps its search in the URL, as the lists do. */
const usuariosRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/users',
  validateSearch: lerBuscaUsuarios,
  beforeLoad: acesso('/users'),
  loader: () => UsuariosPage.preload?.(),
  component: function UsuariosRoute() {
    const navigate = usuariosRoute.useNavigate();
    return (
      <PermissionGate>
        <UsuariosPage
          busca={usuariosRoute.useSearch()}
          onBusca={(busca) => navigate({ search: busca, replace: true })}
        />
      </PermissionGate>
    );
  },
});

for (const [route, tela] of [
  [meusPedidosRoute, PedidosPage],
  [adminPedidosRoute, PedidosPage],
  [meusChamadosRoute, ChamadosPage],
  [adminChamadosRoute, ChamadosPage],
  [logsRoute, LogsPage],
  [usuariosRoute, UsuariosPage],
] as const) {
  telasEmbrulhadas.set(route, tela);
}

/** The shop's product list (public: no session needed), fetched ahead of the screen. */
const precarregarProdutos = (queryClient: QueryClient) => {
  import('../features/loja/produtosApi.ts')
    .then(({ produtosQuery }) => queryClient.prefetchQuery(produtosQuery()))
    .catch(() => undefined);
};

/** The shop: the product list loads with the route, not once the screen rendered (its pictures are the page's
 * largest paint); on a first visit it starts with the page's code (preloadScreen). */
const homeRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/home',
  component: LojaPage,
  loader: ({ context }) => precarregarProdutos(context.queryClient),
});

/** Public data a screen shows first, started by preloadScreen (no session is checked by then). */
const dadosPublicos = new Map<AnyRoute, (queryClient: QueryClient) => void>([[homeRoute, precarregarProdutos]]);

/** Any other address: a pt-BR page, in the signed-in frame when there is a session (see NotFoundPage). */
const notFoundRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '$',
  beforeLoad: () => session.ensureValidated(),
  component: NotFoundPage,
});

const routeTree = rootRoute.addChildren([
  indexRoute,
  loginRoute,
  microsoftLoginRoute,
  microsoftCallbackRoute,
  microsoftErrorRoute,
  appRoute.addChildren([
    page('/painel', PainelPage),
    homeRoute,
    meusPedidosRoute,
    page('/chamados', AberturaChamadoPage),
    meusChamadosRoute,
    guarded('/admin', PainelAdminPage),
    guarded('/admin-produtos', ProdutosAdminPage),
    adminPedidosRoute,
    adminChamadosRoute,
    usuariosRoute,
    logsRoute,
    guarded('/admin-unidades', UnidadesAdminPage),
  ]),
  notFoundRoute,
]);

/**
 * Starts loading the code of the screen at `pathname` (its layout's and page's chunks) and its public data
 * right away, while the configuration and the session check that the router waits for are still on their
 * way. Nothing is loaded where the guards will redirect instead: a signed-in screen without a stored
 * session, a sign-in screen with one.
 */
export function preloadScreen(router: ReturnType<typeof createAppRouter>, pathname: string, temSessao: boolean) {
  const [rotas] = router.getMatchedRoutes(pathname);
  const tem = (rota: AnyRoute) => rotas.some((casada) => casada.id === rota.id);
  const redireciona =
    tem(indexRoute) || (tem(appRoute) && !temSessao) || ((tem(loginRoute) || tem(microsoftLoginRoute)) && temSessao);
  if (redireciona) return;
  for (const rota of rotas) {
    router.loadRouteChunk(rota)?.catch(() => undefined);
    telasEmbrulhadas
      .get(rota)
      ?.preload?.()
      ?.catch(() => undefined);
    dadosPublicos.get(rota)?.(router.options.context.queryClient);
  }
}

export function createAppRouter(context: RouterContext, history?: RouterHistory) {
  return createRouter({
    routeTree,
    context,
    history,
    defaultPreload: 'intent',
    scrollRestoration: true,
    parseSearch,
    stringifySearch,
    // A screen's loader that throws notFound() renders inside its layout.
    defaultNotFoundComponent: NotFoundContent,
    // A screen whose code cannot arrive (no connection, a deploy replaced the files) or that fails to render: the
    // portal's pt-BR page with 'Tentar Novamente', not the router's English default.
    defaultErrorComponent: BootError,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
