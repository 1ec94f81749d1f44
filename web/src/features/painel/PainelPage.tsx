import { mensagensTelas } from '@portal/shared/mensagens/geral';
import { Link, useRouteContext } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Icon } from '../../components/Icon.tsx';
import { useSession } from '../auth/index.ts';
import { abrirEmailCorporativo } from './abrirEmailCorporativo.ts';
import { type CartaoPainel, cartoesPainel } from './cartoesPainel.ts';
import '../../components/painel.css';

function CardBody({ card }: { card: CartaoPainel }) {
  return (
    <>
      <Icon name={card.icone} className="hub-card__icon" />
      <span className="hub-card__title">{card.titulo}</span>
      <span className="hub-card__description">{card.descricao}</span>
    </>
  );
}

/** /painel — the hub of nine cards. */
export function PainelPage() {
  const { config } = useRouteContext({ from: '__root__' });
  const { session } = useSession();

  const render = (card: CartaoPainel): ReactNode => {
    if (card.tipo === 'rota') {
      return (
        <>
          <Link to={card.para} className={`hub-card${card.atalho ? ' hub-card--com-atalho' : ''}`}>
            <CardBody card={card} />
          </Link>
          {/* Beside the card's link, not inside it: a link within a link is not allowed. */}
          {card.atalho && (
            <Link to={card.atalho.para} className="hub-card__atalho">
              {card.atalho.texto}
            </Link>
          )}
        </>
      );
    }
    if (card.tipo === 'email') {
      return (
        <button type="button" className="hub-card" onClick={() => abrirEmailCorporativo(config.links)}>
          <CardBody card={card} />
        </button>
      );
    }
    return (
      <a className="hub-card" href={config.links[card.link]} target="_blank" rel="noopener noreferrer">
        <CardBody card={card} />
      </a>
    );
  };

  return (
    <main className="page">
      <h1 className="page__title">{mensagensTelas.boasVindas(session?.user.username ?? '')}</h1>
      <p className="page__subtitle">{mensagensTelas.escolhaFerramenta}</p>
      <ul className="hub-grid" aria-label="Ferramentas">
        {cartoesPainel.map((card) => (
          <li key={card.titulo} className="hub-grid__item">
            {render(card)}
          </li>
        ))}
      </ul>
    </main>
  );
}
