import { formatarPreco, type Produto } from '@portal/shared';

export function ProductCard({ produto }: { produto: Produto }) {
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
      </div>
      <div className="product-card__body">
        <h2 className="product-card__name">{produto.nome}</h2>
        <p className="product-card__description">{produto.descricao}</p>
        <p className="product-card__price">{formatarPreco(produto.preco)}</p>
      </div>
    </article>
  );
}
