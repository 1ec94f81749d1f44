import { loadConfig } from '../functions/src/config.ts';
import { createCosmosClient, openCosmosStore } from '../functions/src/data/cosmos.ts';
import { withStoredProduct as withProductIn } from '../scripts/test/support/storedProducts.ts';

/** Runs `use` while a product stored as is (see the support helper) is in the stack's catalogue. */
export async function withStoredProduct(
  fields: { nome: string } & Record<string, unknown>,
  use: (id: string) => Promise<void>,
): Promise<void> {
  const settings = process.env.PORTAL_E2E_API_SETTINGS;
  if (!settings) throw new Error('PORTAL_E2E_API_SETTINGS missing: run through playwright.config.ts');
  const config = loadConfig(JSON.parse(settings) as Record<string, string>);
  const client = createCosmosClient(config);
  try {
    await withProductIn(openCosmosStore(client, config.COSMOS_DATABASE).containers.produtos, fields, use);
  } finally {
    client.dispose();
  }
}
