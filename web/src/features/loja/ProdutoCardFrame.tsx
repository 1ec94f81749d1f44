import { formatarPreco } from '@portal/shared/format/money';
import type { Produto } from '@portal/shared/schemas/produto';
import type { ReactNode } from 'react';

/**
 * The product card of the shop and of the admin grid (spec section 2): thumbnail, name, description,
 * sizes and price. `sobreImagem` is laid over the picture; `children` (the actions) close the body.
 */
export function ProdutoCardFrame({
  produto,
  className,
  ocupado,
  sobreImagem,
  children,
}: {
  produto: Produto;
  className?: string;
  ocupado?: boolean;
  sobreImagem?: ReactNode;
  children: ReactNode;
}) {
  return (
    <article
      className={className ? `product-card ${className}` : 'product-card'}
      aria-label={produto.nome}
      aria-busy={ocupado || undefined}
    >
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
        {sobreImagem}
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
        {children}
      </div>
    </article>
  );
}
