import type { PoliticaUpload } from '@portal/shared/domain/uploads';
import { useCallback, useRef, useState } from 'react';
import type { ApiClient } from '../apiClient.ts';
import type { ArquivoEscolhido } from './arquivoEscolhido.ts';
import { enviarArquivos, type UploadsConcluidos } from './enviarArquivos.ts';

/**
 * A form's uploads for one purpose: `enviar` uploads what is not uploaded yet and resolves with the
 * upload ids; `progresso` (percent by picked-file id) feeds FilePickerField; finished uploads survive a
 * failed attempt until `esquecer` (call it once the form's submission succeeded).
 */
export function useEnvioArquivos(api: ApiClient, finalidade: PoliticaUpload) {
  const concluidos = useRef<UploadsConcluidos>(new Map());
  const [progresso, setProgresso] = useState<Record<string, number>>({});

  const enviar = useCallback(
    (arquivos: readonly ArquivoEscolhido[]) =>
      enviarArquivos(api, {
        finalidade,
        arquivos,
        concluidos: concluidos.current,
        aoProgredir: (id, percent) => setProgresso((atual) => ({ ...atual, [id]: percent })),
      }),
    [api, finalidade],
  );

  const esquecer = useCallback(() => {
    concluidos.current = new Map();
    setProgresso({});
  }, []);

  return { enviar, progresso, esquecer };
}
