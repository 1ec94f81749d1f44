import { mensagensPainelAdmin } from '@portal/shared/mensagens/painelAdmin';
import type { BacklogOutbox } from '@portal/shared/schemas/health';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EnvioEmailsSection } from '../src/features/painelAdmin/EnvioEmailsSection.tsx';

afterEach(cleanup);

const emDia: BacklogOutbox = {
  pendentes: 0,
  falhas: 0,
  maisAntigoEm: null,
  maisAntigoMinutos: null,
  limitadoAte: null,
};

const textos = (emails: BacklogOutbox) => {
  render(<EnvioEmailsSection emails={emails} />);
  const secao = screen.getByRole('region', { name: mensagensPainelAdmin.emailsTitulo });
  return within(secao)
    .getAllByRole('paragraph')
    .map((paragrafo) => paragrafo.textContent);
};

describe('the dashboard’s e-mail line (issue 33)', () => {
  it('says when nothing waits', () => {
    expect(textos(emDia)).toEqual(['Nenhum e-mail aguardando envio.']);
  });

  it('tells the backlog, the service’s pause in Brasília time, and the e-mails given up on', () => {
    expect(
      textos({
        pendentes: 12,
        falhas: 1,
        maisAntigoEm: '2026-03-02T16:50:00.000Z',
        maisAntigoMinutos: 17,
        limitadoAte: '2026-03-02T17:32:00.000Z',
      }),
    ).toEqual([
      '12 e-mails aguardando envio; o mais antigo há 17 min.',
      'O serviço de e-mail atingiu o limite de envios e pediu uma pausa até 02/03/2026 14:32. Depois disso, os códigos de verificação saem primeiro.',
      '1 e-mail não foi enviado após 10 tentativas.',
    ]);
  });

  it('one e-mail, just written', () => {
    expect(textos({ ...emDia, pendentes: 1, maisAntigoEm: '2026-03-02T16:50:00.000Z', maisAntigoMinutos: 0 })).toEqual([
      '1 e-mail aguardando envio; o mais antigo há 0 min.',
    ]);
  });
});
