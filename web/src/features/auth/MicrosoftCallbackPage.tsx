import { mensagensTelas } from '@portal/shared/mensagens/geral';
import type { CodigoErroLoginMicrosoft } from '@portal/shared/mensagens/loginMicrosoft';
import { useNavigate, useRouteContext } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { session } from '../../app/session.ts';
import { ApiError } from '../../lib/apiClient.ts';
import { writeAzureToken } from '../../lib/storage.ts';
import { AuthCard } from './AuthCard.tsx';
import { trocarTokenMicrosoft } from './authApi.ts';
import { codigoDaFalha } from './falhaMicrosoft.ts';
import { completeMicrosoftLogin } from './msal.ts';

/**
 * /microsoft-login-success — completes the work-account sign-in: exchanges the Entra access token for
 * a portal session, stores it and goes to /painel; anything missing or failing goes to the error page.
 */
export function MicrosoftCallbackPage() {
  const { config } = useRouteContext({ from: '__root__' });
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // The error page gets a code, never a text: it shows the text of a code it knows (falhaMicrosoft.ts).
    const fail = (error?: CodigoErroLoginMicrosoft) =>
      navigate({ to: '/microsoft-login-error', search: error ? { error } : {}, replace: true });
    (async () => {
      try {
        const result = await completeMicrosoftLogin(config.microsoft);
        if (!result?.accessToken) return fail();
        const response = await trocarTokenMicrosoft(result.accessToken);
        if (!response.token || !response.user.username || !response.user.email) return fail();
        session.signIn(response);
        writeAzureToken(result.accessToken, result.expiresOn ?? new Date(Date.now() + 3_600_000));
        await navigate({ to: '/painel', replace: true });
      } catch (error) {
        // MSAL's English errors are logged, not shown.
        if (!(error instanceof ApiError)) console.error('Falha no login Microsoft', error);
        await fail(codigoDaFalha(error));
      }
    })();
  }, [config, navigate]);

  return (
    <AuthCard title={mensagensTelas.autenticando} subtitle={mensagensTelas.concluindoLoginMicrosoft}>
      <div className="spinner" role="status" aria-label={mensagensTelas.carregando} />
    </AuthCard>
  );
}
