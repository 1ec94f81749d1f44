import { zodResolver } from '@hookform/resolvers/zod';
import { type LoginRequest, loginRequestSchema, loginResponseSchema, mensagens } from '@portal/shared';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { api, session } from '../../app/session.ts';
import { ApiError } from '../../lib/apiClient.ts';
import { AuthCard } from './AuthCard.tsx';

/** /login — username and password, with a link to the work-account sign-in. */
export function LoginPage() {
  const navigate = useNavigate();
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
        <label className="field">
          <span className="field__label">Usuário</span>
          <input
            className="field__input"
            autoComplete="username"
            autoCapitalize="none"
            aria-invalid={errors.username ? true : undefined}
            {...form.register('username')}
          />
          {errors.username && <span className="field__error">{errors.username.message}</span>}
        </label>
        <label className="field">
          <span className="field__label">Senha</span>
          <input
            className="field__input"
            type="password"
            autoComplete="current-password"
            aria-invalid={errors.password ? true : undefined}
            {...form.register('password')}
          />
          {errors.password && <span className="field__error">{errors.password.message}</span>}
        </label>
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
