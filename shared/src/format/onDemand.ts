/**
 * A value built on its first use and shared after (a promise is kept as it is, so an import runs once; one that fails
 * is forgotten, so the next call builds again: a chunk that did not load on a flaky network, or at an API instance's
 * first request, is not failed for good). What is costly to build and not needed by every caller waits for its first
 * one: `Intl` formatters (loading the time zone and locale data takes milliseconds, on a phone tens of them), and in
 * the API the SDKs, route modules and services (decisions 77 and 83).
 */
export function onDemand<T>(criar: () => T): () => T {
  let criado = false;
  let valor: T;
  return () => {
    if (!criado) {
      valor = criar();
      criado = true;
      if (valor instanceof Promise) {
        valor.catch(() => {
          criado = false;
        });
      }
    }
    return valor;
  };
}
