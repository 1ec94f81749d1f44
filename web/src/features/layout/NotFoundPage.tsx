import { mensagens, mensagensTelas } from '@portal/shared/mensagens/geral';
import { Link } from '@tanstack/react-router';
import { Icon } from '../../components/Icon.tsx';
import { AuthCard, useSession } from '../auth/index.ts';
import { AppFrame } from './AppLayout.tsx';

/** The page inside the signed-in frame (also where a screen's loader throws notFound()). */
export function NotFoundContent() {
  return (
    <main className="page status-page">
      <Icon name="bussola" className="status-page__icon" />
      <h1 className="page__title">{mensagensTelas.paginaNaoEncontradaTitulo}</h1>
      <p>{mensagensTelas.paginaNaoEncontradaTexto}</p>
      <Link className="button" to="/painel">
        {mensagens.voltarAoPainel}
      </Link>
    </main>
  );
}

/**
 * Any address no route matches: inside the navbar and layout when signed in, on the sign-in card
 * otherwise (with the way to sign in).
 */
export function NotFoundPage() {
  const { session } = useSession();
  if (session) {
    return (
      <AppFrame>
        <NotFoundContent />
      </AppFrame>
    );
  }
  return (
    <AuthCard title={mensagensTelas.paginaNaoEncontradaTitulo} subtitle={mensagensTelas.paginaNaoEncontradaTexto}>
      <Link className="button button--block" to="/microsoft-login">
        Entrar no portal
      </Link>
    </AuthCard>
  );
}
