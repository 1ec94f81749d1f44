import { mensagensPedidos, type Pedido } from '@portal/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Icon } from '../../components/Icon.tsx';
import { Modal } from '../../components/Modal.tsx';
import { imagemQuery } from './pedidosApi.ts';

type Imagem = NonNullable<Pedido['logo_extra']>['imagens'][number];

/** An object URL for a fetched image, revoked when the blob changes or the component goes. */
function useObjectUrl(blob: Blob | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return;
    const objectUrl = URL.createObjectURL(blob);
    setUrl(objectUrl);
    return () => {
      URL.revokeObjectURL(objectUrl);
      setUrl(null);
    };
  }, [blob]);
  return url;
}

/** One image: a thumbnail button that opens it full screen. */
function ImagemLogo({ imagem }: { imagem: Imagem }) {
  const consulta = useQuery(imagemQuery(imagem.url));
  const url = useObjectUrl(consulta.data);
  const [aberta, setAberta] = useState(false);

  if (consulta.isError) {
    return (
      <li className="imagens-logo__item imagens-logo__item--erro">
        <Icon name="imagem" className="imagens-logo__icone" />
        <span>
          {imagem.nome}: {mensagensPedidos.erroImagem}
        </span>
      </li>
    );
  }
  return (
    <li className="imagens-logo__item">
      <button
        type="button"
        className="imagens-logo__botao"
        onClick={() => setAberta(true)}
        disabled={!url}
        aria-label={`Ampliar ${imagem.nome}`}
      >
        {url ? (
          <img className="imagens-logo__miniatura" src={url} alt="" />
        ) : (
          <span className="imagens-logo__miniatura" role="status" aria-label={`Carregando ${imagem.nome}`} />
        )}
        <span className="imagens-logo__nome">{imagem.nome}</span>
      </button>
      <Modal
        open={aberta && url !== null}
        onClose={() => setAberta(false)}
        title={imagem.nome}
        variant="fullscreen"
        closeLabel="Fechar imagem"
      >
        {url && <img className="imagens-logo__ampliada" src={url} alt={imagem.nome} />}
      </Modal>
    </li>
  );
}

/**
 * The extra-logo images of an order. They need the portal token (X-Portal-Authorization), which an
 * <img src> cannot send, so each is fetched with the API client and shown from an object URL.
 */
export function ImagensLogo({ imagens }: { imagens: readonly Imagem[] }) {
  return (
    <ul className="imagens-logo" aria-label="Imagens da logo extra">
      {imagens.map((imagem) => (
        <ImagemLogo key={imagem.url} imagem={imagem} />
      ))}
    </ul>
  );
}
