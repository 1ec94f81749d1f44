/**
 * The API's origin the SPA is built for, from `PORTAL_API_URL`: empty (Static Web Apps forwards `/api/*` to the
 * linked Function app) or, in `direct` mode, the Function app's own origin, which infra/main.bicep outputs and
 * azd passes to `npm run build` with the rest of its environment (AZURE_API_ACCESS among them). Anything else stops
 * the build: a wrong value would only show in the browser, as a portal that cannot reach its API.
 */
export function apiOriginFromEnv(
  value = process.env.PORTAL_API_URL ?? '',
  acesso = process.env.AZURE_API_ACCESS ?? '',
): string {
  if (value === '') {
    // A fresh environment, or one just switched to direct mode, has no PORTAL_API_URL until it is provisioned.
    if (acesso === 'direct') {
      throw new Error(
        'AZURE_API_ACCESS is direct but PORTAL_API_URL is empty: this build could not reach its API. ' +
          'Run `azd provision` first (it outputs PORTAL_API_URL), then `azd deploy`; or `azd up`, which provisions ' +
          'before it packages (azure.yaml, workflows.up).',
      );
    }
    return '';
  }
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
