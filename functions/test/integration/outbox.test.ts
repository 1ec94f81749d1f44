import type { AddressInfo } from 'node:net';
import { describe, expect, inject, it } from 'vitest';
import { createEmailSink } from '../../../scripts/stack/emailSink.ts';
import { freePort } from '../../../scripts/stack/processes.ts';
import { createOutboxStore } from '../../src/data/outboxRepository.ts';
import { manualClock, startIsolatedApi } from './inProcessApi.ts';
import { createTestUser, emailsTo } from './testUsers.ts';

const mensagem = (to: string, subject: string) => ({ to, subject, text: subject, html: `<p>${subject}</p>` });

describe('generic outbox', () => {
  it('keeps any message in any location while e-mail is down; the sweep sends each exactly once when it returns', async () => {
    const port = await freePort();
    const clock = manualClock();
    const api = await startIsolatedApi(
      {
        ...inject('settings'),
        EMAIL_CONNECTION_STRING: `endpoint=http://127.0.0.1:${port}/;accesskey=${Buffer.from('x').toString('base64')}`,
      },
      clock,
    );
    try {
      const user = await createTestUser(api.deps);
      // A message that belongs to no other write goes to the outbox container and is tried at once.
      expect(
        await api.deps.outbox.send({
          email: mensagem(user.email, 'Avulso'),
          userId: user.id,
          origem: { tipo: 'teste', id: '1' },
        }),
      ).toBe(false);
      // One written beside its item (as a ticket will be, in its batch), in the tickets container.
      const record = api.deps.outbox.record({
        email: mensagem(user.email, 'Chamado'),
        userId: user.id,
        origem: { tipo: 'chamado', id: 'C-1' },
      });
      await createOutboxStore(api.deps.cosmos.containers.chamados).create(record);

      const sink = createEmailSink();
      await new Promise<void>((resolve) => sink.server.listen(port, '127.0.0.1', resolve));
      const sinkUrl = `http://127.0.0.1:${(sink.server.address() as AddressInfo).port}`;
      try {
        clock.advance(61_000);
        // Two sweeps at once (two instances of the timer) still send each e-mail once.
        await Promise.all([api.deps.outbox.sweep(), api.deps.outbox.sweep()]);
        expect(await api.deps.outbox.sweep()).toBe(0);
        const subjects = (await emailsTo(sinkUrl, user.email)).map((email) => email.subject).sort();
        expect(subjects).toEqual(['Avulso', 'Chamado']);
      } finally {
        sink.server.close();
      }
    } finally {
      await api.close();
    }
  });
});
