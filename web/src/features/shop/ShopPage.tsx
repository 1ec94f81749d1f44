import { mensagens } from '@portal/shared';
import { ProductCard } from './ProductCard.tsx';
import { useProdutos } from './useProdutos.ts';
import './shop.css';

/** /home — 'Brindes Corporativos': the product grid. */
export function ShopPage() {
  const produtos = useProdutos();

  return (
    <main className="page shop">
      <h1 className="page__title">Brindes Corporativos</h1>
      {produtos.isPending && (
        <p className="shop__status" role="status">
          Carregando produtos...
        </p>
      )}
      {produtos.isError && (
        <div className="shop__status shop__status--error" role="alert">
          <p>{produtos.error.message || mensagens.erroCarregarProdutos}</p>
          <button type="button" className="button" onClick={() => produtos.refetch()}>
            {mensagens.tentarNovamente}
          </button>
        </div>
      )}
      {produtos.isSuccess && produtos.data.length === 0 && <p className="shop__status">{mensagens.nenhumProduto}</p>}
      {produtos.isSuccess && produtos.data.length > 0 && (
        <div className="shop__grid">
          {produtos.data.map((produto) => (
            <ProductCard key={produto.id} produto={produto} />
          ))}
        </div>
      )}
    </main>
  );
}
