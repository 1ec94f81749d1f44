import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Dependencies } from '../../functions/src/app/dependencies.ts';
import { usernameKey } from '../../functions/src/data/usuarios/usuariosRepository.ts';
import { guardarImagemProduto, lerImagemBase64 } from '../../functions/src/services/produtos/imagensProduto.ts';
import { seedAccounts, seedPassword } from './accounts.ts';
import { seedProdutos } from './produtos.ts';

const assetsDir = fileURLToPath(new URL('./assets/', import.meta.url));

/** A seed image, checked and stored as an admin's upload would be. */
const imagem = async (file: string) => lerImagemBase64((await readFile(`${assetsDir}${file}`)).toString('base64'));

/**
 * Fills an empty local database with demo data. Local mode only: the type of `deps.config` is
 * checked at run time too, so this can never write to real Azure resources.
 */
export async function seedIfEmpty(deps: Dependencies): Promise<{ seeded: boolean; products: number }> {
  if (deps.config.PORTAL_MODE !== 'local') throw new Error('Seeding runs only in local mode.');
  if ((await deps.produtos.count()) > 0 || (await deps.usuarios.count()) > 0) return { seeded: false, products: 0 };
  await seedUsers(deps);
  await seedCatalog(deps);
  return { seeded: true, products: seedProdutos.length };
}

async function seedUsers(deps: Dependencies) {
  const now = new Date().toISOString();
  // The demo accounts share the documented password: one hash (half a second at OWASP's parameters) serves them all.
  const passwordHash = await deps.senhas.hashPassword(seedPassword);
  for (const account of seedAccounts) {
    await deps.usuarios.create({
      id: randomUUID(),
      username: account.username,
      usernameKey: usernameKey(account.username),
      email: account.email,
      role: account.role,
      email_verified: account.email_verified,
      passwordHash,
      tokenVersion: 0,
      created_at: now,
      updated_at: now,
    });
  }
}

async function seedCatalog(deps: Dependencies) {
  const now = new Date().toISOString();
  for (const product of seedProdutos) {
    const id = randomUUID();
    await deps.produtos.create({
      id,
      nome: product.nome,
      descricao: product.descricao,
      preco: product.preco,
      tamanhos: product.tamanhos,
      ativo: product.ativo,
      imagem: await guardarImagemProduto(deps.blobs, id, 'imagem', await imagem(product.imagem)),
      guia_tamanho: product.guia
        ? await guardarImagemProduto(deps.blobs, id, 'guia', await imagem(product.guia))
        : null,
      created_at: now,
      updated_at: now,
      // The catalogue sells without limit; an admin turns counting on per product.
      estoque: null,
      movimentos_estoque: [],
    });
  }
}
