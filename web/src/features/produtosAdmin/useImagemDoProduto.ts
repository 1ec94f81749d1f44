import type { ProdutoAdmin } from '@portal/shared/schemas/produtoAdmin';
import { api } from '../../app/session.ts';
import { useAuthenticatedImage } from '../../lib/useAuthenticatedImage.ts';

/**
 * A product's picture on the admin screens: its URL as it is while the product is on sale; fetched with the
 * portal token while it is not (the API shows an inactive product's pictures to product managers only).
 */
export function useImagemDoProduto(produto: ProdutoAdmin | null, url: string | null): string | null {
  const inativo = produto !== null && !produto.ativo;
  const { src } = useAuthenticatedImage(api, inativo ? url : null);
  return inativo ? src : url;
}
