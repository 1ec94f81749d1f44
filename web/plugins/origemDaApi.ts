/**
 * The API's origin the SPA is built for, from `PORTAL_API_URL`: empty (Static Web Apps forwards `/api/*` to the
 * linked Function app) or, in `direct` mode, the Function app's own origin, which infra/main.bicep outputs and
 * azd passes to `npm run build` with the rest of its environment. Anything else stops the build: a wrong value
 * would only show in the browser, as a portal that cannot reach its API.
 */
export function origemDaApi(value = process.env.PORTAL_API_URL ?? ''): string {
  if (value === '') return '';
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`PORTAL_API_URL is not a URL: ${value}`);
  }
  // Plain http only for this machine's own API (the local stack); Azure's is https.
  const local = url.hostname === 'localhost' || url.hostname === '127.0.0.1';
  if (url.protocol !== 'https:' && !(local && url.protocol === 'http:')) {
    throw new Error(`PORTAL_API_URL must be an https origin: ${value}`);
  }
  if (url.pathname !== '/' || url.search || url.hash || url.username || url.password) {
    throw new Error(`PORTAL_API_URL must be an origin only (no path, query or credentials): ${value}`);
  }
  return url.origin;
}
