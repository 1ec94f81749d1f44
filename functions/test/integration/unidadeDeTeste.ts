import type { UnidadeRequest } from '@portal/shared';

/** A unit with a real CNPJ (check digits right) and a name no other test uses. */
export const unidadeDeTeste = (extra: Partial<UnidadeRequest> = {}): UnidadeRequest => ({
  nome: `Loja ${crypto.randomUUID().slice(0, 8)}`,
  cnpj: '11.222.333/0001-81',
  razao_social: 'Agro Centro Comércio de Insumos Ltda',
  telefone: '(16) 3333-4444',
  endereco: {
    estado: 'SP',
    cidade: 'Ribeirão Preto',
    cep: '14010-000',
    bairro: 'Centro',
    rua: 'Rua General Osório',
    numero: '100',
    complemento: 'Sala 2',
    ponto_referencia: '',
  },
  ...extra,
});
