/**
 * A value built on its first use and shared after (a promise is kept as it is, so an import runs once). What
 * is costly to build and not needed by every caller waits for its first one: `Intl` formatters (loading the time
 * zone and locale data takes milliseconds, on a phone tens of them), and in the API the SDKs that only some routes
 * use (decision 77).
 */
export function sobDemanda<T>(criar: () => T): () => T {
  let criado = false;
  let valor: T;
  return () => {
    if (!criado) {
      valor = criar();
      criado = true;
    }
    return valor;
  };
}
