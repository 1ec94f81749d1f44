import type { EmailClient } from '@azure/communication-email';
import { linhaDeCabecalho, sobDemanda } from '@portal/shared';
import type { Config } from '../config.ts';
import { callDependency } from '../errors.ts';
import { credencialAzure } from './credencialAzure.ts';

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

/** The client, with its SDK imported on the first e-mail rather than when the instance starts (decision 77). */
export async function createEmailClient(config: Config): Promise<EmailClient> {
  const { EmailClient } = await import('@azure/communication-email');
  if (config.PORTAL_MODE === 'local') {
    // The local sink speaks plain HTTP, which the client allows only when told to.
    return new EmailClient(config.EMAIL_CONNECTION_STRING, { allowInsecureConnection: true });
  }
  return new EmailClient(config.EMAIL_ENDPOINT, credencialAzure);
}

export function emailEndpoint(config: Config): string {
  if (config.PORTAL_MODE === 'azure') return config.EMAIL_ENDPOINT;
  const match = /endpoint=([^;]+)/i.exec(config.EMAIL_CONNECTION_STRING);
  return match?.[1] ?? '';
}

export function createEmailSender(abrirCliente: () => Promise<EmailClient>, config: Config): EmailSender {
  const cliente = sobDemanda(abrirCliente);
  return {
    async send(email, options = {}) {
      await callDependency('email', async () => {
        // Accepted (queued) is enough: delivery is the service's job, and waiting would slow requests.
        const poller = await (await cliente()).beginSend(
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
