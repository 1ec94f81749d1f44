import { zodResolver } from '@hookform/resolvers/zod';
import { digitsOnly } from '@portal/shared/format/masks';
import { mensagens, mensagensTelas } from '@portal/shared/mensagens/geral';
import { verifyEmailRequestSchema } from '@portal/shared/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { session } from '../../app/session.ts';
import { TextField } from '../../components/form/TextField.tsx';
import { errorMessage } from '../../lib/apiClient.ts';
import { AuthCard } from './AuthCard.tsx';
import { reenviarCodigo, verificarCodigo } from './authApi.ts';

const codeFormSchema = z.object({ code: verifyEmailRequestSchema.shape.code });

/** Spec: 6 digits. No maxLength on the input: a pasted 'Código: 123 456' is cut only after the letters go. */
const tamanhoCodigo = 6;
const mascaraCodigo = (value: string) => digitsOnly(value, tamanhoCodigo);

/** Spec: after a successful verification the user is signed in after 2 seconds. */
const signInDelayMs = 2_000;

/**
 * Replaces the routed area while a password login waits for the e-mailed code; `aviso` is the sign-in's own notice
 * (the code waits in the e-mail queue), shown until the first action.
 */
export function VerificationScreen({ userId, aviso }: { userId: string; aviso?: string | undefined }) {
  const navigate = useNavigate();
  const [feedback, setFeedback] = useState<{ kind: 'error' | 'success'; text: string } | null>(
    aviso ? { kind: 'success', text: aviso } : null,
  );
  const form = useForm<{ code: string }>({ resolver: zodResolver(codeFormSchema), defaultValues: { code: '' } });
  const verificacao = useMutation({
    mutationFn: verificarCodigo,
    onMutate: () => setFeedback(null),
    onSuccess: (response) => setFeedback({ kind: 'success', text: response.message ?? mensagens.emailVerificado }),
    onError: (error) => setFeedback({ kind: 'error', text: errorMessage(error, mensagens.erroVerificarCodigo) }),
  });
  const reenvio = useMutation({
    mutationFn: reenviarCodigo,
    onMutate: () => setFeedback(null),
    onSuccess: (response) => setFeedback({ kind: 'success', text: response.message }),
    onError: (error) => setFeedback({ kind: 'error', text: errorMessage(error, mensagens.erroReenviarCodigo) }),
  });
  const verified = verificacao.data ?? null;

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

  const submit = form.handleSubmit(({ code }) => verificacao.mutate({ userId, code }));

  return (
    <AuthCard title={mensagensTelas.verificacaoTitulo} subtitle={mensagensTelas.verificacaoInstrucao}>
      <form className="form" onSubmit={submit} noValidate>
        {feedback && (
          <p className={`alert alert--${feedback.kind}`} role={feedback.kind === 'error' ? 'alert' : 'status'}>
            {feedback.text}
          </p>
        )}
        <TextField
          control={form.control}
          name="code"
          label="Código de verificação"
          marker={false}
          hint={mensagensTelas.codigoExpira}
          mask={mascaraCodigo}
          className="field__input--code"
          inputMode="numeric"
          autoComplete="one-time-code"
          placeholder="000000"
        />
        <button className="button button--block" type="submit" disabled={verificacao.isPending || verified !== null}>
          {verificacao.isPending ? 'Verificando...' : 'Verificar'}
        </button>
        <button
          className="button button--block button--secondary"
          type="button"
          onClick={() => reenvio.mutate(userId)}
          disabled={reenvio.isPending || verified !== null}
        >
          {reenvio.isPending ? 'Reenviando...' : 'Reenviar código'}
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
