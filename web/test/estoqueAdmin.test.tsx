import { limiteEstoqueBaixo } from '@portal/shared/domain/estoque';
import { mensagensEstoque } from '@portal/shared/mensagens/estoque';
import { type PainelAdminResponse, painelAdminResponseSchema } from '@portal/shared/schemas/painelAdmin';
import type { ProdutoAdmin } from '@portal/shared/schemas/produtoAdmin';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EstoqueBaixoSection } from '../src/features/estoque/EstoqueBaixoSection.tsx';
import { ProdutoAdminCard } from '../src/features/produtosAdmin/ProdutoAdminCard.tsx';
import { camisetaComEstoqueAdmin } from './produtoComEstoque.ts';

afterEach(cleanup);

const produto = camisetaComEstoqueAdmin;

const cartao = (de: ProdutoAdmin) => {
  render(
    <ProdutoAdminCard
      produto={de}
      ocupado={false}
      onEditar={() => {}}
      onAlternarStatus={() => {}}
      onExcluir={() => {}}
    />,
  );
  return screen.getByRole('article', { name: de.nome });
};

describe('the admin product card', () => {
  it('shows the count of each size, in the sizes’ order', () => {
    const artigo = cartao(produto);
    expect(
      within(artigo)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      mensagensEstoque.contagem('P', 0),
      mensagensEstoque.contagem('M', 3),
      mensagensEstoque.contagem('G', 40),
    ]);
    expect(mensagensEstoque.contagem('P', 0)).toBe('P: Esgotado');
    // Some sizes left: no sold-out badge on the picture.
    expect(within(artigo).queryByText(mensagensEstoque.esgotado)).toBeNull();
  });

  it("says 'Sem controle' when the stock is not counted, and 'Esgotado' beside 'Inativo' when sold out", () => {
    expect(cartao({ ...produto, estoque: null }).textContent).toContain(mensagensEstoque.ilimitado);
    cleanup();
    const artigo = cartao({ ...produto, tamanhos: [], estoque: { '': 0 }, ativo: false });
    const selos = artigo.querySelector('.product-card__selos');
    expect([...(selos?.querySelectorAll('.badge') ?? [])].map((selo) => selo.textContent)).toEqual([
      mensagensEstoque.esgotado,
      'Inativo',
    ]);
    expect(
      within(artigo)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Esgotado']);
  });
});

describe('the dashboard’s low stock', () => {
  const estoqueBaixo: PainelAdminResponse['estoqueBaixo'] = [
    { produto_id: 'a', nome: 'Caneca', tamanhos: [{ tamanho: '', quantidade: 0 }] },
    {
      produto_id: 'b',
      nome: 'Camiseta Polo',
      tamanhos: [
        { tamanho: 'P', quantidade: 1 },
        { tamanho: 'GG', quantidade: 4 },
      ],
    },
  ];

  it('lists each product, as the API orders them, with its sizes and counts (no size label for size "")', () => {
    render(<EstoqueBaixoSection itens={estoqueBaixo} />);
    const secao = screen.getByRole('region', { name: mensagensEstoque.baixoTitulo });
    expect(within(secao).getByText(mensagensEstoque.baixoDescricao(limiteEstoqueBaixo))).toBeTruthy();
    const [lista] = within(secao).getAllByRole('list');
    if (!lista) throw new Error('no list');
    const produtos = within(lista)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === lista);
    expect(produtos.map((item) => item.querySelector('.estoque-baixo__nome')?.textContent)).toEqual([
      'Caneca',
      'Camiseta Polo',
    ]);
    const contagens = (item: HTMLElement | undefined) =>
      item
        ? within(item)
            .getAllByRole('listitem')
            .map((tamanho) => tamanho.textContent)
        : [];
    expect(contagens(produtos[0])).toEqual(['Esgotado']);
    expect(contagens(produtos[1])).toEqual(['P: 1 unidade', 'GG: 4 unidades']);
    expect(within(secao).queryByText(mensagensEstoque.baixoVazio)).toBeNull();
  });

  it('says so when no product runs low, and an answer without the list reads as empty', () => {
    const painel = painelAdminResponseSchema.parse({
      produtos: 0,
      usuarios: 0,
      pedidos: { total: 0, pendentes: 0, aprovados: 0, emTransporte: 0, entregues: 0, cancelados: 0 },
      pedidosPorSemana: [],
      maisVendidos: [],
      emails: { pendentes: 0, falhas: 0, maisAntigoEm: null, maisAntigoMinutos: null, limitadoAte: null },
    });
    render(<EstoqueBaixoSection itens={painel.estoqueBaixo} />);
    const secao = screen.getByRole('region', { name: mensagensEstoque.baixoTitulo });
    expect(within(secao).getByText(mensagensEstoque.baixoVazio)).toBeTruthy();
    expect(within(secao).queryByRole('list')).toBeNull();
  });
});
