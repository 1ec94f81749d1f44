import { mensagensChamados } from '@portal/shared/mensagens/chamados';
import type { Chamado, StatusChamado } from '@portal/shared/schemas/chamado';
import type { FiltrosChamados } from '@portal/shared/schemas/chamadosConsulta';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAlert } from '../../components/DialogProvider.tsx';
import { ApiError, failureReason } from '../../lib/apiClient.ts';
import { atualizarStatusChamado, guardarChamado, recontarChamados } from './chamadosApi.ts';
import { chamadosKeys } from './chamadosKeys.ts';

/**
 * The admin's status change of a ticket: the API's answer put in the open detail and every list with its message; a
 * 409 (someone changed the ticket meanwhile) shows the API's message and reads the ticket and the lists again, so the
 * screen shows the ticket as it now is and the next change carries its new version.
 */
export function useStatusChamado(filtros: FiltrosChamados) {
  const queryClient = useQueryClient();
  const alert = useAlert();
  const mutacao = useMutation({ mutationFn: atualizarStatusChamado });

  const escolher = async (chamado: Chamado, status: StatusChamado) => {
    if (status === chamado.status) return;
    try {
      const resposta = await mutacao.mutateAsync({ chamado, status });
      guardarChamado(queryClient, resposta.chamado);
      recontarChamados(queryClient, 'admin', filtros).catch((error: unknown) =>
        console.error('Contagem de chamados não atualizada', error),
      );
      await alert(resposta.message, { tone: 'success' });
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: chamadosKeys.detalhe(chamado.id) }),
          queryClient.invalidateQueries({ queryKey: chamadosKeys.listas }),
        ]);
      }
      await alert(failureReason(error, mensagensChamados.erroStatus), { tone: 'error' });
    }
  };

  return {
    escolher,
    /** The ticket whose change is in flight. */
    emAndamento: mutacao.isPending ? mutacao.variables.chamado.id : null,
  };
}
