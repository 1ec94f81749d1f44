import { estoqueCobreTamanhos } from '@portal/shared/domain/estoque';
import { mensagensEstoque } from '@portal/shared/mensagens/estoque';
import { mensagensProdutoAdmin } from '@portal/shared/mensagens/produtos';
import { type ProdutoAdmin, produtoAdminRequestSchema } from '@portal/shared/schemas/produtoAdmin';
import { describe, expect, it } from 'vitest';
import {
  adicionarTamanho,
  corpoDoStatus,
  formularioProdutoSchema,
  lerQuantidade,
  montarCorpo,
  quantidadesDosTamanhos,
  valoresIniciais,
} from '../src/features/produtosAdmin/formularioProduto.ts';
import { lerPreco, precoParaCampo } from '../src/features/produtosAdmin/preco.ts';
import { pickFile } from '../src/lib/uploads/pickedFile.ts';

const produto: ProdutoAdmin = {
  id: '6f1c2a9e-0000-4000-8000-000000000001',
  nome: 'Camiseta Polo Bordada',
  descricao: 'Algodão piquet com o logo bordado.',
  preco: 89.9,
  tamanhos: ['P', 'M', 'G'],
  ativo: false,
  imagem_url: '/api/produtos/x/imagem/original?v=1',
  imagem_miniatura_url: '/api/produtos/x/imagem/miniatura?v=1',
  guia_tamanho_url: '/api/produtos/x/imagem/guia-tamanho?v=1',
  estoque: { P: 4, M: 0, G: 12 },
  versao: '"etag-7"',
  created_at: '2026-01-10T12:00:00.000Z',
  updated_at: '2026-02-01T12:00:00.000Z',
};

const png = (nome: string) => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], nome, { type: 'image/png' });

describe('size tags', () => {
  it('adds a trimmed size at the end', () => {
    expect(adicionarTamanho(['P'], '  M ')).toEqual({ tamanhos: ['P', 'M'] });
    expect(adicionarTamanho([], '38')).toEqual({ tamanhos: ['38'] });
  });

  it('refuses a blank size', () => {
    expect(adicionarTamanho(['P'], '')).toEqual({ erro: mensagensProdutoAdmin.tamanhoVazio });
    expect(adicionarTamanho(['P'], '   ')).toEqual({ erro: mensagensProdutoAdmin.tamanhoVazio });
  });

  it('refuses a size already listed, in any case, naming the listed one', () => {
    expect(adicionarTamanho(['P', 'GG'], 'GG')).toEqual({ erro: 'O tamanho GG já foi adicionado.' });
    expect(adicionarTamanho(['P', 'GG'], ' gg ')).toEqual({ erro: mensagensProdutoAdmin.tamanhoRepetido('GG') });
  });

  it("keeps the API's length and count limits", () => {
    expect(adicionarTamanho([], 'x'.repeat(21))).toEqual({ erro: 'Tamanho muito longo.' });
    const trinta = Array.from({ length: 30 }, (_, n) => String(n + 1));
    expect(adicionarTamanho(trinta, '31')).toEqual({ erro: mensagensProdutoAdmin.tamanhosDemais });
  });
});

describe('price as typed', () => {
  it.each([
    ['49,90', 49.9],
    ['49,9', 49.9],
    ['49', 49],
    ['0', 0],
    ['0,00', 0],
    ['1.234,56', 1234.56],
    ['1.234', 1234],
    ['R$ 1.234,50', 1234.5],
    ['49.90', 49.9],
    ['12.5', 12.5],
  ])('%s is %d', (texto, valor) => {
    expect(lerPreco(texto)).toBe(valor);
  });

  it.each(['', 'abc', '-5', '49,999', '1,234.56', '12.3.4', '1.23,4'])('%j is no price', (texto) => {
    expect(lerPreco(texto)).toBeNull();
  });

  it('shows a stored price with the comma, and an invalid one as empty', () => {
    expect(precoParaCampo(89.9)).toBe('89,90');
    expect(precoParaCampo(0)).toBe('0,00');
    expect(precoParaCampo(null)).toBe('');
    expect(lerPreco(precoParaCampo(1234.5))).toBe(1234.5);
  });
});

