/**
 * `npm run dev`: the local stack plus Vite's dev server with hot reload (proxying /api to the local host), on
 * https://localhost:5173 with the stack's certificate: the portal's address for the dev tenant (its redirect URIs)
 * and for Azurite's CORS, as https://localhost:4280 is for `npm start`.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { repoRoot, startStack } from './stack/launch.ts';

const devPort = Number(process.env.DEV_PORT ?? 5173);
const stack = await startStack({
  dataDir: join(repoRoot, '.data'),
  webRoot: null,
  // No web server of the stack's binds `web`: it only names the portal's address, which Vite serves.
  ports: { web: devPort, api: Number(process.env.API_PORT ?? 7071), email: Number(process.env.EMAIL_PORT ?? 8025) },
});
const vite = spawn('npx', ['vite', '--configLoader', 'runner', '--port', String(devPort), '--strictPort'], {
  cwd: join(repoRoot, 'web'),
  env: {
    ...process.env,
    API_PORT: String(stack.ports.api),
    PORTAL_DEV_TLS_KEY: stack.tls.key,
    PORTAL_DEV_TLS_CERT: stack.tls.cert,
  },
  stdio: 'inherit',
});
console.log(`Portal: ${stack.urls.web}   E-mails: ${stack.urls.email}/messages`);

const shutdown = async () => {
  vite.kill('SIGTERM');
  await stack.stop();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
