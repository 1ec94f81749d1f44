import { atributoAccept, type PoliticaUpload, tamanhoLegivel, textosSeletor } from '@portal/shared/domain/uploads';
import { useEffect, useRef, useState } from 'react';
import type { FieldPathByValue, FieldValues } from 'react-hook-form';
import { describedBy } from '../../lib/describedBy.ts';
import { isPickedFile, type PickedFile } from '../../lib/uploads/pickedFile.ts';
import { Icon } from '../Icon.tsx';
import { ProgressBar } from '../ProgressBar.tsx';
import { FieldFrame } from './FieldFrame.tsx';
import { addToSelection } from './fileSelection.ts';
import { type BoundFieldProps, useBoundField } from './useBoundField.ts';

function Miniatura({ file }: { file: File }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url ? (
    <img className="file-list__thumb" src={url} alt="" width={56} height={56} />
  ) : (
    <span className="file-list__thumb" />
  );
}

export type FilePickerFieldProps<T extends FieldValues, TOut> = Omit<BoundFieldProps<T, TOut>, 'name' | 'hint'> & {
  /** A form value of picked files (`arquivosEscolhidosSchema`). */
  name: FieldPathByValue<T, PickedFile[]>;
  /** Types, limits, messages and the hint come from the purpose's shared policy. */
  politica: PoliticaUpload;
  /** Upload percent (0–100) by picked-file id, while the form sends them (`useFileUpload`). */
  progresso?: Readonly<Record<string, number>>;
  disabled?: boolean;
  full?: boolean;
  /** Show '*' or '(opcional)' after the label (default true). */
  marker?: boolean;
};

/**
 * A file picker bound to a form, for one upload purpose: each pick is checked against the shared policy
 * (a refused pick adds nothing, its reasons listed under the field), the chosen files are listed with name
 * and size (thumbnails for images), each removable, with a progress bar each while uploading.
 */
export function FilePickerField<T extends FieldValues, TOut = T>({
  control,
  name,
  label,
  required = false,
  politica,
  progresso = {},
  disabled = false,
  full = false,
  marker,
}: FilePickerFieldProps<T, TOut>) {
  const { field, id, errorId, hintId, error } = useBoundField(control, name);
  const [problemas, setProblemas] = useState<{ textos: string[]; vez: number }>({ textos: [], vez: 0 });
  const input = useRef<HTMLInputElement | null>(null);
  const textos = textosSeletor(politica);
  const problemasId = `${id}-problemas`;
  const arquivos: PickedFile[] = Array.isArray(field.value) ? field.value.filter(isPickedFile) : [];

  const escolher = (files: FileList | null) => {
    if (!files?.length) return;
    const selecao = addToSelection(politica, arquivos, Array.from(files));
    // A new key each time: the alert is announced again even when the same reasons come back.
    setProblemas((anterior) => ({ textos: selecao.problemas, vez: anterior.vez + 1 }));
    if (selecao.problemas.length === 0) field.onChange(selecao.arquivos);
  };

  const remover = (removido: PickedFile) => {
    field.onChange(arquivos.filter((arquivo) => arquivo.id !== removido.id));
    setProblemas((anterior) => ({ textos: [], vez: anterior.vez }));
    // The button is gone: the picker keeps the keyboard where the list was.
    input.current?.focus();
  };

  return (
    <FieldFrame id={id} label={label} required={required} marker={marker} full={full} error={error} errorId={errorId}>
      <label className={`file-picker${disabled ? ' file-picker--disabled' : ''}`}>
        <input
          ref={(element) => {
            input.current = element;
            field.ref(element);
          }}
          id={id}
          className="visually-hidden"
          type="file"
          name={field.name}
          accept={atributoAccept(politica)}
          multiple={!textos.unico}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(hintId, problemas.textos.length > 0 && problemasId, error && errorId)}
          onChange={(event) => {
            escolher(event.target.files);
            // Emptied, so that picking the same file again after a refusal or a removal still fires.
            event.target.value = '';
          }}
          onBlur={field.onBlur}
        />
        <Icon name={textos.imagens ? 'imagem' : 'arquivo'} className="file-picker__icon" />
        <span>{textos.botao}</span>
      </label>
      <span id={hintId} className="field__hint">
        {textos.dica}
      </span>
      {problemas.textos.length > 0 && (
        <ul key={problemas.vez} id={problemasId} className="file-picker__problems" role="alert">
          {problemas.textos.map((problema) => (
            <li key={problema}>{problema}</li>
          ))}
        </ul>
      )}
      {arquivos.length > 0 && (
        <ul className="file-list" aria-label={textos.lista}>
          {arquivos.map((arquivo) => {
            const percent = progresso[arquivo.id];
            return (
              <li key={arquivo.id} className="file-list__item">
                {textos.imagens ? (
                  <Miniatura file={arquivo.file} />
                ) : (
                  <Icon name="arquivo" className="file-list__thumb file-list__thumb--icon" />
                )}
                <div className="file-list__info">
                  <span className="file-list__name">{arquivo.file.name}</span>
                  {percent === undefined ? (
                    <span className="file-list__detail">{tamanhoLegivel(arquivo.file.size)}</span>
                  ) : (
                    <>
                      <ProgressBar value={percent} label={textos.progresso(arquivo.file.name)} />
                      <span className="file-list__detail">
                        {percent >= 100 ? textos.enviado : textos.enviando(Math.round(percent))}
                      </span>
                    </>
                  )}
                </div>
                <button
                  type="button"
                  className="icon-button"
                  aria-label={textos.remover(arquivo.file.name)}
                  disabled={disabled}
                  onClick={() => remover(arquivo)}
                >
                  <Icon name="lixeira" />
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </FieldFrame>
  );
}
