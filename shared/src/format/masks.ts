/** Input masks (spec sections 5 and 9). Each keeps digits only, then formats. */

/** The first `maximo` digits, anything else dropped (a pasted 'Código: 123 456' becomes '123456'). */
export function digitsOnly(value: string, maximo: number): string {
  return value.replace(/\D/g, '').slice(0, maximo);
}

/** 000.000.000-00 (max 14 characters). */
export function maskCpf(value: string): string {
  return digitsOnly(value, 11)
    .replace(/^(\d{3})(\d)/, '$1.$2')
    .replace(/^(\d{3})\.(\d{3})(\d)/, '$1.$2.$3')
    .replace(/\.(\d{3})(\d{1,2})$/, '.$1-$2');
}

/** 00.000.000/0000-00 (max 18 characters). */
export function maskCnpj(value: string): string {
  return digitsOnly(value, 14)
    .replace(/^(\d{2})(\d)/, '$1.$2')
    .replace(/^(\d{2})\.(\d{3})(\d)/, '$1.$2.$3')
    .replace(/\.(\d{3})(\d)/, '.$1/$2')
    .replace(/(\d{4})(\d{1,2})$/, '$1-$2');
}

/** (00) 0000-0000 or (00) 00000-0000 (max 16 characters with the mobile's extra digit). */
export function maskTelefone(value: string): string {
  const numbers = digitsOnly(value, 11);
  if (numbers.length <= 2) return numbers.length ? `(${numbers}` : '';
  const area = numbers.slice(0, 2);
  const rest = numbers.slice(2);
  const split = rest.length > 8 ? 5 : 4;
  return rest.length > split ? `(${area}) ${rest.slice(0, split)}-${rest.slice(split)}` : `(${area}) ${rest}`;
}

/** 00000-000 (9 characters). */
export function maskCep(value: string): string {
  return digitsOnly(value, 8).replace(/^(\d{5})(\d)/, '$1-$2');
}

/** Two upper-case letters. */
export function maskEstado(value: string): string {
  return value
    .replace(/[^a-zA-Z]/g, '')
    .slice(0, 2)
    .toUpperCase();
}
