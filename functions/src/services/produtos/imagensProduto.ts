import { mensagensProdutoAdmin, type VarianteImagem } from '@portal/shared';
import type { BlobStore } from '../../data/blobStore.ts';
import type { ImagemRef } from '../../data/produtos/produtosRepository.ts';
import { invalid } from '../../errors.ts';
import { verificarConteudo } from '../uploads/fileTypes.ts';

/** Width of the grid thumbnails: sharp on a 3× phone screen for a half-width card. */
export const thumbnailWidth = 480;

/** A small WebP for the product grid, so the list never loads the full originals. */
export async function makeThumbnail(original: Uint8Array): Promise<Buffer> {
  // Loaded on first use, so that a cold start does not load libvips (most never make a thumbnail).
  const { default: sharp } = await import('sharp');
  return sharp(original)
    .rotate()
    .resize({ width: thumbnailWidth, withoutEnlargement: true })
    .webp({ quality: 78 })
    .toBuffer();
}

/** Blob name of a product image variant. */
export const nomeBlobImagemProduto = (produtoId: string, variante: VarianteImagem) => `${produtoId}/${variante}`;

/**
 * An image of the spec's product payload: a data URL (`data:image/png;base64,…`) or bare base64. What it
 * says it is does not matter: the content is checked by its first bytes (image, at most 1 MB).
 */
export function lerImagemBase64(valor: string): { content: Buffer; contentType: string } {
  const base64 = valor.replace(/^data:[^,]*;base64,/i, '').replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) throw invalid(mensagensProdutoAdmin.imagemInvalidaBase64);
  const content = Buffer.from(base64, 'base64');
  return { content, contentType: verificarConteudo('imagem-produto', content).contentType };
}

/**
 * Stores a product's image (original and its grid thumbnail) or size guide, and returns the reference
 * whose version goes into the image URLs (so browsers fetch the new one and may cache each forever).
 */
export async function guardarImagemProduto(
  blobs: BlobStore,
  produtoId: string,
  qual: 'imagem' | 'guia',
  { content, contentType }: { content: Buffer; contentType: string },
): Promise<ImagemRef> {
  if (qual === 'guia') {
    await blobs.put('produtos', nomeBlobImagemProduto(produtoId, 'guia-tamanho'), content, contentType);
  } else {
    // The thumbnail first: a file with an image's first bytes that libvips cannot decode is refused as invalid
    // before anything is stored, instead of replacing the product's original and failing as a server fault.
    const miniatura = await miniaturaOuRecusa(content);
    await blobs.put('produtos', nomeBlobImagemProduto(produtoId, 'original'), content, contentType);
    await blobs.put('produtos', nomeBlobImagemProduto(produtoId, 'miniatura'), miniatura, 'image/webp');
  }
  return { versao: Date.now() };
}

/** The thumbnail of an uploaded image; an image libvips cannot decode is the client's mistake, told in pt-BR. */
async function miniaturaOuRecusa(original: Uint8Array): Promise<Buffer> {
  // Loaded outside the try: sharp missing from the deployment stays a server fault, not the client's.
  await import('sharp');
  try {
    return await makeThumbnail(original);
  } catch {
    throw invalid(mensagensProdutoAdmin.imagemInvalidaBase64);
  }
}

/** Removes a product's image (both variants) or size guide from storage. */
export async function removerImagemProduto(blobs: BlobStore, produtoId: string, qual: 'imagem' | 'guia') {
  const variantes = qual === 'guia' ? (['guia-tamanho'] as const) : (['original', 'miniatura'] as const);
  await Promise.all(variantes.map((variante) => blobs.remove('produtos', nomeBlobImagemProduto(produtoId, variante))));
}
