import { mensagens, mensagensTelas } from '@portal/shared/mensagens/geral';
import { AuthCard } from '../auth/index.ts';

/**
 * Shown when the portal cannot load its configuration (API unreachable), and as the router's error page: a screen whose
 * code cannot arrive or that fails to render.
 */
export function BootError() {
  return (
    <AuthCard title={mensagensTelas.portalIndisponivelTitulo} subtitle={mensagensTelas.portalIndisponivelTexto}>
      <button className="button button--block" type="button" onClick={() => window.location.reload()}>
        {mensagens.tentarNovamente}
      </button>
    </AuthCard>
  );
}
