import { mensagensCarrinho } from '@portal/shared/mensagens/carrinho';
import { mensagens } from '@portal/shared/mensagens/geral';
import { mensagensLoja } from '@portal/shared/mensagens/loja';
import type { Produto } from '@portal/shared/schemas/produto';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { session } from '../../app/session.ts';
import { useAlert, useToast } from '../../components/DialogProvider.tsx';
import { LoadFailure } from '../../components/LoadFailure.tsx';
import { Modal } from '../../components/Modal.tsx';
import { ReadAt } from '../../components/ReadAt.tsx';
import { errorMessage, failureReason } from '../../lib/apiClient.ts';
import { adicionarItem, useAlteracaoCarrinho, useCarrinho } from '../carrinho/index.ts';
import { LazyQuantityDialog, LazySizeDialog } from './lazyDialogs.ts';
import { ProdutoCard } from './ProdutoCard.tsx';
import { produtosQuery } from './produtosApi.ts';
import { produtosKeys } from './produtosKeys.ts';
import './loja.css';

type Adicao = { produto: Produto; passo: 'tamanho' | 'quantidade'; tamanho: string | null };

/** /home — 'Brindes Corporativos': the product grid, its image and size-guide viewers, and add to cart. */
export function LojaPage() {
  const queryClient = useQueryClient();
  const produtos = useQuery(produtosQuery());
  const adicionarAoCarrinho = useAlteracaoCarrinho(adicionarItem);
  const carrinho = useCarrinho();
  const alert = useAlert();
  const toast = useToast();
  const [imagem, setImagem] = useState<Produto | null>(null);
  const [guia, setGuia] = useState<Produto | null>(null);
  const [adicao, setAdicao] = useState<Adicao | null>(null);

  const iniciar = (produto: Produto) => {
    if (!session.token()) {
      void alert(mensagensCarrinho.precisaLogin, { tone: 'warning' });
      return;
    }
    // Shown at R$ 0,00 but never sold: refused here with the API's own words, before a size and a quantity
    // are asked for (the API refuses it too).
    if (produto.preco === null) {
      void alert(mensagensCarrinho.produtoSemPreco, { tone: 'error' });
      return;
    }
    setAdicao({ produto, passo: produto.tamanhos.length > 0 ? 'tamanho' : 'quantidade', tamanho: null });
  };

  /** The units of a product and size the cart holds (the API adds a new quantity to them). */
  const noCarrinho = ({ produto, tamanho }: Adicao) =>
    (carrinho.data?.itens ?? [])
      .filter((item) => item.produto.id === produto.id && item.tamanho === tamanho)
      .reduce((soma, item) => soma + item.quantidade, 0);

  const adicionar = async ({ produto, tamanho }: Adicao, quantidade: number) => {
    try {
      await adicionarAoCarrinho.mutateAsync({ produto_id: produto.id, quantidade, ...(tamanho ? { tamanho } : {}) });
      setAdicao(null);
      toast(mensagensLoja.produtoAdicionado);
    } catch (error) {
      setAdicao(null);
      // A refusal may mean the units left changed since the grid was read (issue 21): read it again.
      void queryClient.invalidateQueries({ queryKey: produtosKeys.ativos });
      await alert(errorMessage(error, mensagensCarrinho.erroAdicionar), { tone: 'error' });
    }
  };

  return (
    <main className="page shop">
      <h1 className="page__title">{mensagensLoja.titulo}</h1>
      {produtos.isPending && (
        <p className="shop__status" role="status">
          {mensagensLoja.carregandoProdutos}
        </p>
      )}
      {produtos.isError && (
        // Spec: the server's message, or 'Erro ao carregar produtos' (also when there was no answer).
        <LoadFailure
          className="shop__status shop__status--error"
          mensagem={failureReason(produtos.error, mensagens.erroCarregarProdutos)}
          onTentarNovamente={produtos.refetch}
        />
      )}
      {produtos.isSuccess && <ReadAt instante={produtos.data.lidoEm} />}
      {produtos.isSuccess && produtos.data.produtos.length === 0 && (
        <p className="shop__status">{mensagens.nenhumProduto}</p>
      )}
      {produtos.isSuccess && produtos.data.produtos.length > 0 && (
        <div className="shop__grid">
          {produtos.data.produtos.map((produto) => (
            <ProdutoCard
              key={produto.id}
              produto={produto}
              onAdd={() => iniciar(produto)}
              onZoom={() => setImagem(produto)}
              onGuide={() => setGuia(produto)}
            />
          ))}
        </div>
      )}

      {adicao?.passo === 'tamanho' && (
        <LazySizeDialog
          produto={adicao.produto}
          inicial={adicao.tamanho}
          onChoose={(tamanho) => setAdicao({ ...adicao, passo: 'quantidade', tamanho })}
          onGuide={() => setGuia(adicao.produto)}
          onClose={() => setAdicao(null)}
        />
      )}
      {adicao?.passo === 'quantidade' && (
        <LazyQuantityDialog
          produto={adicao.produto}
          tamanho={adicao.tamanho}
          noCarrinho={noCarrinho(adicao)}
          onConfirm={(quantidade) => adicionar(adicao, quantidade)}
          onBack={adicao.produto.tamanhos.length > 0 ? () => setAdicao({ ...adicao, passo: 'tamanho' }) : undefined}
          onClose={() => setAdicao(null)}
        />
      )}

      <Modal
        open={imagem !== null}
        onClose={() => setImagem(null)}
        title={imagem?.nome ?? ''}
        variant="fullscreen"
        closeLabel="Fechar imagem"
        className="image-viewer"
      >
        {imagem && (
          <img
            className="image-viewer__image"
            src={imagem.imagem_url ?? imagem.imagem_miniatura_url ?? ''}
            alt={imagem.nome}
            decoding="async"
          />
        )}
      </Modal>

      <Modal
        open={guia !== null}
        onClose={() => setGuia(null)}
        title={`Guia de tamanhos — ${guia?.nome ?? ''}`}
        size="lg"
        closeLabel="Fechar guia de tamanhos"
        className="size-guide"
      >
        {guia?.guia_tamanho_url && (
          <img
            className="size-guide__image"
            src={guia.guia_tamanho_url}
            alt={`Guia de tamanhos de ${guia.nome}`}
            decoding="async"
          />
        )}
      </Modal>
    </main>
  );
}
