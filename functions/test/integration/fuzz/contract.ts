import { fileURLToPath } from 'node:url';
import { readRoutePrefix } from '../../../../scripts/stack/functionsHost/hostJson.ts';
import { createRouteMatcher } from '../../../../scripts/stack/functionsHost/routeMatcher.ts';
import { routes } from '../../../src/app/routes.ts';
import type { RawAnswer, RawRequest } from './rawHttp.ts';

/** What the local host serves: a path no route takes gets the host's empty 404, as in Azure (decisions 17). */
const matcher = createRouteMatcher(routes, readRoutePrefix(fileURLToPath(new URL('../../../', import.meta.url))));

/** The route the host gives a raw path to (it parses the path as a URL first, so `..` and `%2e` collapse). */
export function rotaDe(raw: Pick<RawRequest, 'method' | 'path'>) {
  return matcher.match(new URL(raw.path, 'http://localhost').pathname, raw.method);
}

/** Traces of a leaked exception or of JavaScript's own words in a message meant for a franchisee. */
const sinaisTecnicos =
  /\b(Error|TypeError|RangeError|SyntaxError|ReferenceError|undefined|NaN|null|Infinity|stack)\b|\[object |\bat \S+ \(|node:internal|\.[jt]s:\d+/;

/** English words no pt-BR sentence of the portal uses (zod's and Node's default messages have them). */
const palavrasInglesas =
  /\b(the|is|not|of|and|to|with|expected|invalid|required|received|must|should|cannot|unexpected|failed|error|input|string|number)\b/i;

/**
 * Why `message` is not an acceptable pt-BR text for the client, or null when it is. A word the request
 * itself carried (`eco`: its path and body) is not held against it: messages may quote what was sent
 * ('Material inválido: null.').
 */
export function problemaNaMensagem(message: unknown, eco = ''): string | null {
  if (typeof message !== 'string' || message.trim() === '') return `message ausente ou vazia: ${String(message)}`;
  const enviado = eco.toLowerCase();
  for (const padrao of [sinaisTecnicos, palavrasInglesas]) {
    for (const achado of message.matchAll(new RegExp(padrao.source, `${padrao.flags}g`))) {
      if (!enviado.includes(achado[0].toLowerCase())) {
        return `message com texto técnico ou em inglês ("${achado[0]}"): ${message.slice(0, 300)}`;
      }
    }
  }
  return null;
}

const propriedadesDoPrototipo = () => Object.getOwnPropertyNames(Object.prototype).sort().join(',');
const prototipoOriginal = propriedadesDoPrototipo();

/** A request the fuzzing sent (and how it was answered), short enough for a failure's message. */
export function descrever(raw: RawRequest, answer?: RawAnswer) {
  const corpo =
    raw.body === undefined ? '' : ` corpo(${raw.body.length}): ${String(raw.body).slice(0, 300).replace(/\s+/g, ' ')}`;
  const resposta = answer ? ` → ${answer.status} ${answer.text.slice(0, 300)}` : '';
  return `${raw.method} ${raw.path.slice(0, 300)} ${JSON.stringify(raw.headers ?? {}).slice(0, 300)}${corpo}${resposta}`;
}

/**
 * The answer contract of every route: never a 5xx; a path no route takes gets the host's empty 404; any
 * other non-2xx is JSON `{ message }` with a pt-BR text; and nothing the request carried leaked into
 * Object.prototype of the process serving it. `logs` (the in-process API's) explain a 5xx.
 */
export function conferirResposta(raw: RawRequest, answer: RawAnswer, logs: string[] = []): void {
  const falha = (motivo: string) => {
    const erro = logs.filter((linha) => linha.includes('unhandled error')).at(-1);
    throw new Error(`${motivo}\n  pedido: ${descrever(raw, answer)}${erro ? `\n  log: ${erro.slice(0, 1500)}` : ''}`);
  };
  if (propriedadesDoPrototipo() !== prototipoOriginal) falha('Object.prototype foi alterado (poluição de protótipo)');
  if (answer.status >= 500) falha(`resposta ${answer.status}`);
  // A request line and headers over Node's 16 KB (Kestrel's 8 KB in Azure) are refused by the HTTP server
  // before any route runs, with an empty 431 — as the platform would, not the app's to word.
  const tamanhoCabecalho = raw.path.length + JSON.stringify(raw.headers ?? {}).length;
  if (tamanhoCabecalho > 16 * 1024 && answer.status === 431) return;
  const rota = rotaDe(raw);
  if (!rota) {
    if (answer.status !== 404 || answer.text !== '') falha('um caminho sem rota deve ter o 404 vazio do host');
    return;
  }
  if (answer.status < 300 || answer.status === 304) return;
  const tipo = String(answer.headers['content-type'] ?? '');
  if (!tipo.startsWith('application/json')) falha(`erro sem JSON (content-type "${tipo}")`);
  let corpo: unknown;
  try {
    corpo = JSON.parse(answer.text);
  } catch {
    falha('erro com JSON inválido');
  }
  const eco = `${raw.path} ${raw.body === undefined ? '' : String(raw.body)}`;
  let decodificado = eco;
  try {
    decodificado = decodeURIComponent(eco);
  } catch {}
  const problema = problemaNaMensagem((corpo as { message?: unknown } | null)?.message, `${eco} ${decodificado}`);
  if (problema) falha(problema);
}
