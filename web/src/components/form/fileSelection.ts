import {
  type PoliticaUpload,
  politicasUpload,
  verificarArquivoSelecionado,
  verificarSelecao,
} from '@portal/shared/domain/uploads';
import { type PickedFile, pickFile } from '../../lib/uploads/pickedFile.ts';

export interface FileSelection {
  arquivos: readonly PickedFile[];
  /** Why the pick was refused, one message per reason; empty when it was taken. */
  problemas: string[];
}

/**
 * A new pick against the files already chosen. Spec section 5: an invalid selection is cleared — when any
 * file of the pick is refused (size, then type) or the field would hold more files than the policy allows,
 * nothing of that pick is added and every reason is listed; the files chosen before stay. A single-file
 * policy replaces its file, as a native picker does.
 */
export function addToSelection(
  politica: PoliticaUpload,
  atuais: readonly PickedFile[],
  escolhidos: readonly File[],
): FileSelection {
  const mantidos = politicasUpload[politica].maximoArquivos === 1 ? [] : atuais;
  const problemas = escolhidos.flatMap((file) => verificarArquivoSelecionado(politica, file) ?? []);
  const excesso = verificarSelecao(politica, mantidos.length + escolhidos.length);
  if (excesso) problemas.push(excesso);
  if (problemas.length > 0) return { arquivos: atuais, problemas: [...new Set(problemas)] };
  return { arquivos: [...mantidos, ...escolhidos.map(pickFile)], problemas: [] };
}
