import type { PoliticaUpload } from '@portal/shared/domain/uploads';
import { useCallback, useRef, useState } from 'react';
import type { ApiClient } from '../apiClient.ts';
import type { PickedFile } from './pickedFile.ts';
import { type CompletedUploads, uploadFiles } from './uploadFiles.ts';

/**
 * A form's uploads for one purpose: `enviar` uploads what is not uploaded yet and resolves with the
 * upload ids; `progresso` (percent by picked-file id) feeds FilePickerField; finished uploads survive a
 * failed attempt until `esquecer` (call it once the form's submission succeeded).
 */
export function useFileUpload(api: ApiClient, finalidade: PoliticaUpload) {
  const concluidos = useRef<CompletedUploads>(new Map());
  const [progresso, setProgresso] = useState<Record<string, number>>({});

  const enviar = useCallback(
    (arquivos: readonly PickedFile[]) =>
      uploadFiles(api, {
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
