import { AuthCard } from '../auth/AuthCard.tsx';

/** Shown when the portal cannot load its configuration (API unreachable). */
export function BootError() {
  return (
    <AuthCard title="Portal indisponível" subtitle="Não foi possível carregar o portal. Verifique sua conexão.">
      <button className="button button--block" type="button" onClick={() => window.location.reload()}>
        Tentar Novamente
      </button>
    </AuthCard>
  );
}
