const tipoXlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * How long the object URL outlives the click. Some browsers read the Blob after click() returns, so it
 * is revoked later rather than at once (FileSaver.js waits 40 s for the same reason).
 */
export const validadeUrlMs = 40_000;

/** Saves bytes as a file: a Blob behind an object URL and a temporary <a download>. */
export function baixarArquivo(nome: string, bytes: Uint8Array<ArrayBuffer>): void {
  const url = URL.createObjectURL(new Blob([bytes], { type: tipoXlsx }));
  const link = document.createElement('a');
  link.href = url;
  link.download = nome;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), validadeUrlMs);
}
