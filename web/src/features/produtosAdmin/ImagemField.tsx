import { type Control, useController, useWatch } from 'react-hook-form';
import { FilePickerField } from '../../components/form/FilePickerField.tsx';
import type { FormularioProduto, ProdutoValidado } from './formularioProduto.ts';

export interface CampoImagemProps {
  control: Control<FormularioProduto, unknown, ProdutoValidado>;
  name: 'imagem' | 'guia';
  remover: 'remover_imagem' | 'remover_guia_tamanho';
  label: string;
  /** The stored image (edit mode), or null. */
  atual: string | null;
  textos: { atual: string; remover: string; seraRemovida: string };
  disabled: boolean;
}

/**
 * A product image: the picker (shared 1 MB image policy, with its preview), and in edit mode the stored
 * image with a button that marks it for removal on save (spec section 4: `remover_imagem`), undoable. A
 * newly picked image replaces the stored one, so the stored one is shown only while nothing is picked.
 */
export function ImagemField({ control, name, remover, label, atual, textos, disabled }: CampoImagemProps) {
  const escolhidas = useWatch({ control, name });
  const { field: removida } = useController({ control, name: remover });

  return (
    <div className="campo-imagem">
      <FilePickerField control={control} name={name} label={label} politica="imagem-produto" disabled={disabled} />
      {atual && escolhidas.length === 0 && (
        <div className="campo-imagem__atual">
          {removida.value ? (
            <p className="campo-imagem__aviso">{textos.seraRemovida}</p>
          ) : (
            <img className="campo-imagem__previa" src={atual} alt={textos.atual} width={96} height={96} />
          )}
          <button
            type="button"
            className="button button--secondary"
            disabled={disabled}
            onClick={() => removida.onChange(!removida.value)}
          >
            {removida.value ? 'Desfazer remoção' : textos.remover}
          </button>
        </div>
      )}
    </div>
  );
}
