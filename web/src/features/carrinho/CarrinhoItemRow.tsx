import { restantesConhecidos } from '@portal/shared/domain/estoque';
import { formatPreco } from '@portal/shared/format/money';
import { mensagensEstoque } from '@portal/shared/mensagens/estoque';
import { type ItemCarrinho, quantidadeMaximaItem } from '@portal/shared/schemas/carrinho';
import { useId } from 'react';
import { Icon } from '../../components/Icon.tsx';

/**
 * One cart line: thumbnail, name, size, unit price, quantity − and +, subtotal, remove. + stops at the units left
 * when the shop knows them (few); a line already above them says so (the order would be refused) and offers to
 * come down to what is left.
 */
export function CarrinhoItemRow({
  item,
  busy,
  onQuantity,
  onRemove,
}: {
  item: ItemCarrinho;
  busy: boolean;
  onQuantity: (quantidade: number) => void;
  onRemove: () => void;
}) {
  const { produto, quantidade, tamanho } = item;
  const restantes = restantesConhecidos(produto.disponibilidade, tamanho);
  const acimaDoEstoque = quantidade > restantes;
  const avisoId = useId();
  return (
    <li
      className={`cart-item${busy ? ' cart-item--busy' : ''}${acimaDoEstoque ? ' cart-item--acima-do-estoque' : ''}`}
      aria-label={produto.nome}
      aria-busy={busy || undefined}
    >
      <div className="cart-item__thumb">
        {produto.imagem_miniatura_url && (
          <img src={produto.imagem_miniatura_url} alt="" width={72} height={72} loading="lazy" decoding="async" />
        )}
      </div>
      <div className="cart-item__info">
        <h3 className="cart-item__name">{produto.nome}</h3>
        {tamanho && (
          <p className="cart-item__meta">
            Tamanho: <strong>{tamanho}</strong>
          </p>
        )}
        <p className="cart-item__meta">{formatPreco(produto.preco)} cada</p>
      </div>
      {acimaDoEstoque && (
        <div className="cart-item__estoque">
          <p id={avisoId} className="cart-item__aviso">
            {mensagensEstoque.insuficiente(produto.nome, tamanho, restantes)}
          </p>
          {restantes > 0 && (
            <button
              type="button"
              className="link-button"
              onClick={() => onQuantity(restantes)}
              disabled={busy}
              aria-describedby={avisoId}
            >
              {mensagensEstoque.ajustarPara(restantes)}
            </button>
          )}
        </div>
      )}
      <button
        type="button"
        className="icon-button cart-item__remove"
        aria-label={`Remover ${produto.nome} do carrinho`}
        onClick={onRemove}
        disabled={busy}
      >
        <Icon name="lixeira" />
      </button>
      <div className="cart-item__controls">
        <fieldset className="stepper" aria-describedby={acimaDoEstoque ? avisoId : undefined}>
          <legend className="visually-hidden">Quantidade de {produto.nome}</legend>
          <button
            type="button"
            className="stepper__button"
            aria-label={`Diminuir quantidade de ${produto.nome}`}
            onClick={() => onQuantity(quantidade - 1)}
            disabled={busy}
          >
            <Icon name="menos" />
          </button>
          <output className="stepper__value" aria-live="polite">
            {quantidade}
          </output>
          <button
            type="button"
            className="stepper__button"
            aria-label={`Aumentar quantidade de ${produto.nome}`}
            onClick={() => onQuantity(quantidade + 1)}
            disabled={busy || quantidade >= Math.min(quantidadeMaximaItem, restantes)}
          >
            <Icon name="mais" />
          </button>
        </fieldset>
        <p className="cart-item__subtotal">
          <span className="visually-hidden">Subtotal: </span>
          {formatPreco(item.subtotal)}
        </p>
      </div>
    </li>
  );
}
