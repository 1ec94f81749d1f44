/**
 * How long the object URL outlives the click. Some browsers read the Blob after click() returns, so it
 * is revoked later rather than at once (FileSaver.js waits 40 s for the same reason).
 */
export const urlLifetimeMs = 40_000;

/**
 * Saves a Blob as a file named `nome`: an object URL behind a temporary <a download>. Files the API
 * serves behind the portal token (a plain link cannot send it) are fetched first and saved this way.
 */
export function saveFile(nome: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = nome;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), urlLifetimeMs);
}
