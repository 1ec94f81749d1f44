import { mensagensChamados } from '@portal/shared/mensagens/chamados';
import { mensagensTelas } from '@portal/shared/mensagens/geral';
import { Link, useRouteContext } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { api } from '../../../app/session.ts';
import { useSession } from '../../auth/index.ts';
import { AberturaChamadoForm } from './AberturaChamadoForm.tsx';
import { buscarTokenAzureNaApi, criarTokenAzure, renovarTokenAzurePeloMsal } from './tokenAzure.ts';
import './abertura.css';

/** /chamados — 'Abertura de Chamados' (spec section 2): the ticket form, with a way to the user's tickets. */
export function AberturaChamadoPage() {
  const { config } = useRouteContext({ from: '__root__' });
  const { session } = useSession();
  // Spec section 4: the Azure token is kept while this screen is open and forgotten when it closes.
  const [tokenAzure] = useState(() =>
    criarTokenAzure({
      buscarNaApi: () => buscarTokenAzureNaApi(api),
      renovarSilencioso: () => renovarTokenAzurePeloMsal(config.microsoft),
    }),
  );
  useEffect(() => () => tokenAzure.limpar(), [tokenAzure]);

  return (
    <main className="page abertura-pagina">
      <div className="abertura-pagina__cabecalho">
        <h1 className="page__title">{mensagensTelas.aberturaChamados}</h1>
        <Link to="/meus-chamados" className="button button--secondary">
          {mensagensChamados.meusChamados}
        </Link>
      </div>
      <AberturaChamadoForm
        api={api}
        suporteUrl={config.suporteUrl}
        obterTokenAzure={tokenAzure.obter}
        esquecerTokenAzure={tokenAzure.limpar}
        usuario={session ? { email: session.user.email, origem: session.user.origem } : null}
      />
    </main>
  );
}
