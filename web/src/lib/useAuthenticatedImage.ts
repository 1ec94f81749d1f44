import { useEffect, useState } from 'react';
import type { ApiClient } from './apiClient.ts';

/** An object URL for a blob, revoked when the blob changes or the component goes. */
function useUrlDeObjeto(blob: Blob | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return;
    const objectUrl = URL.createObjectURL(blob);
    setUrl(objectUrl);
    return () => {
      URL.revokeObjectURL(objectUrl);
      setUrl(null);
    };
  }, [blob]);
  return url;
}

/**
 * A picture the API serves only with the portal token (an order's extra-logo image, an inactive product's
 * picture), which an <img src> cannot send: fetched with the API client and shown from an object URL. `url`
 * null fetches nothing. `src` is null until the picture arrives; `falhou` when it cannot.
 */
export function useAuthenticatedImage(api: ApiClient, url: string | null): { src: string | null; falhou: boolean } {
  const [imagem, setImagem] = useState<{ url: string; blob: Blob | null } | null>(null);
  useEffect(() => {
    if (!url) return;
    let atual = true;
    api
      .send('GET', url, { headers: { Accept: 'image/*' } })
      .then((resposta) => (resposta.ok ? resposta.blob() : null))
      .catch(() => null)
      .then((blob) => {
        if (atual) setImagem({ url, blob });
      });
    return () => {
      atual = false;
    };
  }, [api, url]);
  const daUrl = imagem !== null && imagem.url === url ? imagem : null;
  return { src: useUrlDeObjeto(daUrl?.blob ?? null), falhou: daUrl !== null && daUrl.blob === null };
}
