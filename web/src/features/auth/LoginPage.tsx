import { zodResolver } from '@hookform/resolvers/zod';
import { type LoginRequest, loginRequestSchema, mensagens, mensagensTelas } from '@portal/shared';
import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { session } from '../../app/session.ts';
import { TextField } from '../../components/form/TextField.tsx';
import { errorMessage } from '../../lib/apiClient.ts';
import { AuthCard } from './AuthCard.tsx';
import { entrar } from './authApi.ts';

/** /login — username and password, with a link to the work-account sign-in. */
export function LoginPage() {
  const navigate = useNavigate();
  const form = useForm<LoginRequest>({
    resolver: zodResolver(loginRequestSchema),
    defaultValues: { username: '', password: '' },
  });
  const login = useMutation({
    mutationFn: entrar,
    onSuccess: async (response) => {
      if ('requiresVerification' in response) {
        session.startVerification(response.userId);
        return;
      }
      session.signIn(response);
      await navigate({ to: '/painel' });
    },
  });

  const submit = form.handleSubmit((values) => login.mutate(values));

  return (
    <AuthCard title={mensagensTelas.portalTitulo} subtitle={mensagensTelas.entreUsuarioSenha}>
      <form className="form" onSubmit={submit} noValidate>
        {login.isError && (
          <p className="alert alert--error" role="alert">
            {errorMessage(login.error, mensagens.erroLogin)}
          </p>
        )}
        <TextField
          control={form.control}
          name="username"
          label="Usuário"
          marker={false}
          autoComplete="username"
          autoCapitalize="none"
        />
        <TextField
          control={form.control}
          name="password"
          label="Senha"
          marker={false}
          type="password"
          autoComplete="current-password"
        />
        <button className="button button--block" type="submit" disabled={login.isPending}>
          {login.isPending ? 'Entrando...' : 'Entrar'}
        </button>
      </form>
      <p className="auth-card__footer">
        <Link to="/microsoft-login">Entrar com a conta corporativa Microsoft</Link>
      </p>
    </AuthCard>
  );
}
