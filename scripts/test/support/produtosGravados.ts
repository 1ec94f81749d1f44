import { randomUUID } from 'node:crypto';
import type { Container } from '@azure/cosmos';

/**
 * Runs `use` while an active product stored with `fields` (anything, even what the API would never
 * write, such as a price in text or a stock of null) is in the catalogue, and removes it afterwards.
 */
export async function comProdutoGravado(
  produtos: Container,
  fields: { nome: string } & Record<string, unknown>,
  use: (id: string) => Promise<void>,
): Promise<void> {
  const id = randomUUID();
  const now = new Date().toISOString();
  await produtos.items.create({
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
    // What the test did may have deleted it already (an admin's deletion is part of some tests).
    await produtos
      .item(id, id)
      .delete()
      .catch((error: unknown) => {
        if ((error as { code?: unknown }).code !== 404) throw error;
      });
  }
}
