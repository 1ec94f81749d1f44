/** The weights of a CNPJ's two check digits (Receita Federal's modulo-11 rule), for the first 12 and 13 digits. */
const pesosPrimeiro = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const pesosSegundo = [6, ...pesosPrimeiro];

const digitoVerificador = (digitos: readonly number[], pesos: readonly number[]) => {
  const resto = pesos.reduce((soma, peso, indice) => soma + peso * (digitos[indice] ?? 0), 0) % 11;
  return resto < 2 ? 0 : 11 - resto;
};

/**
 * Whether a CNPJ's two check digits are right (issue 36: a unit's CNPJ is checked, not only masked). Takes the masked
 * or the bare form; a sequence of one repeated digit passes the arithmetic yet is no CNPJ, so it is refused.
 */
export function cnpjValido(cnpj: string): boolean {
  const texto = cnpj.replace(/[./-]/g, '');
  if (!/^\d{14}$/.test(texto) || /^(\d)\1{13}$/.test(texto)) return false;
  const digitos = Array.from(texto, Number);
  return (
    digitoVerificador(digitos, pesosPrimeiro) === digitos[12] &&
    digitoVerificador(digitos, pesosSegundo) === digitos[13]
  );
}
