import { esgotado, restantesConhecidos } from '@portal/shared/domain/estoque';
import type { Produto } from '@portal/shared/schemas/produto';
import { Icon } from '../../components/Icon.tsx';
import { ProdutoCardFrame } from '../../components/ProdutoCardFrame.tsx';
import { avisoDeEstoque } from '../estoque/index.ts';

/**
 * A product in the grid: image (opens full screen), optional size guide '?', name, description, price, add. A
 * sold-out product cannot be added; one without sizes says how many units are left when they are few (a product
 * with sizes says it per size, in the size step).
 */
export function ProdutoCard({
  produto,
  onAdd,
  onZoom,
  onGuide,
}: {
  produto: Produto;
  onAdd: () => void;
  onZoom: () => void;
  onGuide: () => void;
}) {
  const ampliavel = Boolean(produto.imagem_url ?? produto.imagem_miniatura_url);
  const semEstoque = esgotado(produto);
  // Sold out is the badge's to say; a product with sizes says what is left per size, in the size step.
  const aviso =
    semEstoque || produto.tamanhos.length > 0
      ? null
      : avisoDeEstoque(restantesConhecidos(produto.disponibilidade, null));
  return (
    <ProdutoCardFrame
      produto={produto}
      sobreImagem={
        <>
          {ampliavel && (
            <button
              type="button"
              className="product-card__zoom"
              aria-label={`Ampliar imagem de ${produto.nome}`}
              onClick={onZoom}
            >
              <span className="product-card__zoom-hint" aria-hidden="true">
                <Icon name="ampliar" />
              </span>
            </button>
          )}
          {produto.guia_tamanho_url && (
            <button type="button" className="product-card__guide" aria-label="Ver guia de tamanhos" onClick={onGuide}>
              <span aria-hidden="true">?</span>
            </button>
          )}
        </>
      }
    >
      {aviso && <p className="product-card__restam">{aviso}</p>}
      <button type="button" className="button button--block product-card__add" onClick={onAdd} disabled={semEstoque}>
        Adicionar ao Carrinho
      </button>
    </ProdutoCardFrame>
  );
}
