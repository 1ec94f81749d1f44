import { type PoliticaUpload, verificarSelecao } from '@portal/shared/domain/uploads';
import * as z from 'zod/mini';

/**
 * A file picked in a form. The id is the pick's own (the same file picked twice is two entries): upload
 * progress and finished uploads are tracked by it.
 */
export interface PickedFile {
  id: string;
  file: File;
}

export const pickFile = (file: File): PickedFile => ({ id: crypto.randomUUID(), file });

export const isPickedFile = (value: unknown): value is PickedFile =>
  typeof value === 'object' && value !== null && 'file' in value && value.file instanceof File;

export const pickedFileSchema = z.custom<PickedFile>(isPickedFile);

/**
 * A form value of picked files for a purpose: at most the policy's count, with its message. The picker
 * never goes past it; the schema states the rule on its own for values set any other way.
 */
export const pickedFilesSchema = (politica: PoliticaUpload) =>
  z.array(pickedFileSchema).check(
    z.superRefine((arquivos, context) => {
      const problema = verificarSelecao(politica, arquivos.length);
      if (problema) context.addIssue({ code: 'custom', message: problema });
    }),
  );
