import type { ConfigPublica } from '@portal/shared/schemas/configPublica';
import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { closeBootReads } from './app/bootReads.ts';
import { createAppRouter, preloadScreen, type RouterContext } from './app/router.tsx';
import { session } from './app/session.ts';
import { AvisosDoPortal } from './features/layout/AvisosDoPortal.tsx';
import { BootError } from './features/layout/BootError.tsx';
import { clearApiCache } from './lib/apiCache.ts';
import { apiUrl } from './lib/apiUrl.ts';
import { hasStoredUserData } from './lib/storageKeys.ts';
import { whenIdle, whenLoadedAndIdle } from './lib/whenIdle.ts';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('#root missing from index.html');
const root = createRoot(container);

/**
 * Starts the router. Everything the first screen waits for starts at once, as this code runs: the runtime
 * configuration (index.html preloads it), the stored session's check (its profile call and the zod checks
 * load together) and the screen's code; until the router renders, index.html's shell is on screen.
 */
async function boot() {
  closeBootReads();
  const configResponse = fetch(apiUrl('/api/config'), { headers: { Accept: 'application/json' } });
  const storedSession = hasStoredUserData();
  const validated = session.ensureValidated();
  // TanStack Query takes the browser as online until an 'offline' event: a page loaded offline starts offline.
  onlineManager.setOnline(navigator.onLine);
  // Offline, a read still asks once (the service worker may answer from its cache) and fails at once if nothing
  // answers, rather than waiting for the network; a write runs and is refused with its own message (apiClient),
  // rather than waiting unseen for a network that may never come.
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: {
        networkMode: 'offlineFirst',
        retry: (falhas) => falhas < 1 && onlineManager.isOnline(),
        staleTime: 30_000,
      },
      mutations: { networkMode: 'always' },
    },
  });
  // The configuration joins the context before the router first loads (when it renders, below).
  const context = { queryClient } as RouterContext;
  const router = createAppRouter(context);
  preloadScreen(router, window.location.pathname, storedSession);

  // Whenever the signed-in user changes (sign-in, sign-out, a 401 from the API) no cached answer of
  // the previous one may show, nor stay on the device for the offline view, and the guards run again. From the
  // first check on: the router awaits it.
  void validated.then(() => {
    let token = session.token();
    session.subscribe(() => {
      if (session.token() !== token) {
        token = session.token();
        queryClient.clear();
        clearApiCache().catch((error: unknown) => console.error(error));
      }
      void router.invalidate();
    });
  });

  const response = await configResponse;
  if (!response.ok) throw new Error(`/api/config answered ${response.status}`);
  const raw = (await response.json()) as ConfigPublica;
  // The shared schema checks the configuration (and fills its defaults). A signed-in page loads zod for its
  // session check anyway and waits for both; the sign-in screens render at once and check it once the browser
  // is idle (zod's download and start would otherwise delay their first paint on a phone), replaced by the
  // error screen should the check fail.
  const verificar = () =>
    import('./lib/lazySchemas.ts').then(({ configPublicaSchema }) => configPublicaSchema.parse(raw));
  if (storedSession) context.config = await verificar();
  else {
    context.config = raw;
    whenIdle(() =>
      verificar().then(
        (config) => Object.assign(raw, config),
        (error: unknown) => {
          console.error(error);
          root.render(<BootError />);
        },
      ),
    );
  }

  root.render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <AvisosDoPortal />
      </QueryClientProvider>
    </StrictMode>,
  );
  // The service worker's install downloads the precache: once the first load is over, not beside it.
  whenLoadedAndIdle(() => void import('./app/serviceWorker.ts').then((modulo) => modulo.registerServiceWorker()));
}

boot().catch((error: unknown) => {
  console.error(error);
  root.render(<BootError />);
});
