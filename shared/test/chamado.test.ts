import { describe, expect, it } from 'vitest';
import {
  type ChamadoFormInput,
  camposPreenchidos,
  chamadoFormSchema,
  contextoAnexo,
  filtrosChamadosSchema,
  formatDay,
  materiaisChamado,
  mensagensChamados,
} from '../src/index.ts';

/** The messages of a refused form by field, or the parsed ticket. */
function validar(input: Record<string, unknown>) {
  const result = chamadoFormSchema.safeParse(input);
  if (result.success) return { dados: result.data, erros: {} };
  const erros: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const campo = issue.path.join('.');
    erros[campo] = [...(erros[campo] ?? []), issue.message];
  }
  return { dados: null, erros };
}

const notas = {
  titulo: 'Reembolso de despesas de evento',
  formulario: 'Lançamento de Notas e Despesas',
  contratante: 'Agro Franquia Ribeirão Ltda',
  formaPagamento: 'Boleto',
  dataPagamento: '2026-12-10',
  notaFiscal: 'Emitida',
  descricaoDemanda: 'Despesas do dia de campo de novembro.',
} as const satisfies ChamadoFormInput;

const marketing = {
  titulo: 'Material para a feira',
  formulario: 'Solicitações de Marketing',
  tipoSolicitacao: 'Material',
  materiais: ['BANNER', 'FOLDER'],
  quantidadeTamanho: '2 banners 1x2 m, 500 folders A5',
  prazoEntrega: '2026-12-20',
  descricaoDemanda: 'Feira regional de dezembro.',
} as const satisfies ChamadoFormInput;

describe('chamadoFormSchema (spec section 5)', () => {
  it('an empty form asks for the title and the form type only', () => {
    expect(validar({}).erros).toEqual({
      titulo: [mensagensChamados.titulo],
      formulario: [mensagensChamados.formulario],
    });
  });

  describe('Lançamento de Notas e Despesas', () => {
    it('asks for contractor, payment method and date, and the invoice status', () => {
      expect(validar({ titulo: 'x', formulario: 'Lançamento de Notas e Despesas' }).erros).toEqual({
        contratante: [mensagensChamados.contratante],
        formaPagamento: [mensagensChamados.formaPagamento],
        dataPagamento: [mensagensChamados.dataPagamento],
        notaFiscal: [mensagensChamados.notaFiscal],
      });
    });

    it('Emitida needs the description; payment data only with Pix', () => {
      expect(validar({ ...notas, descricaoDemanda: '  ' }).erros).toEqual({
        descricaoDemanda: [mensagensChamados.descricaoDemanda],
      });
      expect(validar({ ...notas, formaPagamento: 'Pix' }).erros).toEqual({
        dadosPagamento: [mensagensChamados.dadosPagamento],
      });
      expect(validar({ ...notas, formaPagamento: 'Pix', dadosPagamento: 'chave@pix.com' }).dados).toMatchObject({
        dadosPagamento: 'chave@pix.com',
      });
      // Payment data typed for Pix and then left behind by switching to Boleto is not kept.
      expect(validar({ ...notas, dadosPagamento: 'chave@pix.com' }).dados?.dadosPagamento).toBe('');
    });

    it('À emitir needs the reason it was not issued and the description', () => {
      expect(validar({ ...notas, notaFiscal: 'À emitir', descricaoDemanda: '' }).erros).toEqual({
        motivoNaoEmissao: [mensagensChamados.motivoNaoEmissao],
        descricaoDemanda: [mensagensChamados.descricaoDemanda],
      });
      expect(
        validar({ ...notas, notaFiscal: 'À emitir', motivoNaoEmissao: 'Fornecedor sem CNPJ ativo' }).dados,
      ).toMatchObject({ notaFiscal: 'À emitir', motivoNaoEmissao: 'Fornecedor sem CNPJ ativo' });
    });

    it('refuses options that are not offered, and dates that do not exist', () => {
      expect(validar({ ...notas, formaPagamento: 'Cheque', notaFiscal: 'Talvez' }).erros).toEqual({
        formaPagamento: [mensagensChamados.formaPagamento],
        notaFiscal: [mensagensChamados.notaFiscal],
      });
      expect(Object.keys(validar({ ...notas, dataPagamento: '2026-02-30' }).erros)).toEqual(['dataPagamento']);
    });
  });

  describe('Solicitações de Marketing', () => {
    it('asks for the request type first', () => {
      expect(validar({ titulo: 'x', formulario: 'Solicitações de Marketing' }).erros).toEqual({
        tipoSolicitacao: [mensagensChamados.tipoSolicitacao],
      });
    });

    it.each(['Campanha', 'Serviço'] as const)('%s needs the description only', (tipoSolicitacao) => {
      const base = { titulo: 'x', formulario: 'Solicitações de Marketing', tipoSolicitacao } as const;
      expect(validar(base).erros).toEqual({ descricaoDemanda: [mensagensChamados.descricaoDemanda] });
      expect(validar({ ...base, descricaoDemanda: 'Campanha de Natal', materiais: ['LOGO'] }).dados).toMatchObject({
        tipoSolicitacao,
        materiais: [],
      });
    });

    it('Material needs materials, quantity and size, deadline and description', () => {
      expect(
        validar({ titulo: 'x', formulario: 'Solicitações de Marketing', tipoSolicitacao: 'Material' }).erros,
      ).toEqual({
        materiais: [mensagensChamados.materiais],
        quantidadeTamanho: [mensagensChamados.quantidadeTamanho],
        prazoEntrega: [mensagensChamados.prazoEntrega],
        descricaoDemanda: [mensagensChamados.descricaoDemanda],
      });
      expect(validar(marketing).dados).toMatchObject({ materiais: ['BANNER', 'FOLDER'], contratante: '' });
    });

    it('takes only the 33 listed materials, each once', () => {
      expect(materiaisChamado).toHaveLength(33);
      expect(validar({ ...marketing, materiais: ['BANNER', 'CAMISETA'] }).erros).toEqual({
        materiais: [mensagensChamados.materialInvalido('CAMISETA')],
      });
      expect(validar({ ...marketing, materiais: ['LOGO', 'LOGO'] }).dados?.materiais).toEqual(['LOGO']);
    });
  });

  it('a form switched to marketing keeps none of the invoice fields', () => {
    const dados = validar({ ...notas, ...marketing }).dados;
    expect(dados).toMatchObject({ contratante: '', formaPagamento: '', notaFiscal: '', dataPagamento: '' });
  });

  it('limits the texts', () => {
    expect(validar({ ...notas, titulo: 'a'.repeat(201) }).erros).toEqual({
      titulo: [mensagensChamados.textoLongo(200)],
    });
  });
});

