import { mensagensTelas } from '@portal/shared/mensagens/geral';
import { type CodigoErroLoginMicrosoft, mensagemErroLoginMicrosoft } from '@portal/shared/mensagens/loginMicrosoft';
import { Link } from '@tanstack/react-router';
import { AuthCard } from './AuthCard.tsx';

/**
 * /microsoft-login-error — the text of the known error code given, or the spec's default text, and a retry
 * link. The page never shows text from the address: a link anyone can build would put their words here.
 */
export function MicrosoftErrorPage({ error }: { error?: CodigoErroLoginMicrosoft }) {
  return (
    <AuthCard title={mensagensTelas.falhaAutenticacaoTitulo}>
      <p className="alert alert--error" role="alert">
        {mensagemErroLoginMicrosoft(error)}
      </p>
      <Link className="button button--block" to="/microsoft-login">
        Tentar novamente
      </Link>
    </AuthCard>
  );
}
