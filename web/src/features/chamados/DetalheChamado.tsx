import { camposPreenchidos } from '@portal/shared/domain/chamados';
import { mensagensChamados } from '@portal/shared/mensagens/chamados';
import type { Chamado } from '@portal/shared/schemas/chamado';
import type { ResumoChamado } from '@portal/shared/schemas/chamadosConsulta';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { DateTime } from '../../components/DateTime.tsx';
import { DetailFields, DetailSection } from '../../components/Details.tsx';
import { LoadFailure } from '../../components/LoadFailure.tsx';
import { Modal } from '../../components/Modal.tsx';
import { failureReason } from '../../lib/apiClient.ts';
import { useSession } from '../auth/index.ts';
import { AnexosChamado } from './AnexosChamado.tsx';
import type { EscopoChamados } from './buscaUrl.ts';
import { chamadoQuery } from './chamadosApi.ts';
import { ConversaSection } from './conversa/ConversaSection.tsx';
import { leitorDoChamado } from './conversa/conversaChamado.ts';
import { BadgeStatusChamado } from './StatusChamado.tsx';

/**
 * A ticket's detail: protocol, status, dates (and on the admin screen who filed it), every field its form had, the
 * attachments to download and the conversation (replies and status changes, and the reply form); `controles` is the
 * admin's status selector. It opens at once with the list's row (issue 32: the lists carry only a summary of each
 * ticket) and shows the rest when the ticket arrives — read through its unread marker when it was unread; a change
 * that lands in the caches shows here at once.
 */
export function DetalheChamado({
  escopo,
  resumo,
  onFechar,
  onRespondido,
  controles,
}: {
  escopo: EscopoChamados;
  /** The ticket as the list has it. */
  resumo: ResumoChamado;
  onFechar: () => void;
  /** The ticket as a reply left it. */
  onRespondido: (chamado: Chamado) => void;
  /** Beside the ticket's info, once the ticket (and the version to send back) is there. */
  controles?: (chamado: Chamado) => ReactNode;
}) {
  const { session } = useSession();
  const queryClient = useQueryClient();
  const consulta = useQuery(chamadoQuery(queryClient, resumo.id, resumo.nao_lido));
  const chamado = consulta.data;
  const leitor = leitorDoChamado(escopo, resumo, session?.user.username);
  const titulo = mensagensChamados.tituloChamado(resumo.protocolo);
  const campos = chamado ? camposPreenchidos(chamado) : [];
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
      <DetailSection titulo="Informações do Chamado">
        <DetailFields
          campos={[
            ['Protocolo', resumo.protocolo],
            ['Status', <BadgeStatusChamado key="status" status={chamado?.status ?? resumo.status} />],
            ['Aberto em', <DateTime key="criado" iso={resumo.created_at} />],
            ['Atualizado em', chamado ? <DateTime key="atualizado" iso={chamado.updated_at} /> : ''],
            ...(escopo === 'admin'
              ? ([
                  ['Solicitante', resumo.user.username],
                  ['E-mail', resumo.user.email],
                ] as const)
              : []),
          ]}
        />
        {chamado && controles?.(chamado)}
      </DetailSection>
      {chamado ? (
        <>
          <DetailSection titulo="Dados do Chamado">
            <DetailFields campos={curtos} />
            {longos.length > 0 && <DetailFields textos campos={longos} />}
          </DetailSection>
          {chamado.anexos.length > 0 && (
            <DetailSection titulo="Anexos">
              <AnexosChamado chamado={chamado} />
            </DetailSection>
          )}
          <ConversaSection chamado={chamado} leitor={leitor} onRespondido={onRespondido} />
        </>
      ) : consulta.isError ? (
        <LoadFailure
          className="detalhe-chamado__aviso"
          mensagem={failureReason(consulta.error, mensagensChamados.erroCarregarChamado)}
          onTentarNovamente={() => consulta.refetch()}
        />
      ) : (
        <p className="detalhe-chamado__aviso" role="status">
          {mensagensChamados.carregandoChamado}
        </p>
      )}
    </Modal>
  );
}
