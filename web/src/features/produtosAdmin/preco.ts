/** '1.234,56' or '1.234' (pt-BR thousands), '1234,5', and '49.90' as typed on a keypad with a dot. */
const comMilhar = /^\d{1,3}(?:\.\d{3})+(?:,\d{1,2})?$/;
const comVirgula = /^\d+(?:,\d{1,2})?$/;
const comPonto = /^\d+\.\d{1,2}$/;

/**
 * A price typed in the form, in reais: the number the API takes, or null when the text is no price with
 * at most two decimals (the shared schema then names the rule). A dot followed by three digits is the
 * pt-BR thousands separator, so '1.234' is one thousand two hundred and thirty-four reais.
 */
export function lerPreco(texto: string): number | null {
  const valor = texto
    .replace(/^R\$/i, '')
    .replace(/[\s\u00a0]/g, '')
    .trim();
  if (comPonto.test(valor)) return Number(valor);
  if (!comMilhar.test(valor) && !comVirgula.test(valor)) return null;
  return Number(valor.replace(/\./g, '').replace(',', '.'));
}

/** The form's text for a stored price: '49,90'; empty when the stored price is invalid (null). */
export const precoParaCampo = (preco: number | null) => (preco === null ? '' : preco.toFixed(2).replace('.', ','));
