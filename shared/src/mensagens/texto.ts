// Texts about what a free-text field may hold (ours: the spec leaves it open).

export const mensagensTexto = {
  /** A one-line field (it may reach an e-mail subject) with a line break or another control character. */
  umaLinha: 'Use uma linha só, sem quebras de linha nem caracteres de controle.',
} as const;
