import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Dependencies } from '../../functions/src/app/dependencies.ts';
import { usernameKey } from '../../functions/src/data/usersRepository.ts';
import { hashPassword } from '../../functions/src/services/auth/passwords.ts';
import { productImageBlobName } from '../../functions/src/services/catalogService.ts';
import { makeThumbnail } from '../../functions/src/services/productImages.ts';
import { verificarArquivo } from '../../functions/src/services/uploads/fileTypes.ts';
import { seedAccounts, seedPassword } from './accounts.ts';
import { seedProducts } from './catalog.ts';

const assetsDir = fileURLToPath(new URL('./assets/', import.meta.url));

async function storeImage(deps: Dependencies, blobName: string, file: string) {
  const content = await readFile(`${assetsDir}${file}`);
  // The same check an admin's upload gets: an image, at most 1 MB.
  const { contentType } = verificarArquivo('imagem-produto', file, content);
  await deps.blobs.put('produtos', blobName, content, contentType);
  return content;
}

/**
 * Fills an empty local database with demo data. Local mode only: the type of `deps.config` is
 * checked at run time too, so this can never write to real Azure resources.
 */
export async function seedIfEmpty(deps: Dependencies): Promise<{ seeded: boolean; products: number }> {
  if (deps.config.PORTAL_MODE !== 'local') throw new Error('Seeding runs only in local mode.');
  if ((await deps.products.count()) > 0 || (await deps.users.count()) > 0) return { seeded: false, products: 0 };
  await seedUsers(deps);
  await seedCatalog(deps);
  return { seeded: true, products: seedProducts.length };
}

async function seedUsers(deps: Dependencies) {
  const now = new Date().toISOString();
  for (const account of seedAccounts) {
    await deps.users.create({
      id: randomUUID(),
      username: account.username,
      usernameKey: usernameKey(account.username),
      email: account.email,
      role: account.role,
      email_verified: account.email_verified,
      passwordHash: await hashPassword(seedPassword),
      tokenVersion: 0,
      created_at: now,
      updated_at: now,
    });
  }
}

async function seedCatalog(deps: Dependencies) {
  const now = new Date().toISOString();
  const versao = Date.now();
  for (const product of seedProducts) {
    const id = randomUUID();
    const original = await storeImage(deps, productImageBlobName(id, 'original'), product.imagem);
    await deps.blobs.put(
      'produtos',
      productImageBlobName(id, 'miniatura'),
      await makeThumbnail(original),
      'image/webp',
    );
    const guia = product.guia ? await storeImage(deps, productImageBlobName(id, 'guia-tamanho'), product.guia) : null;
    await deps.products.create({
      id,
      nome: product.nome,
      descricao: product.descricao,
      preco: product.preco,
      tamanhos: product.tamanhos,
      ativo: product.ativo,
      imagem: { versao },
      guia_tamanho: guia ? { versao } : null,
      created_at: now,
      updated_at: now,
    });
  }
}
