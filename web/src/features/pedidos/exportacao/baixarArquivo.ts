import { saveFile } from '../../../lib/saveFile.ts';

export { urlLifetimeMs } from '../../../lib/saveFile.ts';

const tipoXlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Saves the workbook's bytes as an .xlsx file. */
export function baixarArquivo(nome: string, bytes: Uint8Array<ArrayBuffer>): void {
  saveFile(nome, new Blob([bytes], { type: tipoXlsx }));
}
