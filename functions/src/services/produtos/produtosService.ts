import { disponibilidadeDo, mensagens, type Produto, type VarianteImagem } from '@portal/shared';
import type { BlobStore, OpenedBlob } from '../../data/blobStore.ts';
import type { ImagemRef, ProdutoDoc, ProdutosRepository } from '../../data/produtos/produtosRepository.ts';
import { notFound } from '../../errors.ts';
import { nomeBlobImagemProduto } from './imagensProduto.ts';

function imageUrl(produtoId: string, variante: VarianteImagem, ref: ImagemRef | null): string | null {
  // The version makes the URL change whenever the image does, so browsers may cache it forever.
  return ref ? `/api/produtos/${encodeURIComponent(produtoId)}/imagem/${variante}?v=${ref.versao}` : null;
}

/** What every view of a product shows; each adds its stock. */
export function camposDoProduto(doc: ProdutoDoc): Omit<Produto, 'disponibilidade'> {
  return {
    id: doc.id,
    nome: doc.nome,
    descricao: doc.descricao,
    preco: doc.preco,
    tamanhos: doc.tamanhos,
    ativo: doc.ativo,
    imagem_url: imageUrl(doc.id, 'original', doc.imagem),
    imagem_miniatura_url: imageUrl(doc.id, 'miniatura', doc.imagem),
    guia_tamanho_url: imageUrl(doc.id, 'guia-tamanho', doc.guia_tamanho),
  };
}

/** The product as the shop and the cart show it: availability, never a count above the low-stock line. */
export const toProduto = (doc: ProdutoDoc): Produto => ({
  ...camposDoProduto(doc),
  disponibilidade: disponibilidadeDo(doc.estoque),
});

export interface ProdutosService {
  listActive(): Promise<Produto[]>;
  /**
   * A product's image streamed, or 'not-modified' when the browser's copy (ETag) is current, and whether the
   * product is on sale. An inactive product's image exists only for callers `mostrarInativo` admits (asked
   * only then); for everyone else it is not found, like a product that does not exist.
   */
  image(
    produtoId: string,
    variante: VarianteImagem,
    ifNoneMatch: string | null,
    acesso: { mostrarInativo: () => Promise<boolean> },
  ): Promise<{ imagem: OpenedBlob | 'not-modified'; ativo: boolean }>;
}

export function createProdutosService(produtos: ProdutosRepository, blobs: BlobStore): ProdutosService {
  return {
    async listActive() {
      return (await produtos.listActive()).map(toProduto);
    },
    async image(produtoId, variante, ifNoneMatch, { mostrarInativo }) {
      const produto = await produtos.get(produtoId);
      if (!produto || (!produto.ativo && !(await mostrarInativo()))) {
        throw notFound(mensagens.imagemNaoEncontrada);
      }
      const imagem = await blobs.open('produtos', nomeBlobImagemProduto(produtoId, variante), ifNoneMatch);
      if (!imagem) throw notFound(mensagens.imagemNaoEncontrada);
      return { imagem, ativo: produto.ativo };
    },
  };
}
