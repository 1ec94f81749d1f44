/** `npm run dev`: the local stack plus Vite's dev server with hot reload (proxying /api to the local host). */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { repoRoot, startStack } from './stack/launch.ts';

const stack = await startStack({
  dataDir: join(repoRoot, '.data'),
  webRoot: null,
  ports: { api: Number(process.env.API_PORT ?? 7071), email: Number(process.env.EMAIL_PORT ?? 8025) },
});
const vite = spawn('npx', ['vite', '--configLoader', 'runner', '--port', process.env.DEV_PORT ?? '5173'], {
  cwd: join(repoRoot, 'web'),
  env: { ...process.env, API_PORT: String(stack.ports.api) },
  stdio: 'inherit',
});
console.log(`E-mails: ${stack.urls.email}/messages`);

const shutdown = async () => {
  vite.kill('SIGTERM');
  await stack.stop();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
