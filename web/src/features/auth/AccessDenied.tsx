import { mensagens } from '@portal/shared/mensagens/geral';
import { Link } from '@tanstack/react-router';
import { Icon } from '../../components/Icon.tsx';

/** Shown in place of an admin screen when the user lacks its permission. */
export function AccessDenied() {
  return (
    <main className="page status-page">
      <Icon name="cadeado" className="status-page__icon status-page__icon--danger" />
      <h1 className="page__title">{mensagens.acessoNegadoTitulo}</h1>
      <p>{mensagens.acessoNegadoTexto}</p>
      <p className="status-page__muted">{mensagens.acessoNegadoRestrito}</p>
      <Link className="button" to="/painel">
        {mensagens.voltarAoPainel}
      </Link>
    </main>
  );
}
