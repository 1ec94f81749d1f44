import { mensagensPrazos } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { chamadoPrazoEmail } from '../../src/services/emails/chamadoEmails.ts';

// Issue 36: support's deadline warning — at 80 % of a target, or already late (a ticket reopened, resumed, or
// switched back on after its due time), its time in the zone of the business hours (SLA_FUSO_HORARIO).
const chamado = { numero: 1001, protocolo: 'CH-1001', titulo: 'Nota fiscal de novembro' };
const venceEm = new Date('2026-12-07T16:00:00Z');
const aviso = (agora: string, fusoHorario = 'America/Sao_Paulo') =>
  chamadoPrazoEmail(
    chamado,
    { alvo: 'primeira_resposta', venceEm, agora: new Date(agora), fusoHorario },
    'suporte@franquia.dev',
    'https://portal.example',
  );

describe("support's deadline e-mail", () => {
  it('at 80 %, says so and when it is due, in São Paulo by default', () => {
    const email = aviso('2026-12-07T15:15:00Z');
    expect(email.subject).toBe(mensagensPrazos.emailAssunto('CH-1001', 'Primeira resposta'));
    expect(email.text).toContain('chegou a 80% do prazo de primeira resposta. Vence em 07/12/2026 13:00.');
  });

  it('past the due time, says the ticket is late, not that it reached 80 %', () => {
    const email = aviso('2026-12-07T17:00:00Z');
    expect(email.subject).toBe(mensagensPrazos.emailAssuntoAtrasado('CH-1001', 'Primeira resposta'));
    expect(`${email.subject}\n${email.text}\n${email.html}`).not.toContain('80%');
    expect(email.text).toContain(
      mensagensPrazos.emailTextoAtrasado('CH-1001', 'Primeira resposta', '07/12/2026 13:00'),
    );
  });

  it('tells the time in the configured zone', () => {
    expect(aviso('2026-12-07T15:15:00Z', 'America/Manaus').text).toContain('Vence em 07/12/2026 12:00.');
    expect(aviso('2026-12-07T15:15:00Z', 'Europe/Lisbon').text).toContain('Vence em 07/12/2026 16:00.');
  });
});
