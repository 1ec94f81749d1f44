// The heavy screens' refusal when one user asks too much at once (ours: the spec sets no limit).

export const mensagensConsultas = {
  muitasAoMesmoTempo:
    'Muitas consultas ao mesmo tempo. Aguarde as anteriores terminarem e tente novamente em alguns segundos.',
} as const;

export const mensagensDatas = {
  dataInvalida: 'Data inválida. Use o formato AAAA-MM-DD.',
} as const;
