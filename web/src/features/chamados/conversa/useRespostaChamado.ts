import { mensagensConversa } from '@portal/shared/mensagens/chamados';
import type { Chamado } from '@portal/shared/schemas/chamado';
import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { api } from '../../../app/session.ts';
import { idempotencyKeyFor, newIdempotencyKeys } from '../../../lib/idempotencyKeys.ts';
import type { PickedFile } from '../../../lib/uploads/pickedFile.ts';
import { useFileUpload } from '../../../lib/uploads/useFileUpload.ts';
import { useSingleSubmit } from '../../../lib/useSingleSubmit.ts';
import { responderChamado } from '../chamadosApi.ts';

/** A reply's failure as the screen shows it: the API's (or storage's) reason, or the lost connection. */
export const falhasDaResposta = { semConexao: mensagensConversa.falhaConexao, falha: mensagensConversa.falha };

export interface EnvioResposta {
  texto: string;
  anexos: readonly PickedFile[];
}

/**
 * A reply to a ticket as a mutation, with upload progress by picked-file id: the files go up first (as the ticket
 * form's, same policy), then the reply. Finished uploads and the Idempotency-Key survive a failed attempt, so a retry
 * of the same reply sends no byte twice and cannot be stored twice; both are dropped once a reply is stored.
 */
export function useRespostaChamado(chamado: Pick<Chamado, 'id'>) {
  const chaves = useRef(newIdempotencyKeys());
  const uploads = useFileUpload(api, 'anexo-chamado');

  const mutation = useMutation({
    mutationFn: async ({ texto, anexos }: EnvioResposta) => {
      const resposta = { texto, anexo_upload_ids: await uploads.enviar(anexos) };
      return responderChamado(chamado.id, resposta, idempotencyKeyFor(chaves.current, resposta));
    },
    onSuccess: () => {
      chaves.current = newIdempotencyKeys();
      uploads.esquecer();
    },
  });

  const enviar = useSingleSubmit(mutation.mutateAsync);

  return {
    /** Sends the reply; null when one is already in flight (a double submit sends nothing). */
    enviar,
    enviando: mutation.isPending,
    progresso: uploads.progresso,
  };
}
