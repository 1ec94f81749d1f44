import { mensagens } from '@portal/shared';
import { Link } from '@tanstack/react-router';
import { Icon } from '../../components/Icon.tsx';
import './auth.css';

/** Shown in place of an admin screen when the user lacks its permission. */
export function AccessDenied() {
  return (
    <main className="page access-denied">
      <Icon name="cadeado" className="access-denied__icon" />
      <h1 className="page__title">{mensagens.acessoNegadoTitulo}</h1>
      <p>{mensagens.acessoNegadoTexto}</p>
      <p className="access-denied__muted">{mensagens.acessoNegadoRestrito}</p>
      <Link className="button" to="/painel">
        {mensagens.voltarAoPainel}
      </Link>
    </main>
  );
}
