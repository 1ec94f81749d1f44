import { mensagens, mensagensTelas } from '@portal/shared/mensagens/geral';
import { Link, useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { AuthCard } from './AuthCard.tsx';
import { startMicrosoftLogin } from './msal.ts';

function MicrosoftLogo() {
  return (
    <svg className="microsoft-logo" viewBox="0 0 21 21" aria-hidden="true" focusable="false">
      <rect x="1" y="1" width="9" height="9" fill="#f25022" />
      <rect x="11" y="1" width="9" height="9" fill="#7fba00" />
      <rect x="1" y="11" width="9" height="9" fill="#00a4ef" />
      <rect x="11" y="11" width="9" height="9" fill="#ffb900" />
    </svg>
  );
}

/** /microsoft-login — the default sign-in page, with the work-account button. */
export function MicrosoftLoginPage() {
  const { config } = useRouteContext({ from: '__root__' });
  const [error, setError] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);

  const start = async () => {
    setError(null);
    setStarting(true);
    try {
      await startMicrosoftLogin(config.microsoft);
    } catch (caught) {
      console.error(caught);
      setError(mensagens.erroIniciarMicrosoft);
      setStarting(false);
    }
  };

  return (
    <AuthCard title={mensagensTelas.portalTitulo} subtitle={mensagensTelas.entreContaCorporativa}>
      {error && (
        <p className="alert alert--error" role="alert">
          {error}
        </p>
      )}
      <button className="button button--block button--microsoft" type="button" onClick={start} disabled={starting}>
        <MicrosoftLogo />
        {starting ? 'Redirecionando...' : 'Entrar com conta Microsoft'}
      </button>
      <p className="auth-card__footer">
        <Link to="/login">Entrar com usuário e senha</Link>
      </p>
    </AuthCard>
  );
}
