/**
 * `npm run functions`: the API under Microsoft's own Functions host, for developers who have Azure Functions Core
 * Tools (`func`). Starts the stand-ins (Cosmos DB, Azurite, the e-mail sink, the dev tenant) on the usual ports
 * with the data of `npm start`, builds the API package as azd ships it, writes its local.settings.json, rebuilds
 * the bundle whenever a source changes (the host restarts on it) and runs `func start` in the package. `swa start`
 * (swa-cli.config.json) then serves the built SPA on :4280 with this API on :7071.
 */
import { spawn, spawnSync } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { context } from 'esbuild';
import { apiBundleOptions } from './deploy/apiBundle.ts';
import { api, buildApi } from './deploy/artifacts.ts';
import { repoRoot } from './repoRoot.ts';
import { startStack } from './stack/launch.ts';
import { localSettings } from './stack/localSettings.ts';

const port = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

if (spawnSync('func', ['--version'], { stdio: 'ignore', shell: process.platform === 'win32' }).status !== 0) {
  console.error(
    'Azure Functions Core Tools (func) is not on the PATH: install it (https://aka.ms/azfunc-install), or run\n' +
      '`npm start`, whose own Functions host serves the same package.',
  );
  process.exit(1);
}

const stack = await startStack({
  dataDir: join(repoRoot, '.data'),
  webRoot: null,
  functionsHost: false,
  ports: {
    api: port('API_PORT', 7071),
    cosmos: port('COSMOS_PORT', 8081),
    blob: port('AZURITE_BLOB_PORT', 10000),
    email: port('EMAIL_PORT', 8025),
    oidc: port('OIDC_PORT', 9443),
    web: port('WEB_PORT', 4280),
  },
});

await buildApi();
await writeFile(
  join(api.dist, 'local.settings.json'),
  `${JSON.stringify(localSettings(stack.ports, stack.tenantCaCertPath), null, 2)}\n`,
);
const watcher = await context(apiBundleOptions(join(api.dist, 'dist')));
await watcher.watch();

const func = spawn('func', ['start', '--port', String(stack.ports.api)], {
  cwd: api.dist,
  stdio: 'inherit',
  shell: process.platform === 'win32',
});
console.log(`E-mails: ${stack.urls.email}/messages   Then, for the SPA: npm run build -w web && swa start`);

const shutdown = async () => {
  func.kill('SIGTERM');
  await watcher.dispose();
  await stack.stop();
  process.exit(0);
};
func.on('exit', shutdown);
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
