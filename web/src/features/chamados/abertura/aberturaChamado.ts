import { type ContextoAnexo, contextosAnexo, type DadosChamado } from '@portal/shared/schemas/chamado';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import type { ApiClient } from '../../../lib/apiClient.ts';
import { newIdempotencyKeys } from '../../../lib/idempotencyKeys.ts';
import type { PickedFile } from '../../../lib/uploads/pickedFile.ts';
import { useFileUpload } from '../../../lib/uploads/useFileUpload.ts';
import { useSingleSubmit } from '../../../lib/useSingleSubmit.ts';
import { chamadosKeys } from '../chamadosKeys.ts';
import { abrirChamado, urlAberturaChamado } from './aberturaChamadoApi.ts';

/** Who files the ticket, as the session knows them. */
export interface Remetente {
  email: string;
  origem: 'microsoft' | 'senha';
}

export interface DependenciasAbertura {
  api: ApiClient;
  /** The support host (`config.suporteUrl`; '' is this portal's API). */
  suporteUrl: string;
  /** The work-account token for the ticket call (`TokenAzure.obter`). */
  obterTokenAzure: () => Promise<string>;
  /** Forgets it when the API refused it (`TokenAzure.limpar`). */
  esquecerTokenAzure?: () => void;
}

export interface EnvioAbertura {
  dados: DadosChamado;
  contexto: ContextoAnexo | null;
  arquivos: readonly PickedFile[];
  remetente: Remetente | null;
}

/**
 * The ticket submission as a mutation, with upload progress by picked-file id. Uploads and the
 * Idempotency-Key survive a failed attempt (a retry reuses them) and are dropped once a ticket is filed.
 */
export function useAberturaChamado({ api, suporteUrl, obterTokenAzure, esquecerTokenAzure }: DependenciasAbertura) {
  const queryClient = useQueryClient();
  const chaves = useRef(newIdempotencyKeys());
  // One uploader per policy: campaign and service attachments go up under the restricted one.
  const geral = useFileUpload(api, 'anexo-chamado');
  const restrito = useFileUpload(api, 'anexo-chamado-restrito');

  const mutation = useMutation({
    mutationFn: ({ dados, contexto, arquivos, remetente }: EnvioAbertura) =>
      abrirChamado(
        api,
        chaves.current,
        {
          url: urlAberturaChamado(suporteUrl),
          dados,
          anexos: contexto ? arquivos : [],
          email: remetente?.email,
          obterTokenAzure: remetente?.origem === 'microsoft' ? obterTokenAzure : null,
          esquecerTokenAzure,
        },
        contexto && contextosAnexo[contexto].politica === 'anexo-chamado-restrito' ? restrito.enviar : geral.enviar,
      ),
    onSuccess: () => {
      chaves.current = newIdempotencyKeys();
      geral.esquecer();
      restrito.esquecer();
      // The new ticket belongs in every ticket list at once, not after they go stale.
      void queryClient.invalidateQueries({ queryKey: chamadosKeys.todos });
    },
  });

  const enviar = useSingleSubmit(mutation.mutateAsync);

  return {
    /** Files the ticket; null when a submission is already in flight (a double submit sends nothing). */
    enviar,
    enviando: mutation.isPending,
    progresso: { ...geral.progresso, ...restrito.progresso },
  };
}
