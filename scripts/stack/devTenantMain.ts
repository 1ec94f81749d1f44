import { devTenantDefaults, startDevTenant } from './devTenant.ts';

/** Runs the dev tenant as its own process for the launcher: `devTenantMain.ts <port> <dataDir> <webUrl> <tlsDir>`. */
const [portArg, dataDir, webUrl, tlsDir] = process.argv.slice(2);
if (!portArg || !dataDir || !webUrl || !tlsDir) {
  console.error('usage: devTenantMain.ts <port> <dataDir> <webUrl> <tlsDir>');
  process.exit(2);
}

const tenant = await startDevTenant({ ...devTenantDefaults, port: Number(portArg), dataDir, webUrl, tlsDir });
console.log(`dev tenant ready on ${tenant.issuer}`);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await tenant.close().catch((error: unknown) => console.error('dev tenant: close failed', error));
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
// The launcher closes our stdin when it exits, even if it dies without signalling us.
process.stdin.on('end', stop);
process.stdin.resume();
