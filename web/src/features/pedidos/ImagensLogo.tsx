import { mensagensPedidos } from '@portal/shared/mensagens/pedidos';
import type { Pedido } from '@portal/shared/schemas/pedido';
import { useState } from 'react';
import { api } from '../../app/session.ts';
import { Icon } from '../../components/Icon.tsx';
import { Modal } from '../../components/Modal.tsx';
import { useAuthenticatedImage } from '../../lib/useAuthenticatedImage.ts';

type Imagem = NonNullable<Pedido['logo_extra']>['imagens'][number];

/** One image: a thumbnail button that opens it full screen. */
function ImagemLogo({ imagem }: { imagem: Imagem }) {
  const { src: url, falhou } = useAuthenticatedImage(api, imagem.url);
  const [aberta, setAberta] = useState(false);

  if (falhou) {
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

/** The extra-logo images of an order: they need the portal token (useAuthenticatedImage). */
export function ImagensLogo({ imagens }: { imagens: readonly Imagem[] }) {
  return (
    <ul className="imagens-logo" aria-label="Imagens da logo extra">
      {imagens.map((imagem) => (
        <ImagemLogo key={imagem.url} imagem={imagem} />
      ))}
    </ul>
  );
}