describe('the form schema', () => {
  const validar = (mudancas: Partial<ReturnType<typeof valoresIniciais>>) =>
    formularioProdutoSchema.safeParse({ ...valoresIniciais(produto), ...mudancas });
  const mensagens = (resultado: ReturnType<typeof validar>) =>
    resultado.success ? [] : resultado.error.issues.map(({ path, message }) => [path.join('.'), message]);

  it("requires nome, descricao and preco with the spec's message", () => {
    const resultado = validar({ nome: '  ', descricao: '', preco: ' ' });
    expect(mensagens(resultado)).toEqual([
      ['nome', mensagensProdutoAdmin.obrigatorios],
      ['descricao', mensagensProdutoAdmin.obrigatorios],
      ['preco', mensagensProdutoAdmin.obrigatorios],
    ]);
  });

  it('refuses a price that is no number, negative or has more than two decimals', () => {
    for (const preco of ['abc', '-1', '10,555']) {
      expect(mensagens(validar({ preco }))).toEqual([['preco', mensagensProdutoAdmin.precoInvalido]]);
    }
  });

  it('refuses a second picked image', () => {
    const resultado = validar({ imagem: [pickFile(png('a.png')), pickFile(png('b.png'))] });
    expect(mensagens(resultado)).toEqual([['imagem', 'Selecione apenas uma imagem.']]);
  });
});

describe('form and payload', () => {
  it('create mode starts empty and active', () => {
    expect(valoresIniciais(null)).toEqual({
      nome: '',
      descricao: '',
      preco: '',
      tamanhos: [],
      imagem: [],
      guia: [],
      remover_imagem: false,
      remover_guia_tamanho: false,
      ativo: true,
      // Not counted until the admin says so; one field, for a product without sizes.
      estoque: { controlar: false, quantidades: [{ tamanho: '', quantidade: '' }] },
    });
  });

  it("edit mode shows the product's values; without changes the payload leaves the images as they are", async () => {
    const valores = valoresIniciais(produto);
    expect(valores).toMatchObject({ nome: produto.nome, preco: '89,90', tamanhos: ['P', 'M', 'G'], ativo: false });
    const corpo = await montarCorpo(formularioProdutoSchema.parse(valores));
    expect(corpo).toEqual({
      nome: produto.nome,
      descricao: produto.descricao,
      preco: 89.9,
      tamanhos: ['P', 'M', 'G'],
      ativo: false,
      estoque: { P: 4, M: 0, G: 12 },
      remover_imagem: false,
      remover_guia_tamanho: false,
    });
    // The API's own schema takes it as is.
    expect(produtoAdminRequestSchema.parse(corpo)).toEqual(corpo);
  });

  it('sends a picked image and size guide as data URLs read from the files', async () => {
    const corpo = await montarCorpo(
      formularioProdutoSchema.parse({
        ...valoresIniciais(null),
        nome: ' Boné ',
        descricao: 'Aba curva',
        preco: '39,9',
        imagem: [pickFile(png('bone.png'))],
        guia: [pickFile(png('guia.png'))],
      }),
    );
    expect(corpo.nome).toBe('Boné');
    expect(corpo.preco).toBe(39.9);
    expect(corpo.imagem_base64).toBe('data:image/png;base64,iVBORw==');
    expect(corpo.guia_tamanho_base64).toBe('data:image/png;base64,iVBORw==');
    expect(corpo).toMatchObject({ remover_imagem: false, remover_guia_tamanho: false });
  });

  it('sends the remove flags only when no new image replaces the stored one', async () => {
    const base = { ...valoresIniciais(produto), remover_imagem: true, remover_guia_tamanho: true };
    const removendo = await montarCorpo(formularioProdutoSchema.parse(base));
    expect(removendo).toMatchObject({ remover_imagem: true, remover_guia_tamanho: true });
    expect(removendo).not.toHaveProperty('imagem_base64');

    const trocando = await montarCorpo(formularioProdutoSchema.parse({ ...base, imagem: [pickFile(png('nova.png'))] }));
    expect(trocando).toMatchObject({ remover_imagem: false, remover_guia_tamanho: true });
    expect(trocando.imagem_base64).toMatch(/^data:image\/png;base64,/);
  });
});

