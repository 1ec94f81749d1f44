import type { Chamado } from '@portal/shared/schemas/chamadosConsulta';
import { useMutation } from '@tanstack/react-query';
import { marcarChamadoLido } from './chamadosApi.ts';

/**
 * A ticket marked read by the caller's side: `abrir` (when its detail opens) sends PUT …/leitura once if the
 * ticket is unread, and `aoLer` gets the ticket as the API left it (new version, the unread marker gone). A
 * failure only leaves the marker: the next opening tries again.
 */
export function useLeituraChamado(aoLer: (chamado: Chamado) => void) {
  const mutacao = useMutation({
    mutationFn: marcarChamadoLido,
    onSuccess: ({ chamado }) => aoLer(chamado),
    onError: (error) => console.error('Chamado não marcado como lido', error),
  });
  return {
    abrir: (chamado: Chamado) => {
      if (chamado.nao_lido) mutacao.mutate(chamado.id);
    },
    /** The ticket being marked: its version is about to change, so its status waits. */
    emAndamento: mutacao.isPending ? mutacao.variables : null,
  };
}
