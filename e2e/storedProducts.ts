import { randomUUID } from 'node:crypto';
import { loadConfig } from '../functions/src/config.ts';
import { createCosmosClient, openCosmosStore } from '../functions/src/data/cosmos.ts';

/** The stack's products container, through the production Cosmos SDK (as globalSetup creates users). */
function produtosContainer() {
  const settings = process.env.PORTAL_E2E_API_SETTINGS;
  if (!settings) throw new Error('PORTAL_E2E_API_SETTINGS missing: run through playwright.config.ts');
  const config = loadConfig(JSON.parse(settings) as Record<string, string>);
  const client = createCosmosClient(config);
  return { client, container: openCosmosStore(client, config.COSMOS_DATABASE).containers.produtos };
}

/**
 * Runs `use` while an active product stored with `fields` (anything, even what the API would never
 * write, such as a price in text) is in the catalogue, and removes it afterwards.
 */
export async function withStoredProduct(
  fields: { nome: string } & Record<string, unknown>,
  use: (id: string) => Promise<void>,
): Promise<void> {
  const { client, container } = produtosContainer();
  const id = randomUUID();
  const now = new Date().toISOString();
  await container.items.create({
    id,
    descricao: 'Produto gravado direto no banco pelo teste.',
    tamanhos: [],
    ativo: true,
    imagem: null,
    guia_tamanho: null,
    created_at: now,
    updated_at: now,
    ...fields,
  });
  try {
    await use(id);
  } finally {
    await container.item(id, id).delete();
    client.dispose();
  }
}
