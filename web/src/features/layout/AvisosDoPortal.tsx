import { mensagensConexao } from '@portal/shared/mensagens/conexao';
import { useNewVersion } from '../../app/newVersion.ts';
import { useOffline } from '../../lib/network.ts';

/**
 * The portal's own notices, at the bottom of every screen: 'Sem conexão' while there is no network, and a new
 * version waiting for the user's 'Atualizar' (never swapped in under them).
 */
export function AvisosDoPortal() {
  const semConexao = useOffline();
  const atualizar = useNewVersion();
  return (
    <div className="avisos-do-portal" role="status">
      {semConexao && (
        <p className="aviso-do-portal aviso-do-portal--rede">
          <strong>{mensagensConexao.semConexao}</strong> {mensagensConexao.semConexaoDetalhe}
        </p>
      )}
      {atualizar && (
        <p className="aviso-do-portal">
          <span>{mensagensConexao.novaVersao}</span>
          <button type="button" className="button button--secondary" onClick={atualizar}>
            {mensagensConexao.atualizar}
          </button>
        </p>
      )}
    </div>
  );
}
