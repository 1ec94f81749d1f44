import { formatarPreco } from '@portal/shared/format/money';
import { mensagensCarrinho } from '@portal/shared/mensagens/carrinho';
import { quantidadeMaximaItem } from '@portal/shared/schemas/carrinho';
import type { Produto } from '@portal/shared/schemas/produto';
import { type FormEvent, useId, useState } from 'react';
import { Icon } from '../../components/Icon.tsx';
import { Modal } from '../../components/Modal.tsx';

/** Size selection (products with sizes): 'Continuar' needs a size. */
export function SizeDialog({
  produto,
  inicial,
  onChoose,
  onGuide,
  onClose,
}: {
  produto: Produto;
  inicial: string | null;
  onChoose: (tamanho: string) => void;
  onGuide: () => void;
  onClose: () => void;
}) {
  const [tamanho, setTamanho] = useState<string | null>(inicial);
  const [erro, setErro] = useState(false);
  const formId = useId();
  const erroId = `${formId}-erro`;

  const continuar = (event: FormEvent) => {
    event.preventDefault();
    if (!tamanho) {
      setErro(true);
      return;
    }
    onChoose(tamanho);
  };

  return (
    <Modal
      open
      onClose={onClose}
      title="Selecione o tamanho"
      size="sm"
      footer={
        <>
          <button type="button" className="button button--secondary" onClick={onClose}>
            Cancelar
          </button>
          <button type="submit" className="button" form={formId}>
            Continuar
          </button>
        </>
      }
    >
      <form id={formId} className="add-flow" onSubmit={continuar} noValidate>
        <ProdutoResumo produto={produto} />
        <fieldset className="size-options" aria-describedby={erro ? erroId : undefined}>
          <legend className="field__label">Tamanho</legend>
          <div className="size-options__list">
            {produto.tamanhos.map((opcao, index) => (
              <label key={opcao} className="size-option">
                <input
                  type="radio"
                  name="tamanho"
                  value={opcao}
                  checked={tamanho === opcao}
                  onChange={() => {
                    setTamanho(opcao);
                    setErro(false);
                  }}
                  data-autofocus={index === 0 ? true : undefined}
                />
                <span>{opcao}</span>
              </label>
            ))}
          </div>
        </fieldset>
        {erro && (
          <p id={erroId} className="alert alert--error" role="alert">
            {mensagensCarrinho.selecioneTamanho}
          </p>
        )}
        {produto.guia_tamanho_url && (
          <button type="button" className="link-button add-flow__guide" onClick={onGuide}>
            Consultar guia de tamanhos
          </button>
        )}
      </form>
    </Modal>
  );
}

/** Quantity selection: at least 1, − and + buttons and a number input; confirms the add. */
export function QuantityDialog({
  produto,
  tamanho,
  onConfirm,
  onBack,
  onClose,
}: {
  produto: Produto;
  tamanho: string | null;
  /** Resolves when the add finished (the dialog shows progress meanwhile). */
  onConfirm: (quantidade: number) => Promise<void>;
  /** Back to the size step (products with sizes). */
  onBack?: () => void;
  onClose: () => void;
}) {
  const [texto, setTexto] = useState('1');
  const [erro, setErro] = useState<string | null>(null);
  const [enviando, setEnviando] = useState(false);
  const formId = useId();
  const inputId = `${formId}-quantidade`;
  const erroId = `${formId}-erro`;
  const quantidade = Number(texto);
  const valida = Number.isInteger(quantidade) && quantidade >= 1 && quantidade <= quantidadeMaximaItem;

  const alterar = (valor: number) => {
    setTexto(String(Math.min(quantidadeMaximaItem, Math.max(1, valor))));
    setErro(null);
  };

  const confirmar = async (event: FormEvent) => {
    event.preventDefault();
    if (enviando) return;
    if (!valida) {
      setErro(
        quantidade > quantidadeMaximaItem ? mensagensCarrinho.quantidadeMaxima : mensagensCarrinho.quantidadeMinima,
      );
      return;
    }
    setEnviando(true);
    try {
      await onConfirm(quantidade);
    } finally {
      setEnviando(false);
    }
  };

  return (
    <Modal
      open
      onClose={onClose}
      title="Selecione a quantidade"
      size="sm"
      dismissible={!enviando}
      footer={
        <>
          {onBack ? (
            <button type="button" className="button button--secondary" onClick={onBack} disabled={enviando}>
              Voltar
            </button>
          ) : (
            <button type="button" className="button button--secondary" onClick={onClose} disabled={enviando}>
              Cancelar
            </button>
          )}
          <button type="submit" className="button" form={formId} disabled={enviando}>
            {enviando ? 'Adicionando...' : 'Adicionar ao Carrinho'}
          </button>
        </>
      }
    >
      <form id={formId} className="add-flow" onSubmit={confirmar} noValidate>
        <ProdutoResumo produto={produto} tamanho={tamanho} />
        <div className="field">
          <label className="field__label" htmlFor={inputId}>
            Quantidade
          </label>
          <div className="quantity-input">
            <button
              type="button"
              className="stepper__button"
              aria-label="Diminuir quantidade"
              onClick={() => alterar((Number.isFinite(quantidade) ? quantidade : 1) - 1)}
              disabled={enviando || quantidade <= 1}
            >
              <Icon name="menos" />
            </button>
            <input
              id={inputId}
              className="field__input quantity-input__field"
              type="number"
              inputMode="numeric"
              min={1}
              max={quantidadeMaximaItem}
              step={1}
              value={texto}
              onChange={(event) => {
                setTexto(event.target.value);
                setErro(null);
              }}
              aria-invalid={erro ? true : undefined}
              aria-describedby={erro ? erroId : undefined}
              disabled={enviando}
              data-autofocus
            />
            <button
              type="button"
              className="stepper__button"
              aria-label="Aumentar quantidade"
              onClick={() => alterar((Number.isFinite(quantidade) ? quantidade : 0) + 1)}
              disabled={enviando || quantidade >= quantidadeMaximaItem}
            >
              <Icon name="mais" />
            </button>
          </div>
          {erro && (
            <span id={erroId} className="field__error" role="alert">
              {erro}
            </span>
          )}
        </div>
        <p className="add-flow__subtotal">
          Subtotal: <strong>{formatarPreco(valida && produto.preco !== null ? produto.preco * quantidade : 0)}</strong>
        </p>
      </form>
    </Modal>
  );
}

function ProdutoResumo({ produto, tamanho }: { produto: Produto; tamanho?: string | null }) {
  return (
    <div className="add-flow__product">
      {produto.imagem_miniatura_url && (
        <img src={produto.imagem_miniatura_url} alt="" width={64} height={64} className="add-flow__thumb" />
      )}
      <div>
        <p className="add-flow__name">{produto.nome}</p>
        <p className="add-flow__meta">
          {formatarPreco(produto.preco)}
          {tamanho ? ` · Tamanho ${tamanho}` : ''}
        </p>
      </div>
    </div>
  );
}
