import { describe, expect, it } from 'vitest';
import { mensagensPedidos, pedidoRequestSchema } from '../src/index.ts';

const valido = {
  dados_pessoais: {
    nome_completo: 'Maria da Silva',
    cpf: '',
    nome_empresa: 'Agro Franquia Ltda',
    cnpj: '12.345.678/0001-90',
    telefone: '(11) 98765-4321',
  },
  dados_entrega: {
    estado: 'sp',
    cidade: 'Campinas',
    cep: '13010-100',
    bairro: 'Centro',
    rua: 'Rua das Flores',
    numero: '100',
    complemento: '',
    ponto_referencia: '',
    quem_recebera: 'João',
  },
  endereco_entrega_igual_faturamento: true,
  observacoes: '',
  logo_extra: null,
};

/** The messages of the first issue at each path. */
function erros(input: unknown): Record<string, string> {
  const result = pedidoRequestSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

const com = (path: string, value: unknown) => {
  const copia: Record<string, unknown> = structuredClone(valido);
  const [section = '', field] = path.split('.');
  if (field) (copia[section] as Record<string, unknown>)[field] = value;
  else copia[section] = value;
  return copia;
};

describe('order validation (spec section 5)', () => {
  it('accepts a valid order, upper-cases estado and copies delivery to billing', () => {
    const pedido = pedidoRequestSchema.parse(valido);
    expect(pedido.dados_entrega.estado).toBe('SP');
    expect(pedido.dados_faturamento).toMatchObject({ cidade: 'Campinas', estado: 'SP' });
    expect(pedido.dados_faturamento).not.toHaveProperty('quem_recebera');
  });

  it.each([
    ['dados_pessoais.nome_completo', 'Ma', mensagensPedidos.nomeCompleto],
    ['dados_pessoais.cpf', '123', mensagensPedidos.cpf],
    ['dados_pessoais.nome_empresa', 'A', mensagensPedidos.nomeEmpresa],
    ['dados_pessoais.cnpj', '', mensagensPedidos.cnpj],
    ['dados_pessoais.cnpj', '12345678000190', mensagensPedidos.cnpj],
    ['dados_pessoais.telefone', '(11) 9876', mensagensPedidos.telefone],
    ['dados_entrega.estado', 'SPX', mensagensPedidos.estado],
    ['dados_entrega.estado', 'S', mensagensPedidos.estado],
    ['dados_entrega.cidade', 'C', mensagensPedidos.cidade],
    ['dados_entrega.cep', '13010100', mensagensPedidos.cep],
    ['dados_entrega.bairro', 'B', mensagensPedidos.bairro],
    ['dados_entrega.rua', 'Rua', mensagensPedidos.rua],
    ['dados_entrega.numero', ' ', mensagensPedidos.numero],
    ['dados_entrega.quem_recebera', 'J', mensagensPedidos.quemRecebera],
    ['dados_entrega.complemento', 'x'.repeat(101), mensagensPedidos.complemento],
    ['dados_entrega.ponto_referencia', 'x'.repeat(201), mensagensPedidos.pontoReferencia],
    ['observacoes', 'x'.repeat(501), mensagensPedidos.observacoes],
  ])('%s = %j → %s', (path, value, message) => {
    expect(erros(com(path, value))[path]).toBe(message);
  });

  it('CPF is optional but, when filled, must be masked', () => {
    expect(erros(com('dados_pessoais.cpf', ''))).toEqual({});
    expect(erros(com('dados_pessoais.cpf', '123.456.789-01'))).toEqual({});
  });

  it('keeps limits at their edges', () => {
    expect(erros(com('dados_entrega.complemento', 'x'.repeat(100)))).toEqual({});
    expect(erros(com('observacoes', 'x'.repeat(500)))).toEqual({});
  });

  it('requires billing only when it differs from delivery', () => {
    const diferente = { ...valido, endereco_entrega_igual_faturamento: false };
    expect(erros(diferente)['dados_faturamento.estado']).toBe(mensagensPedidos.estado);
    const faturamento = { ...valido.dados_entrega, cidade: 'Santos', estado: 'sp' };
    const pedido = pedidoRequestSchema.parse({ ...diferente, dados_faturamento: faturamento });
    expect(pedido.dados_faturamento).toMatchObject({ cidade: 'Santos', estado: 'SP' });
  });

  it('extra logo: products text 3..500 and the acknowledgement', () => {
    expect(erros(com('logo_extra', { produtos: 'ab', entende_alteracao_valor: true }))['logo_extra.produtos']).toBe(
      mensagensPedidos.logoProdutos,
    );
    expect(
      erros(com('logo_extra', { produtos: 'x'.repeat(501), entende_alteracao_valor: true }))['logo_extra.produtos'],
    ).toBe(mensagensPedidos.logoProdutos);
    expect(
      erros(com('logo_extra', { produtos: 'Camisetas', entende_alteracao_valor: false }))[
        'logo_extra.entende_alteracao_valor'
      ],
    ).toBe(mensagensPedidos.logoEntende);
    expect(erros(com('logo_extra', { produtos: 'Camisetas', entende_alteracao_valor: true }))).toEqual({});
  });

  it('formats the success text with the order number', () => {
    expect(mensagensPedidos.sucesso(1042)).toBe(
      'Pedido #1042 finalizado com sucesso! Um email foi enviado com os detalhes.',
    );
    expect(mensagensPedidos.imagemGrande('logo.png')).toBe(
      'A imagem logo.png é muito grande. Tamanho máximo permitido: 10MB',
    );
  });
});
