import type { ConfigPublica } from '@portal/shared/schemas/configPublica';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  useNavigate,
} from '@tanstack/react-router';
import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createAppRouter, type RouterContext } from '../src/app/router.tsx';
import { parseSearch, stringifySearch } from '../src/app/searchParams.ts';
import { DialogProvider } from '../src/components/DialogProvider.tsx';

/** The runtime configuration as /api/config gives it; these tests never start MSAL. */
export const testConfig: ConfigPublica = {
  microsoft: {
    clientId: 'portal-spa',
    authority: 'https://login.exemplo.test/tenant',
    knownAuthorities: ['login.exemplo.test'],
    protocolMode: 'AAD',
    apiScope: 'api://portal/access_as_user',
  },
  links: {
    materiaisInstitucionais: 'https://exemplo.test/materiais',
    treinamento: 'https://exemplo.test/treinamento',
    emailWeb: 'https://exemplo.test/email',
    emailApp: 'ms-outlook://',
    biVendas: 'https://exemplo.test/bi',
    reclamacoes: 'https://exemplo.test/reclamacoes',
    gestao: 'https://exemplo.test/gestao',
    rastreamento: 'https://exemplo.test/rastreamento',
  },
  suporteUrl: '',
};

export const testQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } } });

/** The app's own router at `url`, as the browser would open it. */
export async function renderApp(url: string, queryClient = testQueryClient()) {
  const router = createAppRouter({ config: testConfig, queryClient }, createMemoryHistory({ initialEntries: [url] }));
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  await act(() => router.load());
  return { ...view, router };
}

/** One component under a minimal router (for Link, useLocation, useNavigate and the root context). */
export async function renderInRouter(ui: ReactNode, queryClient = testQueryClient()) {
  const rootRoute = createRootRouteWithContext<RouterContext>()({ component: () => ui });
  const router = createRouter({
    routeTree: rootRoute,
    context: { config: testConfig, queryClient },
    history: createMemoryHistory({ initialEntries: ['/home'] }),
  });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  await act(() => router.load());
  return { ...view, router, queryClient };
}

/**
 * A list screen at `url` under a router that keeps its filters in the URL exactly as the app's routes do:
 * `tela` gets the search the route validated and the callback that writes a new one.
 */
export async function renderTelaComBusca<B>(
  { path, url }: { path: string; url: string },
  validateSearch: (search: Record<string, unknown>) => B,
  tela: (busca: B, onBusca: (nova: B) => void) => ReactNode,
) {
  const rootRoute = createRootRoute({ component: Outlet });
  const rota = createRoute({
    getParentRoute: () => rootRoute,
    path,
    validateSearch,
    component: function Tela() {
      const navigate = useNavigate();
      return tela(rota.useSearch() as B, (nova) => navigate({ to: '.', search: nova as never, replace: true }));
    },
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([rota]),
    history: createMemoryHistory({ initialEntries: [url] }),
    parseSearch,
    stringifySearch,
  });
  render(
    <QueryClientProvider client={testQueryClient()}>
      <DialogProvider>
        <RouterProvider router={router} />
      </DialogProvider>
    </QueryClientProvider>,
  );
  await act(() => router.load());
  return router;
}
