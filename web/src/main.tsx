import { configPublicaSchema } from '@portal/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createAppRouter } from './app/router.tsx';
import { session } from './app/session.ts';
import { BootError } from './features/layout/BootError.tsx';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('#root missing from index.html');
const root = createRoot(container);

/** Loads the runtime configuration, then starts the router. */
async function boot() {
  const response = await fetch('/api/config', { headers: { Accept: 'application/json' } });
  const config = configPublicaSchema.parse(await response.json());
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: 1, staleTime: 30_000 } } });
  const router = createAppRouter({ config, queryClient });
  // Whenever the signed-in user changes (sign-in, sign-out, a 401 from the API) no cached answer of
  // the previous one may show, and the guards run again.
  let token = session.token();
  session.subscribe(() => {
    if (session.token() !== token) {
      token = session.token();
      queryClient.clear();
    }
    void router.invalidate();
  });

  root.render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
}

boot().catch((error: unknown) => {
  console.error(error);
  root.render(<BootError />);
});
