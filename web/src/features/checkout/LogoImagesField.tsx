import { mensagensFinalizar } from '@portal/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { type Control, useController } from 'react-hook-form';
import { Icon } from '../../components/Icon.tsx';
import { ProgressBar } from '../../components/ProgressBar.tsx';
import {
  type CheckoutFormInput,
  type CheckoutFormValues,
  type LogoImagem,
  maximoImagensLogo,
  mensagemMaximoImagens,
  problemaImagem,
} from './checkoutSchema.ts';

const tamanhoLegivel = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toLocaleString('pt-BR', { maximumFractionDigits: 1 })} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

function Miniatura({ file }: { file: File }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url ? (
    <img className="logo-images__thumb" src={url} alt="" width={56} height={56} />
  ) : (
    <span className="logo-images__thumb" />
  );
}

/**
 * The extra-logo image picker: several images, each at most 10 MB (spec section 5), removable; a
 * progress bar per image while the order uploads them.
 */
export function LogoImagesField({
  control,
  progress,
  disabled,
}: {
  control: Control<CheckoutFormInput, unknown, CheckoutFormValues>;
  /** Upload progress (0–100) by image id, while sending. */
  progress: Record<string, number>;
  disabled: boolean;
}) {
  const { field, fieldState } = useController({ name: 'logo.imagens', control });
  const [problemas, setProblemas] = useState<string[]>([]);
  const input = useRef<HTMLInputElement | null>(null);
  const id = useId();
  const imagens: LogoImagem[] = Array.isArray(field.value) ? field.value : [];
  const error = fieldState.error?.message ?? fieldState.error?.root?.message;

  const adicionar = (files: FileList | null) => {
    if (!files?.length) return;
    const novos: LogoImagem[] = [];
    const recusados: string[] = [];
    for (const file of Array.from(files)) {
      const problema = problemaImagem(file);
      if (problema) recusados.push(problema);
      else novos.push({ id: crypto.randomUUID(), file });
    }
    const livres = maximoImagensLogo - imagens.length;
    if (novos.length > livres) {
      recusados.push(mensagemMaximoImagens);
      novos.splice(Math.max(0, livres));
    }
    setProblemas(recusados);
    if (novos.length) field.onChange([...imagens, ...novos]);
  };

  return (
    <div className="field field--full">
      <span className="field__label" id={`${id}-rotulo`}>
        Imagens da logo
        <span className="field__required" aria-hidden="true">
          {' '}
          *
        </span>
      </span>
      <label className={`file-picker${disabled ? ' file-picker--disabled' : ''}`}>
        <input
          ref={(element) => {
            input.current = element;
            field.ref(element);
          }}
          className="visually-hidden"
          type="file"
          accept="image/*"
          multiple
          disabled={disabled}
          aria-labelledby={`${id}-rotulo ${id}-acao`}
          aria-describedby={`${id}-dica${error ? ` ${id}-erro` : ''}`}
          aria-invalid={error ? true : undefined}
          onChange={(event) => {
            adicionar(event.target.files);
            event.target.value = '';
          }}
          onBlur={field.onBlur}
        />
        <Icon name="imagem" className="file-picker__icon" />
        <span id={`${id}-acao`}>Selecionar imagens</span>
      </label>
      <span className="field__hint" id={`${id}-dica`}>
        {mensagensFinalizar.dicaImagensLogo(maximoImagensLogo)}
      </span>
      {problemas.length > 0 && (
        <ul className="logo-images__problems" role="alert">
          {problemas.map((problema) => (
            <li key={problema}>{problema}</li>
          ))}
        </ul>
      )}
      {error && (
        <span className="field__error" id={`${id}-erro`}>
          {error}
        </span>
      )}
      {imagens.length > 0 && (
        <ul className="logo-images" aria-label="Imagens selecionadas">
          {imagens.map((imagem) => {
            const percent = progress[imagem.id];
            return (
              <li key={imagem.id} className="logo-images__item">
                <Miniatura file={imagem.file} />
                <div className="logo-images__info">
                  <span className="logo-images__name">{imagem.file.name}</span>
                  {percent === undefined ? (
                    <span className="logo-images__size">{tamanhoLegivel(imagem.file.size)}</span>
                  ) : (
                    <>
                      <ProgressBar value={percent} label={`Envio de ${imagem.file.name}`} />
                      <span className="logo-images__size">
                        {percent >= 100
                          ? mensagensFinalizar.imagemEnviada
                          : mensagensFinalizar.enviandoImagem(Math.round(percent))}
                      </span>
                    </>
                  )}
                </div>
                <button
                  type="button"
                  className="icon-button"
                  aria-label={`Remover imagem ${imagem.file.name}`}
                  disabled={disabled}
                  onClick={() => {
                    field.onChange(imagens.filter((outra) => outra.id !== imagem.id));
                    setProblemas([]);
                    input.current?.focus();
                  }}
                >
                  <Icon name="lixeira" />
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
