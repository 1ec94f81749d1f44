import type { ZipInputFile } from 'fflate';
import type { PedidoDeCompressao, RespostaDeCompressao } from './compressaoWorker.ts';

/** A part of the file, deflated, and its entry in the zip. */
export interface ParteDeflacionada {
  entrada: ZipInputFile;
  dados: Uint8Array<ArrayBuffer>;
}

/**
 * A part of the file deflated by the platform (CompressionStream), as fast as fflate's deflate at its fastest level
 * for a file a quarter smaller. Gzip rather than raw deflate because its trailer carries the CRC-32 and the size the
 * zip's entry needs: its body is the raw deflate stream a zip stores (RFC 1952).
 */
export async function deflacionar(caminho: string, parte: string): Promise<ParteDeflacionada> {
  const fluxo = new Blob([parte]).stream().pipeThrough(new CompressionStream('gzip'));
  const gzip = new Uint8Array(await new Response(fluxo).arrayBuffer());
  // A 10-byte deflate header (CM 8) with no optional fields (FLG 0) is what compressors write; anything else is
  // refused, not misread.
  if (gzip[0] !== 0x1f || gzip[1] !== 0x8b || gzip[2] !== 8 || gzip[3] !== 0 || gzip.length < 18) {
    throw new Error('CompressionStream wrote an unexpected gzip header');
  }
  const trailer = new DataView(gzip.buffer, gzip.byteOffset + gzip.length - 8, 8);
  return {
    entrada: { filename: caminho, compression: 8, crc: trailer.getUint32(0, true), size: trailer.getUint32(4, true) },
    dados: gzip.subarray(10, gzip.length - 8),
  };
}

export interface Compressor {
  comprimir(caminho: string, parte: string): Promise<ParteDeflacionada>;
  encerrar(): void;
}

/**
 * Deflates the parts on a thread of its own (compressaoWorker.ts) when the scope can start one: the first sheet is
 * deflated while the library writes the next, instead of all of them after it (0.4 s for 5 000 orders). Without
 * workers (the unit tests' DOM), or once that worker has failed, the parts are deflated here: a lost worker never
 * leaves the export waiting.
 */
export function criarCompressor(): Compressor {
  if (typeof Worker === 'undefined') return { comprimir: deflacionar, encerrar: () => undefined };
  const worker = new Worker(new URL('./compressaoWorker.ts', import.meta.url), { type: 'module' });
  const pendentes = new Map<
    number,
    PedidoDeCompressao & { resolve(parte: ParteDeflacionada): void; reject(erro: Error): void }
  >();
  let perdido = false;
  /** The worker's script failed to load, threw outside its handler or sent what could not be read. */
  const perder = () => {
    perdido = true;
    worker.terminate();
    for (const { caminho, parte, resolve, reject } of pendentes.values())
      deflacionar(caminho, parte).then(resolve, reject);
    pendentes.clear();
  };
  worker.onerror = perder;
  worker.onmessageerror = perder;
  worker.onmessage = ({ data }: MessageEvent<RespostaDeCompressao>) => {
    const pendente = pendentes.get(data.id);
    pendentes.delete(data.id);
    if (data.ok) pendente?.resolve({ entrada: data.entrada, dados: data.dados });
    else pendente?.reject(new Error(data.mensagem));
  };
  let proximo = 0;
  return {
    comprimir(caminho, parte) {
      if (perdido) return deflacionar(caminho, parte);
      return new Promise((resolve, reject) => {
        const pedido = { id: proximo++, caminho, parte };
        pendentes.set(pedido.id, { ...pedido, resolve, reject });
        worker.postMessage(pedido satisfies PedidoDeCompressao);
      });
    },
    encerrar: () => worker.terminate(),
  };
}
