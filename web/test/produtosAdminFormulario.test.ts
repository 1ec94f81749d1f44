import { mensagensProdutoAdmin } from '@portal/shared/mensagens/produtos';
import { type ProdutoAdmin, produtoAdminRequestSchema } from '@portal/shared/schemas/produtoAdmin';
import { describe, expect, it } from 'vitest';
import {
  adicionarTamanho,
  corpoDoStatus,
  formularioProdutoSchema,
  montarCorpo,
  valoresIniciais,
} from '../src/features/produtosAdmin/formularioProduto.ts';
import { lerPreco, precoParaCampo } from '../src/features/produtosAdmin/preco.ts';
import { escolherArquivo } from '../src/lib/uploads/arquivoEscolhido.ts';

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
    const resultado = validar({ imagem: [escolherArquivo(png('a.png')), escolherArquivo(png('b.png'))] });
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
        imagem: [escolherArquivo(png('bone.png'))],
        guia: [escolherArquivo(png('guia.png'))],
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

    const trocando = await montarCorpo(
      formularioProdutoSchema.parse({ ...base, imagem: [escolherArquivo(png('nova.png'))] }),
    );
    expect(trocando).toMatchObject({ remover_imagem: false, remover_guia_tamanho: true });
    expect(trocando.imagem_base64).toMatch(/^data:image\/png;base64,/);
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
  });

  it('sends nothing for a product whose stored price is invalid', () => {
    expect(corpoDoStatus({ ...produto, preco: null }, true)).toBeNull();
  });
});
