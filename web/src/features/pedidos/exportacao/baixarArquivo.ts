import { salvarArquivo } from '../../../lib/salvarArquivo.ts';

export { validadeUrlMs } from '../../../lib/salvarArquivo.ts';

const tipoXlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Saves the workbook's bytes as an .xlsx file. */
export function baixarArquivo(nome: string, bytes: Uint8Array<ArrayBuffer>): void {
  salvarArquivo(nome, new Blob([bytes], { type: tipoXlsx }));
}
