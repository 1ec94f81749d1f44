// Texts about what a free-text field may hold (ours: the spec leaves it open).

export const mensagensTexto = {
  /** A one-line field (it may reach an e-mail subject) with a line break or another control character. */
  umaLinha: 'Use uma linha só, sem quebras de linha nem caracteres de controle.',
  /** A free text (a ticket's field, a reply) with a control character other than a line break or a tab. */
  controle: 'Remova os caracteres de controle do texto: só quebras de linha e tabulações são aceitas.',
  /** A long field's counter, and the same past its limit (the text stays; the form refuses to send it). */
  contador: (usados: number, limite: number) => `${usados}/${limite} caracteres`,
  contadorExcedido: (usados: number, limite: number) =>
    `${usados}/${limite} caracteres (${usados - limite} além do limite)`,
} as const;
