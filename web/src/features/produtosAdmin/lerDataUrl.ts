/** A picked file as the data URL the product payload carries (`data:image/png;base64,…`). */
export function lerDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const leitor = new FileReader();
    leitor.onload = () =>
      typeof leitor.result === 'string' ? resolve(leitor.result) : reject(new TypeError('leitura sem texto'));
    leitor.onerror = () => reject(leitor.error ?? new Error('leitura falhou'));
    leitor.readAsDataURL(file);
  });
}
