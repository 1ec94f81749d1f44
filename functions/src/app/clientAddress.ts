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
function prefix64(endereco: string): string {
  const [cabeca = '', cauda] = endereco.split('%')[0]?.split('::') ?? [];
  const partes = (texto: string) => (texto ? texto.split(':') : []);
  // An IPv4 tail (…:1.2.3.4) stands for two groups.
  const grupos = (lista: string[]) => lista.reduce((total, parte) => total + (parte.includes('.') ? 2 : 1), 0);
  const inicio = partes(cabeca);
  const fim = cauda === undefined ? [] : partes(cauda);
  const todos =
    cauda === undefined ? inicio : [...inicio, ...Array(8 - grupos(inicio) - grupos(fim)).fill('0'), ...fim];
  return `${todos
    .slice(0, 4)
    .map((grupo) => Number.parseInt(grupo, 16).toString(16))
    .join(':')}::/64`;
}

/**
 * One entry of X-Forwarded-For or client-ip as the platform writes it — `203.0.113.7:52987`,
 * `[2001:db8::1]:443`, or a bare address — without its port: an IPv4 address, or an IPv6 network's /64
 * (one subscriber changes the rest at will). Null for anything else.
 */
export function normalizeAddress(entrada: string | undefined): string | null {
  const texto = entrada?.trim() ?? '';
  const entreColchetes = /^\[([^\]]+)\](?::\d+)?$/.exec(texto)?.[1];
  const candidato = entreColchetes ?? (isIP(texto) ? texto : texto.replace(/:\d+$/, ''));
  const ipv4Mapeado = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(candidato)?.[1];
  if (ipv4Mapeado) return ipv4Mapeado;
  const versao = isIP(candidato);
  if (versao === 4) return candidato;
  if (versao === 6) return prefix64(candidato);
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
export function clientAddress(headers: ForwardedHeaders, acesso: ApiAccess): string {
  const cadeia = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entrada) => entrada.trim())
    .filter(Boolean);
  const frente = headers.get('client-ip') ?? undefined;
  if (acesso === 'direct') return normalizeAddress(frente ?? cadeia.at(-1)) ?? unknownAddress;
  const ultima = normalizeAddress(cadeia.at(-1));
  const frenteAnexou = cadeia.length >= 2 && ultima !== null && ultima === normalizeAddress(frente);
  return (frenteAnexou ? normalizeAddress(cadeia.at(-2)) : ultima) ?? unknownAddress;
}
