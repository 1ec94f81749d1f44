import { limiteEstoqueBaixo } from '@portal/shared/domain/estoque';
import { mensagensEstoque } from '@portal/shared/mensagens/estoque';
import type { BadgeTone } from '../../components/Badge.tsx';

/** What the shop says of the units left of a product or size: 'Esgotado', 'Restam n' when few, else nothing. */
export function avisoDeEstoque(restantes: number): string | null {
  if (restantes <= 0) return mensagensEstoque.esgotado;
  return restantes <= limiteEstoqueBaixo ? mensagensEstoque.restam(restantes) : null;
}

/** A size's count on the admin screens: red when sold out, yellow when low (the dashboard lists it), else grey. */
export const tomDoEstoque = (quantidade: number): BadgeTone =>
  quantidade <= 0 ? 'cancelado' : quantidade <= limiteEstoqueBaixo ? 'pendente' : 'neutro';
