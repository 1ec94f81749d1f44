import { precoFormatOptions } from './intlFormats.ts';
import { onDemand } from './onDemand.ts';

const brl = onDemand(() => new Intl.NumberFormat('pt-BR', precoFormatOptions));

/** 'R$ 1.234,56'; empty or invalid values show 'R$ 0,00' (spec section 9). */
export function formatPreco(valor: unknown): string {
  const numero = typeof valor === 'string' && valor.trim() !== '' ? Number(valor) : valor;
  const seguro = typeof numero === 'number' && Number.isFinite(numero) ? numero : 0;
  // Intl uses a no-break space after the symbol; the spec writes a plain space.
  return brl()
    .format(seguro)
    .replace(/\u00a0/g, ' ');
}
