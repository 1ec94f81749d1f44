import { clientsOf } from '../composition/clients.ts';
import type { Platform } from '../composition/platform.ts';
import { ensureCosmosSchema } from '../data/cosmos.ts';
import { callDependency } from '../errors.ts';

/**
 * Creates what is missing in the local stand-ins, when the app starts (registerFunctions.ts) and before the launcher
 * seeds. In Azure the resources come from Bicep: with local auth disabled, the data-plane identity may not create
 * databases or containers.
 */
export async function prepareLocalResources(platform: Platform): Promise<void> {
  if (platform.config.PORTAL_MODE !== 'local') return;
  const { cosmos, blobs } = clientsOf(platform);
  await callDependency('cosmos', () => ensureCosmosSchema(cosmos));
  await blobs.ensureContainers();
  await blobs.allowBrowserUploads(new URL(platform.config.PUBLIC_BASE_URL).origin);
}
