import { describe, expect, it, vi } from 'vitest';
import { jsonLines } from '../src/lib/jsonLines.ts';

/**
 * A body that arrives in these byte chunks, then ends, or with `semFim` stays open as a slow download would;
 * `cancelado` tells whether the reader gave up on it.
 */
function corpo(pedacos: Uint8Array[], { semFim = false } = {}) {
  const estado = { cancelado: false };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      const proximo = pedacos.shift();
      if (proximo) controller.enqueue(proximo);
      else if (semFim) return new Promise<void>(() => undefined);
      else controller.close();
    },
    cancel() {
      estado.cancelado = true;
    },
  });
  return { stream, estado };
}

const bytes = (texto: string) => new TextEncoder().encode(texto);

describe('jsonLines: the values of a JSON-lines body as it arrives', () => {
  it('reads lines split across chunks, characters split across chunks, blank lines and a last line without a break', async () => {
    const texto = '{"nome":"João"}\n\n{"n":2}\n{"fim":true}';
    const inteiro = bytes(texto);
    // Cut inside 'ã' (two bytes in UTF-8) and inside the second line.
    const corte = texto.indexOf('ã') + 1;
    const { stream } = corpo([inteiro.slice(0, corte), inteiro.slice(corte, corte + 12), inteiro.slice(corte + 12)]);
    const lidas: unknown[] = [];
    for await (const linha of jsonLines(stream)) lidas.push(linha);
    expect(lidas).toEqual([{ nome: 'João' }, { n: 2 }, { fim: true }]);
  });

  it('a caller that stops early cancels the rest of the download', async () => {
    const { stream, estado } = corpo([bytes('{"n":1}\n{"n":2}\n'), bytes('{"n":3}\n')], { semFim: true });
    for await (const linha of jsonLines(stream)) {
      expect(linha).toEqual({ n: 1 });
      break;
    }
    // The cancel reaches the body through the decoder's pipe, a few microtasks later.
    await vi.waitFor(() => expect(estado.cancelado).toBe(true));
  });

  it('a line that is not JSON fails the reading', async () => {
    const { stream } = corpo([bytes('{"n":1}\n<html>\n')]);
    const lidas: unknown[] = [];
    await expect(
      (async () => {
        for await (const linha of jsonLines(stream)) lidas.push(linha);
      })(),
    ).rejects.toThrow(SyntaxError);
    expect(lidas).toEqual([{ n: 1 }]);
  });
});
