import { describe, expect, inject, it } from 'vitest';
import { createOutboxStore } from '../../src/data/outbox/outboxRepository.ts';
import { manualClock, startApiWithEmailDown } from './inProcessApi.ts';
import { createUsuarioDeTeste, emailsTo } from './usuariosDeTeste.ts';

const mensagem = (to: string, subject: string) => ({ to, subject, text: subject, html: `<p>${subject}</p>` });

describe('generic outbox', () => {
  it('keeps any message in any location while e-mail is down; the sweep sends each exactly once when it returns', async () => {
    const clock = manualClock();
    const api = await startApiWithEmailDown(inject('settings'), clock, { isolated: true });
    try {
      const user = await createUsuarioDeTeste(api.deps);
      // A message that belongs to no other write goes to the outbox container and is tried at once.
      expect(
        await api.deps.outbox.send({
          email: mensagem(user.email, 'Avulso'),
          userId: user.id,
          origem: { tipo: 'teste', id: '1' },
        }),
      ).toBe('falhou');
      // One written beside its item (as a ticket will be, in its batch), in the tickets container.
      const record = api.deps.outbox.record({
        email: mensagem(user.email, 'Chamado'),
        userId: user.id,
        origem: { tipo: 'chamado', id: 'C-1' },
      });
      await createOutboxStore(api.deps.cosmos.containers.chamados).create(record);

      const { sinkUrl, close } = await api.emailVolta();
      try {
        clock.advance(61_000);
        // Two sweeps at once (two instances of the timer) still send each e-mail once.
        await Promise.all([api.deps.outbox.sweep(), api.deps.outbox.sweep()]);
        expect(await api.deps.outbox.sweep()).toBe(0);
        const subjects = (await emailsTo(sinkUrl, user.email)).map((email) => email.subject).sort();
        expect(subjects).toEqual(['Avulso', 'Chamado']);
      } finally {
        await close();
      }
    } finally {
      await api.close();
    }
  });
});
