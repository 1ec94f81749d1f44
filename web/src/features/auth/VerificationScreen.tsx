import { zodResolver } from '@hookform/resolvers/zod';
import {
  mensagemResponseSchema,
  mensagens,
  type SessaoResponse,
  sessaoResponseSchema,
  verifyEmailRequestSchema,
} from '@portal/shared';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod';
import { api, session } from '../../app/session.ts';
import { FieldFrame } from '../../components/FieldFrame.tsx';
import { ApiError } from '../../lib/apiClient.ts';
import { AuthCard } from './AuthCard.tsx';

const codeFormSchema = z.object({ code: verifyEmailRequestSchema.shape.code });

/** Spec: after a successful verification the user is signed in after 2 seconds. */
const signInDelayMs = 2_000;

/** Replaces the routed area while a password login waits for the e-mailed code. */
export function VerificationScreen({ userId }: { userId: string }) {
  const navigate = useNavigate();
  const id = useId();
  const [feedback, setFeedback] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  const [verified, setVerified] = useState<SessaoResponse | null>(null);
  const [resending, setResending] = useState(false);
  const form = useForm<{ code: string }>({ resolver: zodResolver(codeFormSchema), defaultValues: { code: '' } });
  const { errors, isSubmitting } = form.formState;

  // The screen replaces the login form: the code field takes the focus the form had.
  useEffect(() => form.setFocus('code'), [form]);

  useEffect(() => {
    if (!verified) return;
    const timer = setTimeout(() => {
      session.signIn(verified);
      void navigate({ to: '/painel' });
    }, signInDelayMs);
    return () => clearTimeout(timer);
  }, [verified, navigate]);

  const submit = form.handleSubmit(async ({ code }) => {
    setFeedback(null);
    try {
      const response = await api.post('/api/verify-email', {
        body: { userId, code },
        schema: sessaoResponseSchema,
        fallbackError: mensagens.erroVerificarCodigo,
      });
      setFeedback({ kind: 'success', text: response.message ?? mensagens.emailVerificado });
      setVerified(response);
    } catch (caught) {
      setFeedback({ kind: 'error', text: caught instanceof ApiError ? caught.message : mensagens.erroVerificarCodigo });
    }
  });

  const resend = async () => {
    setFeedback(null);
    setResending(true);
    try {
      const response = await api.post('/api/resend-verification', {
        body: { userId },
        schema: mensagemResponseSchema,
        fallbackError: mensagens.erroReenviarCodigo,
      });
      setFeedback({ kind: 'success', text: response.message });
    } catch (caught) {
      setFeedback({ kind: 'error', text: caught instanceof ApiError ? caught.message : mensagens.erroReenviarCodigo });
    } finally {
      setResending(false);
    }
  };

  return (
    <AuthCard title="Verificação de e-mail" subtitle="Digite o código de 6 dígitos que enviamos para o seu e-mail.">
      <form className="form" onSubmit={submit} noValidate>
        {feedback && (
          <p className={`alert alert--${feedback.kind}`} role={feedback.kind === 'error' ? 'alert' : 'status'}>
            {feedback.text}
          </p>
        )}
        <FieldFrame
          id={`${id}-codigo`}
          label="Código de verificação"
          marker={false}
          error={errors.code?.message}
          errorId={`${id}-codigo-erro`}
        >
          <input
            id={`${id}-codigo`}
            className="field__input field__input--code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            placeholder="000000"
            aria-invalid={errors.code ? true : undefined}
            aria-describedby={errors.code ? `${id}-codigo-erro ${id}-dica` : `${id}-dica`}
            {...form.register('code')}
          />
        </FieldFrame>
        <p id={`${id}-dica`} className="form__hint">
          O código expira em 10 minutos.
        </p>
        <button className="button button--block" type="submit" disabled={isSubmitting || verified !== null}>
          {isSubmitting ? 'Verificando...' : 'Verificar'}
        </button>
        <button
          className="button button--block button--secondary"
          type="button"
          onClick={resend}
          disabled={resending || verified !== null}
        >
          {resending ? 'Reenviando...' : 'Reenviar código'}
        </button>
      </form>
      <p className="auth-card__footer">
        <button className="link-button" type="button" onClick={() => session.cancelVerification()}>
          Voltar ao login
        </button>
      </p>
    </AuthCard>
  );
}
