import { formatarPreco, mensagensProdutoAdmin, type ProdutoAdmin } from '@portal/shared';
import { Badge } from '../../components/Badge.tsx';

/**
 * A product in the admin grid, in the shop card's look (spec section 2): inactive ones greyed and
 * labelled 'Inativo'; 'Editar', 'Ativar'/'Desativar' and 'Excluir'. `ocupado` while one of them runs.
 */
export function CartaoProdutoAdmin({
  produto,
  ocupado,
  onEditar,
  onAlternarStatus,
  onExcluir,
}: {
  produto: ProdutoAdmin;
  ocupado: boolean;
  onEditar: () => void;
  onAlternarStatus: () => void;
  onExcluir: () => void;
}) {
  const nome = <span className="visually-hidden"> {produto.nome}</span>;
  return (
    <article
      className={`product-card produto-admin${produto.ativo ? '' : ' produto-admin--inativo'}`}
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
        {!produto.ativo && (
          <span className="produto-admin__selo">
            <Badge tone="neutro">{mensagensProdutoAdmin.inativo}</Badge>
          </span>
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
        <div className="produto-admin__acoes">
          <button type="button" className="button button--secondary" onClick={onEditar} disabled={ocupado}>
            Editar{nome}
          </button>
          <button type="button" className="button button--secondary" onClick={onAlternarStatus} disabled={ocupado}>
            {produto.ativo ? 'Desativar' : 'Ativar'}
            {nome}
          </button>
          <button type="button" className="button produto-admin__excluir" onClick={onExcluir} disabled={ocupado}>
            Excluir{nome}
          </button>
        </div>
      </div>
    </article>
  );
}
