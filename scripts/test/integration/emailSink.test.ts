import { describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../../../functions/src/config.ts';
import { createEmailClient, createEmailSender } from '../../../functions/src/data/emailSender.ts';

const emailUrl = inject('emailUrl');

describe('ACS e-mail sink', () => {
  it('accepts a message from the real ACS SDK and lists it newest first', async () => {
    const config = loadConfig(inject('settings'));
    const sender = createEmailSender(() => createEmailClient(config), config);
    const stamp = Date.now();

    await sender.send({ to: 'ana@franquia.dev', subject: `Primeiro ${stamp}`, text: 'um', html: '<p>um</p>' });
    await sender.send({ to: 'bia@franquia.dev', subject: `Segundo ${stamp}`, text: 'dois', html: '<p>dois</p>' });

    const response = await fetch(`${emailUrl}/messages`);
    expect(response.status).toBe(200);
    const messages = (await response.json()) as Record<string, string>[];
    const ours = messages.filter((message) => message.subject?.endsWith(String(stamp)));
    expect(ours.map((message) => message.subject)).toEqual([`Segundo ${stamp}`, `Primeiro ${stamp}`]);
    expect(ours[0]).toMatchObject({ to: 'bia@franquia.dev', text: 'dois', html: '<p>dois</p>' });
    expect(ours[0]?.id).toEqual(expect.any(String));
    expect(Date.parse(ours[0]?.receivedAt ?? '')).not.toBeNaN();
  });

  it('rejects a malformed send request with 400, as ACS does', async () => {
    const response = await fetch(`${emailUrl}/emails:send?api-version=2023-03-31`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ content: {} }),
    });
    expect(response.status).toBe(400);
  });
});
