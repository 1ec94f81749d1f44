import type { EmailClient, EmailClientOptions } from '@azure/communication-email';
import { linhaDeCabecalho, onDemand } from '@portal/shared';
import type { Config } from '../config.ts';
import { callDependency, DependencyThrottledError, DependencyUnavailableError } from '../errors.ts';
import { azureCredential } from './azureCredential.ts';

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface EmailSender {
  /**
   * Hands the message to Communication Services. An `operationId` makes retries idempotent: the
   * service (and the local sink) accept a repeated id only once.
   */
  send(email: OutgoingEmail, options?: { operationId?: string }): Promise<void>;
  /** Checks the configuration (the service has no cheap read to probe). */
  describe(): { endpoint: string; sender: string };
}

/** When the service names no wait with its 429: a minute, the shortest window of its limits. */
const defaultWaitMs = 60_000;
/** The pause is kept between a second and an hour (the longest window of the limits), whatever the header says. */
const minimumWaitMs = 1_000;
const maximumWaitMs = 60 * 60_000;

/**
 * The wait a 429 asks for, read as the SDK's throttling strategy reads it (`retry-after-ms`, `x-ms-retry-after-ms`,
 * then `Retry-After` in seconds or as an HTTP date), kept within a second and an hour.
 */
export function requestedWaitMs(headers: { get(name: string): string | undefined }, nowMs: number): number {
  const requested = (): number => {
    for (const name of ['retry-after-ms', 'x-ms-retry-after-ms']) {
      const value = headers.get(name)?.trim();
      if (value && /^\d+$/.test(value)) return Number(value);
    }
    const value = headers.get('retry-after')?.trim();
    if (!value) return defaultWaitMs;
    if (/^\d+$/.test(value)) return Number(value) * 1000;
    const date = Date.parse(value);
    return Number.isFinite(date) ? date - nowMs : defaultWaitMs;
  };
  return Math.min(maximumWaitMs, Math.max(minimumWaitMs, requested()));
}

type PipelinePolicy = NonNullable<EmailClientOptions['additionalPolicies']>[number]['policy'];

/**
 * A 429 ends the call at once. The SDK's default retry policy (@typespec/ts-http-runtime's
 * `policies/defaultRetryPolicy.js`, used by @azure/core-rest-pipeline 1.24) runs `throttlingRetryStrategy` first,
 * which sleeps whatever Retry-After says — an hour past the hourly limit — up to three times, inside the user's
 * request, and does the same for a 503 that names a wait. Placed per retry, this policy sees each answer before that loop does, and what it throws is no RestError,
 * which `retryPolicy.js` rethrows without retrying; other failures keep the SDK's retries. It is Microsoft's own
 * advice for e-mail (quickstart "Throw an exception when email sending tier limit is reached").
 */
const throttledRefusal: PipelinePolicy = {
  name: 'portalRecusaNoLimite',
  async sendRequest(request, next) {
    const response = await next(request);
    if (response.status === 429)
      throw new DependencyThrottledError('email', requestedWaitMs(response.headers, Date.now()));
    // The same strategy sleeps a 503's Retry-After too: unavailable now, sent again by the outbox's own backoff.
    if (response.status === 503) throw new DependencyUnavailableError('email', { naoGravado: true });
    return response;
  },
};

/** The client, with its SDK imported on the first e-mail rather than when the instance starts (decision 77). */
export async function createEmailClient(config: Config): Promise<EmailClient> {
  const { EmailClient } = await import('@azure/communication-email');
  const options: EmailClientOptions = { additionalPolicies: [{ policy: throttledRefusal, position: 'perRetry' }] };
  if (config.PORTAL_MODE === 'local') {
    // The local sink speaks plain HTTP, which the client allows only when told to.
    return new EmailClient(config.EMAIL_CONNECTION_STRING, { ...options, allowInsecureConnection: true });
  }
  return new EmailClient(config.EMAIL_ENDPOINT, azureCredential, options);
}

export function emailEndpoint(config: Config): string {
  if (config.PORTAL_MODE === 'azure') return config.EMAIL_ENDPOINT;
  const match = /endpoint=([^;]+)/i.exec(config.EMAIL_CONNECTION_STRING);
  return match?.[1] ?? '';
}

export function createEmailSender(openClient: () => Promise<EmailClient>, config: Config): EmailSender {
  const client = onDemand(openClient);
  return {
    async send(email, options = {}) {
      await callDependency('email', async () => {
        // Accepted (queued) is enough: delivery is the service's job, and waiting would slow requests.
        const poller = await (await client()).beginSend(
          {
            senderAddress: config.EMAIL_SENDER,
            recipients: { to: [{ address: email.to }] },
            // The schemas keep line breaks out of what reaches a subject; this also covers anything stored before.
            content: { subject: linhaDeCabecalho(email.subject), plainText: email.text, html: email.html },
          },
          options.operationId ? { operationId: options.operationId } : {},
        );
        const state = poller.getOperationState();
        if (state.status === 'failed') throw new Error(`E-mail not accepted: ${String(state.error)}`);
      });
    },
    describe() {
      return { endpoint: emailEndpoint(config), sender: config.EMAIL_SENDER };
    },
  };
}
