import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { buffer } from 'node:stream/consumers';
import * as z from 'zod';

/** The part of the ACS `EmailMessage` the sink records (REST contract of `POST /emails:send`). */
const acsMessageSchema = z.object({
  senderAddress: z.string(),
  content: z.object({ subject: z.string(), plainText: z.string().optional(), html: z.string().optional() }),
  recipients: z.object({
    to: z.array(z.object({ address: z.string(), displayName: z.string().optional() })).min(1),
    cc: z.array(z.object({ address: z.string() })).optional(),
    bcc: z.array(z.object({ address: z.string() })).optional(),
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

/**
 * A local Azure Communication Services e-mail endpoint: accepts `POST /emails:send` and answers the
 * operation-status polls the SDK makes, and lists what it received at `GET /messages`, newest first.
 */
export function createEmailSink(): { server: Server; messages: SinkMessage[] } {
  const messages: SinkMessage[] = [];

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const host = request.headers.host ?? 'localhost';
    if (request.method === 'POST' && url.pathname === '/emails:send') {
      const parsed = acsMessageSchema.safeParse(await readJson(request));
      if (!parsed.success) {
        sendJson(response, 400, { error: { code: 'BadRequest', message: parsed.error.message } });
        return;
      }
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
          receivedAt: new Date().toISOString(),
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
  return { server, messages };
}
