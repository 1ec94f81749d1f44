import type { PoliticaUpload } from '@portal/shared';
import type { BlobStore } from '../../data/blobStore.ts';
import type { ChamadoDoc } from '../../data/chamados/chamadosRepository.ts';
import type { ArquivoRecebido, UploadService } from '../uploads/uploadService.ts';

export type AnexoGuardado = ChamadoDoc['anexos'][number];

/** A ticket's files in the `chamados` container: the form's and the replies'. */
export function createAnexosChamado(blobs: BlobStore, uploads: UploadService) {
  const remover = (anexos: readonly AnexoGuardado[]) =>
    Promise.allSettled(anexos.map(({ blob }) => blobs.remove('chamados', blob)));

  return {
    remover,

    /**
     * Copies files into the ticket's folder one at a time — the ones received in the request (already checked),
     * then the uploads, checked as they are claimed — naming each with `nomeBlob(ordem, extensão)`; on any refusal
     * removes what it copied.
     */
    async guardar(
      userId: string,
      politica: PoliticaUpload,
      { recebidos = [], uploadIds }: { recebidos?: readonly ArquivoRecebido[]; uploadIds: string[] },
      nomeBlob: (ordem: number, extensao: string) => string,
      extra: Pick<AnexoGuardado, 'mensagem_id'> = {},
    ): Promise<AnexoGuardado[]> {
      const guardados: AnexoGuardado[] = [];
      const guardar = async (arquivo: ArquivoRecebido) => {
        const blob = nomeBlob(guardados.length + 1, arquivo.extensao);
        await blobs.put('chamados', blob, arquivo.content, arquivo.contentType);
        guardados.push({
          blob,
          nome: arquivo.nome,
          contentType: arquivo.contentType,
          tamanho: arquivo.content.length,
          ...extra,
        });
      };
      try {
        for (const arquivo of recebidos) await guardar(arquivo);
        for await (const arquivo of uploads.claimEach(userId, politica, uploadIds)) await guardar(arquivo);
        return guardados;
      } catch (error) {
        await remover(guardados);
        throw error;
      }
    },
  };
}
export type AnexosChamado = ReturnType<typeof createAnexosChamado>;
