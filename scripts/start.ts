/** `npm start`: the whole portal on this machine, with the local stand-ins of every Azure service. */
import { join } from 'node:path';
import { repoRoot, startStack } from './stack/launch.ts';

const port = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

const stack = await startStack({
  dataDir: join(repoRoot, '.data'),
  ports: {
    web: port('WEB_PORT', 4280),
    api: port('API_PORT', 7071),
    cosmos: port('COSMOS_PORT', 8081),
    blob: port('AZURITE_BLOB_PORT', 10000),
    email: port('EMAIL_PORT', 8025),
    oidc: port('OIDC_PORT', 9443),
  },
});

console.log(`
  Portal do Franqueado is running.

  Portal         ${stack.urls.web}   (HTTP/2 over TLS, as Azure serves it; the browser asks once about the
                 self-signed certificate, the dev tenant's too, kept in .data/dev-tenant)
  API            http://localhost:${stack.ports.api}/api   (health: /api/health)
  E-mails        http://localhost:${stack.ports.email}/messages   (every e-mail the portal sends, newest first)
  Dev tenant     ${stack.urls.tenant}   (local stand-in for Entra ID; self-signed certificate)
  Cosmos DB      ${stack.urls.cosmos}   Azurite blob ${stack.urls.blob}
  Data           ${join(repoRoot, '.data')}   (npm run reset wipes it)
  ${stack.seeded.seeded ? `Seeded ${stack.seeded.products} demo products.` : 'Existing data kept.'}

  Work accounts ("Entrar com conta Microsoft", password Franquia@2026):
    ana@franquia.dev    franchisee      carla@franquia.dev   master (app role Portal.Master)
    bruno@franquia.dev  franchisee

  Password accounts (/login, password Franquia@2026):
    franqueado  franchisee          admin   administrator
    master      master              novo    franchisee, e-mail not verified yet

  Press Ctrl+C to stop (data is kept).
`);

let stopping = false;
const shutdown = async () => {
  if (stopping) return;
  stopping = true;
  console.log('Stopping…');
  await stack.stop();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
