import { createCosmosClient, openCosmosStore } from '../functions/src/data/cosmos.ts';
import { comProdutoGravado as withProductIn } from '../scripts/test/support/produtosGravados.ts';
import { configDaPilha } from './dadosDoTeste.ts';

/** Runs `use` while a product stored as is (see the support helper) is in the stack's catalogue. */
export async function comProdutoGravado(
  fields: { nome: string } & Record<string, unknown>,
  use: (id: string) => Promise<void>,
): Promise<void> {
  const config = configDaPilha();
  const client = createCosmosClient(config);
  try {
    await withProductIn(openCosmosStore(client, config.COSMOS_DATABASE).containers.produtos, fields, use);
  } finally {
    client.dispose();
  }
}
