import type { Produto } from '@portal/shared/schemas/produto';

/**
 * Where the API answers: '' when Static Web Apps forwards `/api/*` to its linked backend (the default), or the
 * Function app's own origin in `direct` mode — `PORTAL_API_URL` when the SPA was built (infra/main.bicep's
 * output, which azd hands to `npm run build`; web/plugins/apiOrigin.ts checks it).
 */
export const apiOrigin: string = import.meta.env.PORTAL_API_URL ?? '';

/** An API path (`/api/...`) as the browser must request it; any other URL (another host's) as it is. */
export function apiUrl(url: string): string;
export function apiUrl(url: string | null): string | null;
export function apiUrl(url: string | null): string | null {
  return url?.startsWith('/api/') ? `${apiOrigin}${url}` : url;
}

type ImagensDoProduto = Pick<Produto, 'imagem_url' | 'imagem_miniatura_url' | 'guia_tamanho_url'>;

/** A product whose pictures (API paths) load from where the API answers. */
export function withApiImages<P extends ImagensDoProduto>(produto: P): P {
  if (!apiOrigin) return produto;
  return {
    ...produto,
    imagem_url: apiUrl(produto.imagem_url),
    imagem_miniatura_url: apiUrl(produto.imagem_miniatura_url),
    guia_tamanho_url: apiUrl(produto.guia_tamanho_url),
  };
}
