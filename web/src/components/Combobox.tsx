import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import './combobox.css';

export interface ComboboxOption {
  valor: string;
  rotulo: string;
  /** A second line (an e-mail under a name). */
  detalhe?: string;
}

/**
 * A text field that offers choices as one types: the WAI-ARIA editable combobox with a listbox popup and list
 * autocomplete (https://www.w3.org/WAI/ARIA/apg/patterns/combobox/). Typing opens the list; ↓ opens it or moves
 * to the next option, ↑ to the previous (the active one read through aria-activedescendant, focus stays in the
 * field); Enter or a click chooses; Escape closes; leaving the field closes it too. `aviso` speaks when there is no
 * option to show (searching, none found, a failure). What is typed and whether the list is open belong to the
 * caller, who searches.
 */
export function Combobox({
  id,
  texto,
  onTexto,
  aberto,
  onAberto,
  opcoes,
  aviso,
  onEscolher,
  onSair,
  rotuloLista,
  placeholder,
}: {
  /** The field's id: the label names it. */
  id: string;
  texto: string;
  onTexto: (texto: string) => void;
  aberto: boolean;
  onAberto: (aberto: boolean) => void;
  opcoes: readonly ComboboxOption[];
  aviso: string | null;
  onEscolher: (opcao: ComboboxOption) => void;
  /** The focus left the field (the caller may show the choice again instead of a search left half typed). */
  onSair?: () => void;
  /** Names the list of options. */
  rotuloLista: string;
  placeholder?: string;
}) {
  const listaId = `${id}-lista`;
  const opcaoId = useId();
  const [ativo, setAtivo] = useState(-1);
  // New options (a new search) start with none active.
  const ativoValido = ativo < opcoes.length ? ativo : -1;
  const mostraLista = aberto && opcoes.length > 0;
  const idDaOpcao = (indice: number) => `${opcaoId}-${indice}`;

  // The active option stays in sight in a list that scrolls.
  useEffect(() => {
    if (mostraLista && ativoValido >= 0) {
      document.getElementById(`${opcaoId}-${ativoValido}`)?.scrollIntoView?.({ block: 'nearest' });
    }
  }, [mostraLista, ativoValido, opcaoId]);

  const escolher = (opcao: ComboboxOption) => {
    setAtivo(-1);
    onAberto(false);
    onEscolher(opcao);
  };

  const teclar = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!aberto || event.altKey) onAberto(true);
        else if (opcoes.length > 0) setAtivo((ativoValido + 1) % opcoes.length);
        return;
      case 'ArrowUp':
        event.preventDefault();
        if (aberto && opcoes.length > 0) setAtivo(ativoValido <= 0 ? opcoes.length - 1 : ativoValido - 1);
        return;
      case 'Enter': {
        const opcao = mostraLista ? opcoes[ativoValido] : undefined;
        if (opcao) {
          event.preventDefault();
          escolher(opcao);
        }
        return;
      }
      case 'Escape':
        if (aberto) {
          event.preventDefault();
          setAtivo(-1);
          onAberto(false);
        }
        return;
    }
  };

  return (
    <div className="combobox">
      <input
        id={id}
        className="field__input"
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={mostraLista}
        aria-controls={listaId}
        aria-activedescendant={mostraLista && ativoValido >= 0 ? idDaOpcao(ativoValido) : undefined}
        autoComplete="off"
        spellCheck={false}
        placeholder={placeholder}
        value={texto}
        onChange={(event) => {
          setAtivo(-1);
          onTexto(event.target.value);
          onAberto(true);
        }}
        onKeyDown={teclar}
        onBlur={() => {
          setAtivo(-1);
          onAberto(false);
          onSair?.();
        }}
      />
      {/* Always there (aria-controls names it), hidden while closed. */}
      <div id={listaId} className="combobox__lista" role="listbox" aria-label={rotuloLista} hidden={!mostraLista}>
        {mostraLista &&
          opcoes.map((opcao, indice) => (
            // biome-ignore lint/a11y/useFocusableInteractive: the field keeps the focus; the option is active through aria-activedescendant.
            // biome-ignore lint/a11y/useKeyWithClickEvents: the keys are the field's (onKeyDown above), as the combobox pattern has it.
            <div
              key={opcao.valor}
              id={idDaOpcao(indice)}
              className="combobox__opcao"
              role="option"
              aria-selected={indice === ativoValido}
              // The field keeps the focus (and its blur does not close the list under the pointer).
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => escolher(opcao)}
            >
              <span className="combobox__rotulo">{opcao.rotulo}</span>
              {opcao.detalhe && <span className="combobox__detalhe">{opcao.detalhe}</span>}
            </div>
          ))}
      </div>
      {/* Always present, so what it comes to say is announced. */}
      <p className="combobox__aviso" role="status">
        {aberto && !mostraLista ? aviso : null}
      </p>
    </div>
  );
}
