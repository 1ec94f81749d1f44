import { camposPreenchidos } from '@portal/shared/domain/chamados';
import { mensagensChamados } from '@portal/shared/mensagens/chamados';
import type { Chamado } from '@portal/shared/schemas/chamadosConsulta';
import type { ReactNode } from 'react';
import { DataHora } from '../../components/DataHora.tsx';
import { CamposDetalhe, SecaoDetalhe } from '../../components/Detalhes.tsx';
import { Modal } from '../../components/Modal.tsx';
import { useSession } from '../auth/useSession.ts';
import { AnexosChamado } from './AnexosChamado.tsx';
import type { EscopoChamados } from './buscaUrl.ts';
import { ConversaSection } from './ConversaSection.tsx';
import { leitorDoChamado } from './conversaChamado.ts';
import { BadgeStatusChamado } from './StatusChamado.tsx';

/**
 * A ticket's detail: protocol, status, dates (and on the admin screen who filed it), every field its
 * form had, the attachments to download and the conversation (replies and status changes, and the reply
 * form); `controles` is the admin's status selector. It shows the ticket it is given, so a change that
 * lands in the list shows here at once.
 */
export function DetalheChamado({
  escopo,
  chamado,
  onFechar,
  onRespondido,
  controles,
}: {
  escopo: EscopoChamados;
  chamado: Chamado;
  onFechar: () => void;
  /** The ticket as a reply left it. */
  onRespondido: (chamado: Chamado) => void;
  controles?: ReactNode;
}) {
  const { session } = useSession();
  const leitor = leitorDoChamado(escopo, chamado, session?.user.username);
  const titulo = mensagensChamados.tituloChamado(chamado.protocolo);
  const campos = camposPreenchidos(chamado);
  const par = ({ rotulo, valor }: { rotulo: string; valor: string }) => [rotulo, valor] as const;
  const curtos = campos.filter((campo) => !campo.longo).map(par);
  const longos = campos.filter((campo) => campo.longo).map(par);

  return (
    <Modal
      open
      onClose={onFechar}
      title={titulo}
      // Not just 'Fechar': the footer's button already has that name.
      closeLabel={`Fechar ${titulo.toLowerCase()}`}
      size="lg"
      className="detalhe detalhe-chamado"
      footer={
        <button type="button" className="button button--secondary" onClick={onFechar}>
          Fechar
        </button>
      }
    >
      <SecaoDetalhe titulo="Informações do Chamado">
        <CamposDetalhe
          campos={[
            ['Protocolo', chamado.protocolo],
            ['Status', <BadgeStatusChamado key="status" status={chamado.status} />],
            ['Aberto em', <DataHora key="criado" iso={chamado.created_at} />],
            ['Atualizado em', <DataHora key="atualizado" iso={chamado.updated_at} />],
            ...(escopo === 'admin'
              ? ([
                  ['Solicitante', chamado.user.username],
                  ['E-mail', chamado.user.email],
                ] as const)
              : []),
          ]}
        />
        {controles}
      </SecaoDetalhe>
      <SecaoDetalhe titulo="Dados do Chamado">
        <CamposDetalhe campos={curtos} />
        {longos.length > 0 && <CamposDetalhe textos campos={longos} />}
      </SecaoDetalhe>
      {chamado.anexos.length > 0 && (
        <SecaoDetalhe titulo="Anexos">
          <AnexosChamado chamado={chamado} />
        </SecaoDetalhe>
      )}
      <ConversaSection chamado={chamado} leitor={leitor} onRespondido={onRespondido} />
    </Modal>
  );
}
