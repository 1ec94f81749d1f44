import { EmailClient } from '@azure/communication-email';
import { DefaultAzureCredential } from '@azure/identity';
import { callDependency } from '../app/errors.ts';
import type { Config } from '../config.ts';

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface EmailSender {
  send(email: OutgoingEmail): Promise<void>;
  /** Checks the configuration (the service has no cheap read to probe). */
  describe(): { endpoint: string; sender: string };
}

export function createEmailClient(config: Config): EmailClient {
  if (config.PORTAL_MODE === 'local') {
    // The local sink speaks plain HTTP, which the client allows only when told to.
    return new EmailClient(config.EMAIL_CONNECTION_STRING, { allowInsecureConnection: true });
  }
  return new EmailClient(config.EMAIL_ENDPOINT, new DefaultAzureCredential());
}

export function emailEndpoint(config: Config): string {
  if (config.PORTAL_MODE === 'azure') return config.EMAIL_ENDPOINT;
  const match = /endpoint=([^;]+)/i.exec(config.EMAIL_CONNECTION_STRING);
  return match?.[1] ?? '';
}

export function createEmailSender(client: EmailClient, config: Config): EmailSender {
  return {
    async send(email) {
      await callDependency('email', async () => {
        const poller = await client.beginSend(
          {
            senderAddress: config.EMAIL_SENDER,
            recipients: { to: [{ address: email.to }] },
            content: { subject: email.subject, plainText: email.text, html: email.html },
          },
          { updateIntervalInMs: 250 },
        );
        const result = await poller.pollUntilDone();
        if (result.status !== 'Succeeded') {
          throw new Error(`E-mail not sent: ${result.status} ${result.error?.message ?? ''}`);
        }
      });
    },
    describe() {
      return { endpoint: emailEndpoint(config), sender: config.EMAIL_SENDER };
    },
  };
}
