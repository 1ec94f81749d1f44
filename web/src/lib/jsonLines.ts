/**
 * The values of a JSON-lines body (application/x-ndjson), one per line, as the bytes arrive: a long answer is read
 * while it downloads and never held as one string. A last line without its line break is still read.
 */
export async function* jsonLines(corpo: ReadableStream<Uint8Array>): AsyncGenerator<unknown> {
  let resto = '';
  // The DOM types give TextDecoderStream a wider input than a fetch body's bytes; it takes them.
  const decodificador = new TextDecoderStream() as ReadableWritablePair<string, Uint8Array>;
  const leitor = corpo.pipeThrough(decodificador).getReader();
  try {
    for (;;) {
      const { done, value } = await leitor.read();
      if (done) break;
      const linhas = (resto + value).split('\n');
      resto = linhas.pop() ?? '';
      for (const linha of linhas) if (linha.trim() !== '') yield JSON.parse(linha);
    }
    if (resto.trim() !== '') yield JSON.parse(resto);
  } finally {
    // Also when the caller stops early: the rest of the download is not wanted.
    await leitor.cancel().catch(() => undefined);
  }
}
