import { useId, useState } from 'react';
import '../../components/form/form.css';

/**
 * A select of what can be linked and its 'Vincular' button (the unit's card lists users, a user's card units); the
 * choice resets once sent.
 */
export function VinculoForm({
  rotulo,
  botao,
  opcoes,
  ocupado,
  onVincular,
}: {
  rotulo: string;
  botao: string;
  opcoes: readonly { value: string; label: string }[];
  ocupado: boolean;
  onVincular: (id: string) => void;
}) {
  const id = useId();
  const [escolhido, setEscolhido] = useState('');
  return (
    <form
      className="vinculo-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (!escolhido) return;
        onVincular(escolhido);
        setEscolhido('');
      }}
    >
      <label className="field__label" htmlFor={id}>
        {rotulo}
      </label>
      <div className="vinculo-form__linha">
        <select
          id={id}
          className="field__input field__select"
          value={escolhido}
          disabled={ocupado}
          onChange={(event) => setEscolhido(event.target.value)}
        >
          <option value="">Selecione...</option>
          {opcoes.map((opcao) => (
            <option key={opcao.value} value={opcao.value}>
              {opcao.label}
            </option>
          ))}
        </select>
        <button type="submit" className="button" disabled={ocupado || !escolhido}>
          {botao}
        </button>
      </div>
    </form>
  );
}
