import { zodResolver } from '@hookform/resolvers/zod';
import { type LoginRequest, loginRequestSchema, loginResponseSchema, mensagens } from '@portal/shared';
import { Link, useNavigate } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { api, session } from '../../app/session.ts';
import { FieldFrame } from '../../components/FieldFrame.tsx';
import { ApiError } from '../../lib/apiClient.ts';
import { AuthCard } from './AuthCard.tsx';

/** /login — username and password, with a link to the work-account sign-in. */
export function LoginPage() {
  const navigate = useNavigate();
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<LoginRequest>({
    resolver: zodResolver(loginRequestSchema),
    defaultValues: { username: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      const response = await api.post('/api/login', {
        body: values,
        schema: loginResponseSchema,
        fallbackError: mensagens.erroLogin,
      });
      if ('requiresVerification' in response) {
        session.startVerification(response.userId);
        return;
      }
      session.signIn(response);
      await navigate({ to: '/painel' });
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : mensagens.erroLogin);
    }
  });

  return (
    <AuthCard title="Portal do Franqueado" subtitle="Entre com seu usuário e senha">
      <form className="form" onSubmit={submit} noValidate>
        {error && (
          <p className="alert alert--error" role="alert">
            {error}
          </p>
        )}
        <FieldFrame
          id={`${id}-usuario`}
          label="Usuário"
          marker={false}
          error={errors.username?.message}
          errorId={`${id}-usuario-erro`}
        >
          <input
            id={`${id}-usuario`}
            className="field__input"
            autoComplete="username"
            autoCapitalize="none"
            aria-invalid={errors.username ? true : undefined}
            aria-describedby={errors.username ? `${id}-usuario-erro` : undefined}
            {...form.register('username')}
          />
        </FieldFrame>
        <FieldFrame
          id={`${id}-senha`}
          label="Senha"
          marker={false}
          error={errors.password?.message}
          errorId={`${id}-senha-erro`}
        >
          <input
            id={`${id}-senha`}
            className="field__input"
            type="password"
            autoComplete="current-password"
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={errors.password ? `${id}-senha-erro` : undefined}
            {...form.register('password')}
          />
        </FieldFrame>
        <button className="button button--block" type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Entrando...' : 'Entrar'}
        </button>
      </form>
      <p className="auth-card__footer">
        <Link to="/microsoft-login">Entrar com a conta corporativa Microsoft</Link>
      </p>
    </AuthCard>
  );
}
