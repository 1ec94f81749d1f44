import { mensagens, mensagensTelas } from '@portal/shared';
import { Link } from '@tanstack/react-router';
import { AuthCard } from './AuthCard.tsx';

/** /microsoft-login-error — the optional `error` parameter, or the default text, and a retry link. */
export function MicrosoftErrorPage({ error }: { error?: string }) {
  return (
    <AuthCard title={mensagensTelas.falhaAutenticacaoTitulo}>
      <p className="alert alert--error" role="alert">
        {error || mensagens.erroAutenticacaoMicrosoft}
      </p>
      <Link className="button button--block" to="/microsoft-login">
        Tentar novamente
      </Link>
    </AuthCard>
  );
}
