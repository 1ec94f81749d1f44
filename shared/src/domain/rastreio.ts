/** The carriers an admin can name when an order ships (issue 21); 'Outra' has no tracking page of ours to link. */
export const transportadoras = ['Correios', 'Jadlog', 'Loggi', 'Total Express', 'Outra'] as const;
export type Transportadora = (typeof transportadoras)[number];

/** Correios' own object code: two letters, nine digits, two letters (e.g. AA123456789BR). */
export const codigoCorreios = /^[A-Z]{2}\d{9}[A-Z]{2}$/;

/**
 * Each carrier's public tracking page. Total Express fills its page from the shipper's own id (REID), which a
 * franchisee does not have, so its link opens the page to search and the code is shown beside it to copy.
 * None of these addresses could be opened from this machine (decision 80).
 */
const paginas: Record<Transportadora, ((codigo: string) => string) | null> = {
  Correios: (codigo) => `https://rastreamento.correios.com.br/app/index.php?objetos=${encodeURIComponent(codigo)}`,
  Jadlog: (codigo) => `https://www.jadlog.com.br/jadlog/tracking?cte=${encodeURIComponent(codigo)}`,
  Loggi: (codigo) => `https://www.loggi.com/rastreador/${encodeURIComponent(codigo)}`,
  'Total Express': () => 'https://tracking.totalexpress.com.br/',
  Outra: null,
};

/** Where the franchisee follows the shipment, or null when the carrier is not one we know. */
export function linkRastreio({ transportadora, codigo }: { transportadora: Transportadora; codigo: string }) {
  return paginas[transportadora]?.(codigo) ?? null;
}
