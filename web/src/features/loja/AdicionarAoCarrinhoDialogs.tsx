import { restantesConhecidos } from '@portal/shared/domain/estoque';
import { formatPreco } from '@portal/shared/format/money';
import { mensagensCarrinho } from '@portal/shared/mensagens/carrinho';
import { mensagensEstoque } from '@portal/shared/mensagens/estoque';
import { quantidadeMaximaItem } from '@portal/shared/schemas/carrinho';
import type { Produto } from '@portal/shared/schemas/produto';
import { type FormEvent, useId, useState } from 'react';
import { Icon } from '../../components/Icon.tsx';
import { Modal } from '../../components/Modal.tsx';
import { describedBy } from '../../lib/describedBy.ts';
import { avisoDeEstoque } from '../estoque/index.ts';

/**
 * Size selection (products with sizes): 'Continuar' needs a size. A sold-out size cannot be chosen; it and a
 * size with few units left say so under the size, as part of the radio's name ('M, Restam 2 unidades'): a screen
 * reader hears what the pill shows.
 */
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
  const restantes = (opcao: string) => restantesConhecidos(produto.disponibilidade, opcao);
  const [tamanho, setTamanho] = useState<string | null>(inicial !== null && restantes(inicial) > 0 ? inicial : null);
  const [erro, setErro] = useState(false);
  const formId = useId();
  const erroId = `${formId}-erro`;
  const primeiraEscolhivel = produto.tamanhos.find((opcao) => restantes(opcao) > 0);

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
            {produto.tamanhos.map((opcao) => {
              const semEstoque = restantes(opcao) <= 0;
              const aviso = avisoDeEstoque(restantes(opcao));
              return (
                <label key={opcao} className={semEstoque ? 'size-option size-option--esgotado' : 'size-option'}>
                  <input
                    type="radio"
                    name="tamanho"
                    value={opcao}
                    checked={tamanho === opcao}
                    disabled={semEstoque}
                    onChange={() => {
                      setTamanho(opcao);
                      setErro(false);
                    }}
                    data-autofocus={opcao === primeiraEscolhivel ? true : undefined}
                    // The pill's two lines as one name, the same in every browser (engines join them differently).
                    aria-label={aviso ? `${opcao}, ${aviso}` : undefined}
                  />
                  <span>
                    {opcao}
                    {aviso && <small className="size-option__aviso">{aviso}</small>}
                  </span>
                </label>
              );
            })}
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

/**
 * Quantity selection: at least 1, − and + buttons and a number input; confirms the add. When the shop knows the
 * units left (few: the API tells the count only at or below the low-stock line), at most those less the ones the
 * cart already holds (the API would refuse more), with what is left shown.
 */
export function QuantityDialog({
  produto,
  tamanho,
  noCarrinho = 0,
  onConfirm,
  onBack,
  onClose,
}: {
  produto: Produto;
  tamanho: string | null;
  /** Units of this product and size already in the cart (the API adds to them). */
  noCarrinho?: number;
  /** Resolves when the add finished (the dialog shows progress meanwhile). */
  onConfirm: (quantidade: number) => Promise<void>;
  /** Back to the size step (products with sizes). */
  onBack?: () => void;
  onClose: () => void;
}) {
  const [texto, setTexto] = useState('1');
  /** 'Adicionar ao Carrinho' was pressed since the last change: a blank field is then an error too. */
  const [enviado, setEnviado] = useState(false);
  const [enviando, setEnviando] = useState(false);
  const formId = useId();
  const inputId = `${formId}-quantidade`;
  const erroId = `${formId}-erro`;
  const restantes = restantesConhecidos(produto.disponibilidade, tamanho);
  const contaEstoque = produto.disponibilidade !== null;
  /** Infinity when the shop does not know the units left (many, or not counted). */
  const livres = restantes - noCarrinho;
  const maximo = Math.min(quantidadeMaximaItem, livres);
  const bloqueado = maximo < 1;
  const avisos = [
    { id: `${formId}-restam`, texto: avisoDeEstoque(restantes) },
    {
      id: `${formId}-no-carrinho`,
      texto: contaEstoque && noCarrinho > 0 ? mensagensEstoque.noCarrinho(noCarrinho) : null,
    },
  ].filter((aviso) => aviso.texto !== null);
  const quantidade = Number(texto);
  const inteira = Number.isInteger(quantidade) && quantidade >= 1;
  const valida = inteira && quantidade <= maximo;

  const alterar = (valor: number) => {
    setTexto(String(Math.max(1, Math.min(maximo, valor))));
    setEnviado(false);
  };

  /** Why the quantity typed cannot be added. */
  const motivo = () => {
    if (Number.isNaN(quantidade) || quantidade <= maximo) return mensagensCarrinho.quantidadeMinima;
    return livres < quantidadeMaximaItem
      ? mensagensEstoque.insuficiente(produto.nome, tamanho, restantes)
      : mensagensCarrinho.quantidadeMaxima;
  };

  // Said as it is typed, beside the field; a blank field (a number being retyped) only once the add is asked.
  const erro = bloqueado || valida || (texto.trim() === '' && !enviado) ? null : motivo();

  const confirmar = async (event: FormEvent) => {
    event.preventDefault();
    if (enviando || bloqueado) return;
    if (!valida) {
      setEnviado(true);
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
          <button type="submit" className="button" form={formId} disabled={enviando || bloqueado}>
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
              disabled={enviando || bloqueado || quantidade <= 1}
            >
              <Icon name="menos" />
            </button>
            <input
              id={inputId}
              className="field__input quantity-input__field"
              type="number"
              inputMode="numeric"
              min={1}
              max={Math.max(1, maximo)}
              step={1}
              value={texto}
              onChange={(event) => {
                setTexto(event.target.value);
                setEnviado(false);
              }}
              aria-invalid={erro ? true : undefined}
              aria-describedby={describedBy(...avisos.map((aviso) => aviso.id), erro !== null && erroId)}
              disabled={enviando || bloqueado}
              data-autofocus={bloqueado ? undefined : true}
            />
            <button
              type="button"
              className="stepper__button"
              aria-label="Aumentar quantidade"
              onClick={() => alterar((Number.isFinite(quantidade) ? quantidade : 0) + 1)}
              disabled={enviando || bloqueado || quantidade >= maximo}
            >
              <Icon name="mais" />
            </button>
          </div>
          {avisos.map((aviso) => (
            <span key={aviso.id} id={aviso.id} className="field__hint">
              {aviso.texto}
            </span>
          ))}
          {erro && (
            <span id={erroId} className="field__error" role="alert">
              {erro}
            </span>
          )}
        </div>
        {bloqueado && (
          <p className="alert alert--error" role="alert">
            {restantes <= 0
              ? mensagensEstoque.insuficiente(produto.nome, tamanho, 0)
              : mensagensEstoque.todasNoCarrinho}
          </p>
        )}
        <p className="add-flow__subtotal">
          {/* Of the quantity typed, even above what is left (the error beside the field says why it cannot go). */}
          Subtotal: <strong>{inteira && produto.preco !== null ? formatPreco(produto.preco * quantidade) : '—'}</strong>
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
          {formatPreco(produto.preco)}
          {tamanho ? ` · Tamanho ${tamanho}` : ''}
        </p>
      </div>
    </div>
  );
}
