import { isIP } from 'node:net';
import type { Config } from '../config.ts';

/** How requests reach the API (infra/main.bicep `apiAccess`, the app setting PORTAL_API_ACCESS). */
type ApiAccess = Config['PORTAL_API_ACCESS'];

/** The key of callers whose address the platform did not give (a local host without a front end). */
export const unknownAddress = 'desconhecido';

/** The headers a request carries (HttpRequest's, or any with `get`). */
interface ForwardedHeaders {
  get(name: string): string | null;
}

/** The first four groups of an IPv6 address: the /64 one subscriber's network gets. */
function prefix64(address: string): string {
  const [head = '', tail] = address.split('%')[0]?.split('::') ?? [];
  const groupsOf = (text: string) => (text ? text.split(':') : []);
  // An IPv4 tail (…:1.2.3.4) stands for two groups.
  const count = (list: string[]) => list.reduce((total, group) => total + (group.includes('.') ? 2 : 1), 0);
  const start = groupsOf(head);
  const end = tail === undefined ? [] : groupsOf(tail);
  const all = tail === undefined ? start : [...start, ...Array(8 - count(start) - count(end)).fill('0'), ...end];
  return `${all
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}

/**
 * One entry of X-Forwarded-For or client-ip as the platform writes it — `203.0.113.7:52987`,
 * `[2001:db8::1]:443`, or a bare address — without its port: an IPv4 address, or an IPv6 network's /64
 * (one subscriber changes the rest at will). Null for anything else.
 */
export function normalizeAddress(entry: string | undefined): string | null {
  const text = entry?.trim() ?? '';
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(text)?.[1];
  const candidate = bracketed ?? (isIP(text) ? text : text.replace(/:\d+$/, ''));
  const mappedIpv4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(candidate)?.[1];
  if (mappedIpv4) return mappedIpv4;
  const version = isIP(candidate);
  if (version === 4) return candidate;
  if (version === 6) return prefix64(candidate);
  return null;
}

/**
 * The address of the client that called the API, from what the platform wrote and never from what the client
 * sent (docs/decisions.md, "Sign-in throttling"):
 * - `direct`: the Functions front end's `client-ip`, the address it received the request from, which it sets
 *   over any the client sent;
 * - `linked`: Static Web Apps appends the address it received the request from to X-Forwarded-For, and the
 *   front end then appends its own hop (Static Web Apps' address, the same as its `client-ip`): the client is
 *   the entry just before the front end's. Entries further left are whatever the client sent.
 * A request with neither (a local host without a front end) is `desconhecido`.
 */
export function clientAddress(headers: ForwardedHeaders, access: ApiAccess): string {
  const chain = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const frontEnd = headers.get('client-ip') ?? undefined;
  if (access === 'direct') return normalizeAddress(frontEnd ?? chain.at(-1)) ?? unknownAddress;
  const last = normalizeAddress(chain.at(-1));
  const frontEndAppended = chain.length >= 2 && last !== null && last === normalizeAddress(frontEnd);
  return (frontEndAppended ? normalizeAddress(chain.at(-2)) : last) ?? unknownAddress;
}
