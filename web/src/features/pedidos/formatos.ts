import type { EnderecoFaturamento } from '@portal/shared/schemas/pedido';

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
