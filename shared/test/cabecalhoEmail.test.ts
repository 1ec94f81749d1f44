import { describe, expect, it } from 'vitest';
import { chamadoFormSchema, linhaDeCabecalho, mensagensTexto, temCaracterDeControle } from '../src/index.ts';

/**
 * Line breaks and other controls a header injection uses — CR, LF, NEL (C1), Unicode separators, NUL, tab, DEL — and
 * bidirectional overrides and isolates, which make a subject read other than it is.
 */
const controles = [
  '\r\n',
  '\n',
  '\r',
  '\u0085',
  '\u2028',
  '\u2029',
  '\u0000',
  '\t',
  '\u007f',
  '\u001b',
  '\u202e',
  '\u2066',
];

describe('values that reach an e-mail header', () => {
  it.each(controles)('the ticket title refuses %j with a pt-BR message under the field', (controle) => {
    const resultado = chamadoFormSchema.safeParse({
      titulo: `Teste${controle}Bcc: vitima@exemplo.com`,
      formulario: 'Solicitações de Marketing',
      tipoSolicitacao: 'Campanha',
      descricaoDemanda: 'Uma campanha',
    });
    expect(resultado.success).toBe(false);
    expect(resultado.error?.issues.map(({ path, message }) => [path.join('.'), message])).toEqual([
      ['titulo', mensagensTexto.umaLinha],
    ]);
  });

  it('the ticket title keeps accents, punctuation and emoji', () => {
    const titulo = 'Ação de inverno — banners “2026” (até 30/06) 🌽';
    const resultado = chamadoFormSchema.safeParse({
      titulo,
      formulario: 'Solicitações de Marketing',
      tipoSolicitacao: 'Campanha',
      descricaoDemanda: 'Uma campanha\ncom várias linhas na descrição',
    });
    expect(resultado.data?.titulo).toBe(titulo);
  });

  it('tells control characters apart, and the sender turns any left into one space', () => {
    for (const controle of controles)
      expect(temCaracterDeControle(`a${controle}b`), JSON.stringify(controle)).toBe(true);
    expect(temCaracterDeControle('Pedido #1001: Em Transporte — Portal do Franqueado')).toBe(false);
    expect(linhaDeCabecalho('Novo chamado CH-1001: Teste\r\nBcc: vitima@exemplo.com')).toBe(
      'Novo chamado CH-1001: Teste Bcc: vitima@exemplo.com',
    );
    expect(linhaDeCabecalho('\u2028a\t\tb\u0000')).toBe('a b');
  });
});
