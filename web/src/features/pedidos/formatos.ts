import type { EnderecoFaturamento } from '@portal/shared';

// Brasília time wherever the browser is: the company's day is the one the date filters use.
const dataHora = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  dateStyle: 'short',
  timeStyle: 'short',
});

/** '05/03/2026 14:30' (spec section 9: dates and times in the Brazilian locale); '' for an invalid date. */
export function formatarDataHora(iso: string): string {
  const data = new Date(iso);
  return Number.isNaN(data.getTime()) ? '' : dataHora.format(data).replace(', ', ' ');
}

/** An address as the lines of a label: street and number, district and city, CEP, reference. */
export function linhasEndereco(endereco: EnderecoFaturamento): string[] {
  const rua = [`${endereco.rua}, ${endereco.numero}`, endereco.complemento].filter(Boolean).join(' — ');
  return [
    rua,
    `${endereco.bairro} — ${endereco.cidade}/${endereco.estado}`,
    `CEP ${endereco.cep}`,
    ...(endereco.ponto_referencia ? [`Ponto de referência: ${endereco.ponto_referencia}`] : []),
  ];
}
