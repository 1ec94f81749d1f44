import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { buffer } from 'node:stream/consumers';
import * as z from 'zod/mini';

/** The part of the ACS `EmailMessage` the sink records (REST contract of `POST /emails:send`). */
const acsMessageSchema = z.object({
  senderAddress: z.string(),
  content: z.object({ subject: z.string(), plainText: z.optional(z.string()), html: z.optional(z.string()) }),
  recipients: z.object({
    to: z.array(z.object({ address: z.string(), displayName: z.optional(z.string()) })).check(z.minLength(1)),
    cc: z.optional(z.array(z.object({ address: z.string() }))),
    bcc: z.optional(z.array(z.object({ address: z.string() }))),
  }),
});

export interface SinkMessage {
  id: string;
  from: string;
  /** Recipients, comma-separated. */
  to: string;
  subject: string;
  text: string;
  html: string;
  receivedAt: string;
}

function sendJson(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', ...headers });
  response.end(JSON.stringify(body));
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  try {
    return JSON.parse((await buffer(request)).toString('utf8'));
  } catch {
    return undefined;
  }
}

/** A sending budget like Communication Services' (per subscription): so many e-mails a minute and an hour. */
export interface SinkLimits {
  porMinuto: number;
  porHora: number;
}

const minuteMs = 60_000;
const hourMs = 60 * minuteMs;

/**
 * A local Azure Communication Services e-mail endpoint: accepts `POST /emails:send` and answers the
 * operation-status polls the SDK makes, and lists what it received at `GET /messages`, newest first.
 * With `limits` (tests only) it refuses past that budget as the service does past its rate limits
 * (learn.microsoft.com/azure/communication-services/concepts/service-limits#email): 429, a `Retry-After` in seconds
 * until the budget has room, and the service's error body (`ErrorResponse`: `{ error: { code, message } }`); `now`
 * is its clock, a test's manual one.
 */
export function createEmailSink(options: { limits?: SinkLimits; now?: () => Date } = {}): {
  server: Server;
  messages: SinkMessage[];
  /** Sets the budget (null: none) from the next send on. */
  limitar(limits: SinkLimits | null): void;
} {
  const messages: SinkMessage[] = [];
  const now = options.now ?? (() => new Date());
  let limits = options.limits ?? null;
  /** When each send the budget counts was accepted. */
  const accepted: number[] = [];

  /** Milliseconds until the budget takes one more send; 0 when it does now. */
  const waitMs = (budget: SinkLimits, nowMs: number) => {
    const waits = [
      [budget.porMinuto, minuteMs],
      [budget.porHora, hourMs],
    ].map(([limit = 0, span = 0]) => {
      const inSpan = accepted.filter((time) => nowMs - time < span);
      // The send that must leave the window before another fits.
      if (inSpan.length < limit) return 0;
      // With a budget of 0 nothing fits until the span has emptied.
      const leaving = inSpan[inSpan.length - Math.max(limit, 1)] ?? nowMs;
      return leaving + span - nowMs;
    });
    return Math.max(...waits);
  };

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const host = request.headers.host ?? 'localhost';
    if (request.method === 'POST' && url.pathname === '/emails:send') {
      const parsed = acsMessageSchema.safeParse(await readJson(request));
      if (!parsed.success) {
        sendJson(response, 400, { error: { code: 'BadRequest', message: parsed.error.message } });
        return;
      }
      const nowMs = now().getTime();
      const wait = limits ? waitMs(limits, nowMs) : 0;
      if (wait > 0) {
        sendJson(
          response,
          429,
          {
            error: {
              code: 'TooManyRequests',
              message: 'The email sending limit of the subscription was reached. Retry after the time in Retry-After.',
            },
          },
          { 'Retry-After': String(Math.ceil(wait / 1000)) },
        );
        return;
      }
      // Kept an hour, the longest span counted.
      accepted.splice(0, accepted.filter((time) => nowMs - time >= hourMs).length);
      accepted.push(nowMs);
      const id = String(request.headers['operation-id'] ?? randomUUID());
      const { content, recipients, senderAddress } = parsed.data;
      // Like ACS, a repeated Operation-Id is the same operation: accepted again, delivered once.
      if (!messages.some((message) => message.id === id))
        messages.unshift({
          id,
          from: senderAddress,
          to: recipients.to.map((recipient) => recipient.address).join(', '),
          subject: content.subject,
          text: content.plainText ?? '',
          html: content.html ?? '',
          receivedAt: new Date(nowMs).toISOString(),
        });
      const apiVersion = url.searchParams.get('api-version') ?? '2023-03-31';
      sendJson(
        response,
        202,
        { id, status: 'Running' },
        {
          'Operation-Location': `http://${host}/emails/operations/${id}?api-version=${apiVersion}`,
          'Retry-After': '0',
        },
      );
      return;
    }
    const operation = /^\/emails\/operations\/([^/]+)$/.exec(url.pathname);
    if (request.method === 'GET' && operation) {
      const id = decodeURIComponent(operation[1] ?? '');
      const known = messages.some((message) => message.id === id);
      if (!known) sendJson(response, 404, { error: { code: 'NotFound', message: 'Unknown operation' } });
      else sendJson(response, 200, { id, status: 'Succeeded' });
      return;
    }
    if (url.pathname === '/messages' && request.method === 'GET') {
      sendJson(response, 200, messages);
      return;
    }
    if (url.pathname === '/messages' && request.method === 'DELETE') {
      messages.length = 0;
      response.writeHead(204).end();
      return;
    }
    sendJson(response, 404, { error: { code: 'NotFound', message: 'Not found' } });
  });
  return {
    server,
    messages,
    limitar(novos) {
      limits = novos;
    },
  };
}