describe('contextoAnexo', () => {
  it('gives one attachment picker per branch', () => {
    expect(contextoAnexo({ formulario: '', notaFiscal: '', tipoSolicitacao: '' })).toBeNull();
    expect(contextoAnexo(notas)).toBe('notaEmitida');
    expect(contextoAnexo({ ...notas, notaFiscal: 'À emitir' })).toBe('notaAEmitir');
    expect(contextoAnexo({ ...marketing, notaFiscal: '' })).toBe('material');
    expect(contextoAnexo({ ...marketing, notaFiscal: '', tipoSolicitacao: 'Campanha' })).toBe('campanha');
    expect(contextoAnexo({ ...marketing, notaFiscal: '', tipoSolicitacao: 'Serviço' })).toBe('servico');
  });
});

describe('filtrosChamadosSchema', () => {
  it('reads a protocol typed in any usual way', () => {
    for (const protocolo of ['CH-1001', 'ch1001', '1001']) {
      expect(filtrosChamadosSchema.parse({ protocolo }).protocolo).toBe('1001');
    }
    expect(filtrosChamadosSchema.safeParse({ protocolo: 'abc' }).success).toBe(false);
  });
});

describe('camposPreenchidos', () => {
  const vazio = validar({
    titulo: 'x',
    formulario: 'Solicitações de Marketing',
    tipoSolicitacao: 'Campanha',
    descricaoDemanda: 'y',
  }).dados;

  it("keeps only what the ticket's form had, labelled as the form labels it, long texts marked", () => {
    const dados = validar({
      titulo: 'Campanha de inverno',
      formulario: 'Solicitações de Marketing',
      tipoSolicitacao: 'Campanha',
      descricaoDemanda: 'Posts e banners\npara julho',
      contratante: 'esquecido de outro formulário',
    }).dados;
    expect(dados && camposPreenchidos(dados)).toEqual([
      { campo: 'titulo', rotulo: 'Título', valor: 'Campanha de inverno', longo: false },
      { campo: 'formulario', rotulo: 'Tipo de formulário', valor: 'Solicitações de Marketing', longo: false },
      { campo: 'tipoSolicitacao', rotulo: 'Tipo de solicitação', valor: 'Campanha', longo: false },
      { campo: 'descricaoDemanda', rotulo: 'Descrição da demanda', valor: 'Posts e banners\npara julho', longo: true },
    ]);
    expect(vazio && camposPreenchidos({ ...vazio, titulo: '   ' }).map(({ campo }) => campo)).not.toContain('titulo');
  });

  it('shows dates as dd/mm/aaaa and materials as a list', () => {
    const dados = validar(marketing).dados;
    expect(dados && camposPreenchidos(dados).map(({ rotulo, valor }) => [rotulo, valor])).toContainEqual([
      'Prazo de entrega',
      '20/12/2026',
    ]);
    expect(dados && camposPreenchidos(dados).map(({ valor }) => valor)).toContain('BANNER, FOLDER');
    expect(formatDay('05/03/2026')).toBe('05/03/2026');
  });
});
