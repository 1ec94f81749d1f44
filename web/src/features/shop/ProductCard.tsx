import { formatarPreco, type Produto } from '@portal/shared';
import { Icon } from '../../components/Icon.tsx';

/** A product in the grid: image (opens full screen), optional size guide '?', name, description, price, add. */
export function ProductCard({
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
    <article className="product-card" aria-label={produto.nome}>
      <div className="product-card__image">
        {produto.imagem_miniatura_url ? (
          <img
            src={produto.imagem_miniatura_url}
            alt={produto.nome}
            loading="lazy"
            decoding="async"
            width={480}
            height={480}
          />
        ) : (
          <div className="product-card__placeholder" aria-hidden="true" />
        )}
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
      </div>
      <div className="product-card__body">
        <h2 className="product-card__name">{produto.nome}</h2>
        <p className="product-card__description">{produto.descricao}</p>
        {produto.tamanhos.length > 0 && (
          <p className="product-card__sizes">
            <span className="visually-hidden">Tamanhos: </span>
            {produto.tamanhos.map((tamanho) => (
              <span key={tamanho} className="size-tag">
                {tamanho}
              </span>
            ))}
          </p>
        )}
        <p className="product-card__price">{formatarPreco(produto.preco)}</p>
        <button type="button" className="button button--block product-card__add" onClick={onAdd}>
          Adicionar ao Carrinho
        </button>
      </div>
    </article>
  );
}
