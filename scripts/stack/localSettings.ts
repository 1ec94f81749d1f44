import type { LocalPorts } from './localEnv.ts';
import { localApiSettings } from './localEnv.ts';

/**
 * functions/deploy/local.settings.json for Core Tools' `func start` on the built package (`npm run functions`): the
 * same app settings as the stack's own Functions host, plus what the Functions host itself reads locally — the
 * worker runtime, its storage (Azurite's blob service: timer locks), the dev tenant's certificate for the worker
 * process, and the port. azd never ships the file (azdPackage.ts leaves it out, as azd does).
 */
export function localSettings(ports: LocalPorts, tenantCaCertPath: string) {
  const values = localApiSettings(ports);
  return {
    IsEncrypted: false,
    Values: {
      FUNCTIONS_WORKER_RUNTIME: 'node',
      AzureWebJobsStorage: values.STORAGE_CONNECTION_STRING ?? '',
      NODE_EXTRA_CA_CERTS: tenantCaCertPath,
      ...values,
    },
    Host: { LocalHttpPort: ports.api },
  };
}
