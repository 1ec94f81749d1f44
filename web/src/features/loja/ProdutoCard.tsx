import type { Produto } from '@portal/shared/schemas/produto';
import { Icon } from '../../components/Icon.tsx';
import { ProdutoCardFrame } from './ProdutoCardFrame.tsx';

/** A product in the grid: image (opens full screen), optional size guide '?', name, description, price, add. */
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
      <button type="button" className="button button--block product-card__add" onClick={onAdd}>
        Adicionar ao Carrinho
      </button>
    </ProdutoCardFrame>
  );
}
