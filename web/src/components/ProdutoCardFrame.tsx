import { esgotado, restantesConhecidos } from '@portal/shared/domain/estoque';
import { formatPreco } from '@portal/shared/format/money';
import { mensagensEstoque } from '@portal/shared/mensagens/estoque';
import type { Produto } from '@portal/shared/schemas/produto';
import type { ReactNode } from 'react';
import { Badge } from './Badge.tsx';
import './produtoCard.css';

/**
 * The product card of the shop and of the admin grid (spec section 2): thumbnail, name, description,
 * sizes and price. `sobreImagem` is laid over the picture; `selos` (labels such as 'Inativo') sit on its top
 * left corner, after 'Esgotado' when the product is sold out; `children` (the actions) close the body. A sold-out
 * size's tag is struck through.
 */
export function ProdutoCardFrame({
  produto,
  className,
  ocupado,
  sobreImagem,
  selos,
  children,
}: {
  produto: Produto;
  className?: string;
  ocupado?: boolean;
  sobreImagem?: ReactNode;
  selos?: ReactNode;
  children: ReactNode;
}) {
  const semEstoque = esgotado(produto);
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
        {(semEstoque || selos) && (
          <span className="product-card__selos">
            {semEstoque && <Badge tone="cancelado">{mensagensEstoque.esgotado}</Badge>}
            {selos}
          </span>
        )}
      </div>
      <div className="product-card__body">
        <h2 className="product-card__name">{produto.nome}</h2>
        <p className="product-card__description">{produto.descricao}</p>
        {produto.tamanhos.length > 0 && (
          <p className="product-card__sizes">
            <span className="visually-hidden">Tamanhos: </span>
            {produto.tamanhos.map((tamanho) => {
              // A sold-out product says so once, in its badge; otherwise each sold-out size says it.
              const tamanhoEsgotado = !semEstoque && restantesConhecidos(produto.disponibilidade, tamanho) <= 0;
              return (
                <span key={tamanho} className={tamanhoEsgotado ? 'size-tag size-tag--esgotado' : 'size-tag'}>
                  {tamanho}
                  {tamanhoEsgotado && <span className="visually-hidden"> ({mensagensEstoque.esgotado})</span>}
                </span>
              );
            })}
          </p>
        )}
        <p className="product-card__price">{formatPreco(produto.preco)}</p>
        {children}
      </div>
    </article>
  );
}
