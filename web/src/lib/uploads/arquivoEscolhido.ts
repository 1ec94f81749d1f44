import { type PoliticaUpload, verificarSelecao } from '@portal/shared/domain/uploads';
import * as z from 'zod';

/**
 * A file picked in a form. The id is the pick's own (the same file picked twice is two entries): upload
 * progress and finished uploads are tracked by it.
 */
export interface ArquivoEscolhido {
  id: string;
  file: File;
}

export const escolherArquivo = (file: File): ArquivoEscolhido => ({ id: crypto.randomUUID(), file });

export const ehArquivoEscolhido = (value: unknown): value is ArquivoEscolhido =>
  typeof value === 'object' && value !== null && 'file' in value && value.file instanceof File;

export const arquivoEscolhidoSchema = z.custom<ArquivoEscolhido>(ehArquivoEscolhido);

/**
 * A form value of picked files for a purpose: at most the policy's count, with its message. The picker
 * never goes past it; the schema states the rule on its own for values set any other way.
 */
export const arquivosEscolhidosSchema = (politica: PoliticaUpload) =>
  z.array(arquivoEscolhidoSchema).superRefine((arquivos, context) => {
    const problema = verificarSelecao(politica, arquivos.length);
    if (problema) context.addIssue({ code: 'custom', message: problema });
  });