describe('stock', () => {
  const corpoDe = async (mudancas: Partial<ReturnType<typeof valoresIniciais>>, de: ProdutoAdmin | null = produto) =>
    montarCorpo(formularioProdutoSchema.parse({ ...valoresIniciais(de), ...mudancas }));
  const erros = (mudancas: Partial<ReturnType<typeof valoresIniciais>>) => {
    const resultado = formularioProdutoSchema.safeParse({ ...valoresIniciais(produto), ...mudancas });
    return resultado.success ? [] : resultado.error.issues.map(({ path, message }) => [path.join('.'), message]);
  };

  it('edit mode starts from the stored counts, one field per size in their order', () => {
    expect(valoresIniciais(produto).estoque).toEqual({
      controlar: true,
      quantidades: [
        { tamanho: 'P', quantidade: '4' },
        { tamanho: 'M', quantidade: '0' },
        { tamanho: 'G', quantidade: '12' },
      ],
    });
    // Not counted: unchecked, the fields empty.
    expect(valoresIniciais({ ...produto, estoque: null }).estoque).toEqual({
      controlar: false,
      quantidades: [
        { tamanho: 'P', quantidade: '' },
        { tamanho: 'M', quantidade: '' },
        { tamanho: 'G', quantidade: '' },
      ],
    });
  });

  it('sends one count per size, as a record the API takes and that covers the sizes exactly', async () => {
    const corpo = await corpoDe({
      estoque: {
        controlar: true,
        quantidades: [
          { tamanho: 'P', quantidade: ' 7 ' },
          { tamanho: 'M', quantidade: '0' },
          { tamanho: 'G', quantidade: '1.200' },
        ],
      },
    });
    expect(corpo.estoque).toEqual({ P: 7, M: 0, G: 1200 });
    expect(produtoAdminRequestSchema.parse(corpo).estoque).toEqual({ P: 7, M: 0, G: 1200 });
    expect(estoqueCobreTamanhos(corpo.estoque ?? {}, corpo.tamanhos ?? [])).toBe(true);
  });

  it("sends the count of a product without sizes under the key ''", async () => {
    const corpo = await corpoDe(
      {
        nome: 'Caneca',
        descricao: 'Branca',
        preco: '39,90',
        estoque: { controlar: true, quantidades: [{ tamanho: '', quantidade: '25' }] },
      },
      null,
    );
    expect(corpo).toMatchObject({ tamanhos: [], estoque: { '': 25 } });
    expect(produtoAdminRequestSchema.parse(corpo).estoque).toEqual({ '': 25 });
  });

  it('sends null when unchecked, whatever was typed', async () => {
    const corpo = await corpoDe({
      estoque: { controlar: false, quantidades: [{ tamanho: 'P', quantidade: 'abc' }] },
    });
    expect(corpo).toHaveProperty('estoque', null);
  });

  it('refuses a count that is no whole number from 0 to 99 999, under its own field', () => {
    for (const quantidade of ['', 'abc', '-1', '2,5', '1.5', '100000', '100.000']) {
      expect(
        erros({
          estoque: {
            controlar: true,
            quantidades: [
              { tamanho: 'P', quantidade: '3' },
              { tamanho: 'M', quantidade },
              { tamanho: 'G', quantidade: '3' },
            ],
          },
        }),
        quantidade,
      ).toEqual([['estoque.quantidades.1.quantidade', mensagensEstoque.invalido]]);
    }
    expect(lerQuantidade('99.999')).toBe(99_999);
    expect(lerQuantidade('012')).toBe(12);
  });

  it('the fields follow the sizes: a kept size keeps its count, a new one starts empty, a removed one goes', () => {
    const atuais = [
      { tamanho: 'P', quantidade: '4' },
      { tamanho: 'M', quantidade: '0' },
    ];
    expect(quantidadesDosTamanhos(atuais, ['M', 'GG'])).toEqual([
      { tamanho: 'M', quantidade: '0' },
      { tamanho: 'GG', quantidade: '' },
    ]);
    expect(quantidadesDosTamanhos(atuais, [])).toEqual([{ tamanho: '', quantidade: '' }]);
  });
});

describe('the activate/deactivate toggle', () => {
  it('sends nome, descricao, preco, tamanhos and the new ativo only', () => {
    expect(corpoDoStatus(produto, true)).toEqual({
      nome: produto.nome,
      descricao: produto.descricao,
      preco: 89.9,
      tamanhos: ['P', 'M', 'G'],
      ativo: true,
    });
    // Absent, so the stock stays as it is (null would stop counting it).
    expect(corpoDoStatus(produto, false)).not.toHaveProperty('estoque');
  });

  it('sends nothing for a product whose stored price is invalid', () => {
    expect(corpoDoStatus({ ...produto, preco: null }, true)).toBeNull();
  });
});
