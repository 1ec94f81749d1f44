/**
 * Search params as plain text, as in any URL. TanStack Router's default JSON-parses each value, so
 * `?error=123`, `?error=true`, `?error=null` or `?error={"a":1}` reached the routes as a number, a
 * boolean, null or an object (and a route expecting text dropped them); here they stay the text that
 * was sent. Routes validate and convert their params in validateSearch.
 */
export function parseSearch(searchStr: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(searchStr));
}

/** Text, numbers and booleans become params; anything else (undefined, objects) is left out of URLs. */
export function stringifySearch(search: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      params.set(key, String(value));
    }
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
