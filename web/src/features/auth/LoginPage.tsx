import { mensagens, mensagensTelas } from '@portal/shared/mensagens/geral';
import type { LoginRequest } from '@portal/shared/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { type FormEvent, type InputHTMLAttributes, useEffect, useId, useRef, useState } from 'react';
import { session } from '../../app/session.ts';
import { FieldFrame } from '../../components/form/FieldFrame.tsx';
import { ApiError, errorMessage } from '../../lib/apiClient.ts';
import { AuthCard } from './AuthCard.tsx';
import type { ErrosLogin } from './loginChecks.ts';

type Campo = keyof LoginRequest;
const campos: Campo[] = ['username', 'password'];

/** The form's check and the call (zod), fetched once the screen is up; a failed load is a lost connection. */
const loadChecks = () =>
  import('./loginChecks.ts').catch(() => {
    throw new ApiError(mensagens.erroConexao, 0);
  });

/**
 * /login — username and password, with a link to the work-account sign-in. Two plain inputs in the forms'
 * field frame rather than react-hook-form, which alone would push this screen's first download over its
 * budget (scripts/test/unit/orcamentos.test.ts); the shared schema checks them as the resolver does in the
 * other forms: on submit (focusing the first wrong field), then on every change.
 */
export function LoginPage() {
  const navigate = useNavigate();
  const [values, setValues] = useState<LoginRequest>({ username: '', password: '' });
  // Null until the first submit.
  const [erros, setErros] = useState<ErrosLogin | null>(null);
  const checks = useRef<Awaited<ReturnType<typeof loadChecks>> | null>(null);
  const inputs = useRef<Partial<Record<Campo, HTMLInputElement | null>>>({});
  const id = useId();

  useEffect(() => {
    loadChecks().then(
      (loaded) => {
        checks.current = loaded;
      },
      () => undefined,
    );
  }, []);

  const login = useMutation({
    mutationFn: async (body: LoginRequest) => (await loadChecks()).entrar(body),
    onSuccess: async (response) => {
      if ('requiresVerification' in response) {
        // The screen's instruction already says the code was sent; any other message (it waits in the queue) shows.
        const aviso = response.message === mensagens.verificacaoNecessaria ? undefined : response.message;
        session.startVerification(response.userId, aviso);
        return;
      }
      session.signIn(response);
      await navigate({ to: '/painel' });
    },
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const loaded = await loadChecks().catch(() => null);
    // Without the checks (their code did not load) the call fails the same way and says so.
    if (!loaded) {
      login.mutate(values);
      return;
    }
    checks.current = loaded;
    const { dados, erros: found } = loaded.checarLogin(values);
    setErros(found ?? {});
    if (dados) login.mutate(dados);
    else inputs.current[campos.find((campo) => found?.[campo]) ?? 'username']?.focus();
  };

  const change = (campo: Campo, value: string) => {
    const next = { ...values, [campo]: value };
    setValues(next);
    if (erros && checks.current) setErros(checks.current.checarLogin(next).erros ?? {});
  };

  const field = (campo: Campo, label: string, props: InputHTMLAttributes<HTMLInputElement>) => {
    const fieldId = `${id}-${campo}`;
    const errorId = `${fieldId}-erro`;
    const error = erros?.[campo];
    return (
      <FieldFrame id={fieldId} label={label} marker={false} error={error} errorId={errorId}>
        <input
          {...props}
          ref={(element) => {
            inputs.current[campo] = element;
          }}
          id={fieldId}
          name={campo}
          className="field__input"
          value={values[campo]}
          onChange={(event) => change(campo, event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
      </FieldFrame>
    );
  };

  return (
    <AuthCard title={mensagensTelas.portalTitulo} subtitle={mensagensTelas.entreUsuarioSenha}>
      <form className="form" onSubmit={submit} noValidate>
        {login.isError && (
          <p className="alert alert--error" role="alert">
            {errorMessage(login.error, mensagens.erroLogin)}
          </p>
        )}
        {field('username', 'Usuário', { autoComplete: 'username', autoCapitalize: 'none' })}
        {field('password', 'Senha', { type: 'password', autoComplete: 'current-password' })}
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
