import { opcoesPreco } from './formatosIntl.ts';
import { sobDemanda } from './sobDemanda.ts';

const brl = sobDemanda(() => new Intl.NumberFormat('pt-BR', opcoesPreco));

/** 'R$ 1.234,56'; empty or invalid values show 'R$ 0,00' (spec section 9). */
export function formatarPreco(valor: unknown): string {
  const numero = typeof valor === 'string' && valor.trim() !== '' ? Number(valor) : valor;
  const seguro = typeof numero === 'number' && Number.isFinite(numero) ? numero : 0;
  // Intl uses a no-break space after the symbol; the spec writes a plain space.
  return brl()
    .format(seguro)
    .replace(/\u00a0/g, ' ');
}
