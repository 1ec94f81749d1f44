import { limiteEstoqueBaixo } from '@portal/shared/domain/estoque';
import { mensagensEstoque } from '@portal/shared/mensagens/estoque';
import type { PainelAdminResponse } from '@portal/shared/schemas/painelAdmin';
import { ContagensEstoque } from './ContagensEstoque.tsx';
import './estoqueBaixo.css';

/**
 * Issue 21: the active products with a size at or below `limiteEstoqueBaixo` units, as the API lists them (fewest
 * first), each with those sizes and their counts (a product without sizes shows its count alone).
 */
export function EstoqueBaixoSection({ itens }: { itens: PainelAdminResponse['estoqueBaixo'] }) {
  return (
    <section className="painel-admin__secao estoque-baixo" aria-labelledby="painel-admin-estoque-baixo">
      <div>
        <h2 id="painel-admin-estoque-baixo" className="painel-admin__subtitulo">
          {mensagensEstoque.baixoTitulo}
        </h2>
        <p className="estoque-baixo__descricao">{mensagensEstoque.baixoDescricao(limiteEstoqueBaixo)}</p>
      </div>
      {itens.length === 0 ? (
        <p className="estoque-baixo__vazio">{mensagensEstoque.baixoVazio}</p>
      ) : (
        <ul className="estoque-baixo__lista">
          {itens.map((item) => (
            <li key={item.produto_id} className="estoque-baixo__item">
              <span className="estoque-baixo__nome">{item.nome}</span>
              <ContagensEstoque contagens={item.tamanhos} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
