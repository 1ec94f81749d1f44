import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { type Control, useController } from 'react-hook-form';
import { Icon } from '../../components/Icon.tsx';
import { adicionarTamanho, type FormularioProduto, type ProdutoValidado } from './formularioProduto.ts';

/**
 * The product's sizes as tags (spec section 2): typed one at a time and added with 'Adicionar' or Enter
 * (a blank or repeated one is refused with its message), each removable. `onChange` runs after the list changed.
 */
export function TamanhosField({
  control,
  disabled,
  onChange,
}: {
  control: Control<FormularioProduto, unknown, ProdutoValidado>;
  disabled: boolean;
  onChange?: (tamanhos: string[]) => void;
}) {
  const { field } = useController({ control, name: 'tamanhos' });
  const [digitado, setDigitado] = useState('');
  const [erro, setErro] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const tamanhos = field.value;
  const alterar = (novos: string[]) => {
    field.onChange(novos);
    onChange?.(novos);
  };

  const adicionar = () => {
    const resultado = adicionarTamanho(tamanhos, digitado);
    if ('erro' in resultado) {
      setErro(resultado.erro);
    } else {
      alterar(resultado.tamanhos);
      setDigitado('');
      setErro(null);
    }
    input.current?.focus();
  };

  const remover = (tamanho: string) => {
    alterar(tamanhos.filter((atual) => atual !== tamanho));
    setErro(null);
    // The button is gone: the keyboard goes back to the size input.
    input.current?.focus();
  };

  // Enter adds the size instead of submitting the whole form.
  const aoTeclar = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    adicionar();
  };

  return (
    <fieldset className="campo-tamanhos" disabled={disabled}>
      <legend className="field__label">
        Tamanhos <span className="field__optional">(opcional)</span>
      </legend>
      <div className="campo-tamanhos__entrada">
        <label className="visually-hidden" htmlFor={id}>
          Novo tamanho
        </label>
        <input
          ref={input}
          id={id}
          className="field__input"
          value={digitado}
          onChange={(event) => setDigitado(event.target.value)}
          onKeyDown={aoTeclar}
          placeholder="Ex.: P, M, G, 38"
          maxLength={20}
          autoComplete="off"
          enterKeyHint="done"
          aria-invalid={erro ? true : undefined}
          aria-describedby={`${id}-dica${erro ? ` ${id}-erro` : ''}`}
        />
        <button type="button" className="button button--secondary" onClick={adicionar}>
          <Icon name="mais" className="campo-tamanhos__icone" />
          Adicionar
        </button>
      </div>
      <span id={`${id}-dica`} className="field__hint">
        Um tamanho por vez. Sem tamanhos, o produto é pedido sem escolha de tamanho.
      </span>
      {erro && (
        <span id={`${id}-erro`} className="field__error" role="alert">
          {erro}
        </span>
      )}
      {tamanhos.length > 0 && (
        <ul className="campo-tamanhos__lista" aria-label="Tamanhos adicionados">
          {tamanhos.map((tamanho) => (
            <li key={tamanho} className="campo-tamanhos__tag">
              <span>{tamanho}</span>
              <button
                type="button"
                className="campo-tamanhos__remover"
                aria-label={`Remover tamanho ${tamanho}`}
                onClick={() => remover(tamanho)}
              >
                <Icon name="fechar" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
