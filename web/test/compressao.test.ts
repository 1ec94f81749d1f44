import { crc32, inflateRawSync } from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { criarCompressor, deflacionar } from '../src/features/pedidos/exportacao/compressao.ts';
import type { PedidoDeCompressao, RespostaDeCompressao } from '../src/features/pedidos/exportacao/compressaoWorker.ts';

/*
 * The parts of the export's workbook, deflated by the platform (CompressionStream) in a worker of their own. The
 * unit tests' DOM has no workers: the worker's side is a stand-in here (the browser journey,
 * e2e/exportacaoPedidos.spec.ts, runs the real one), answering as compressaoWorker.ts does or failing as a worker
 * whose script did not load.
 */

afterEach(() => {
  vi.unstubAllGlobals();
});

const parte = '<sheetData>Ação &amp; reação</sheetData>'.repeat(200);

describe('deflacionar', () => {
  it('gives the raw deflate stream of the text in UTF-8, with its CRC-32 and size', async () => {
    const { entrada, dados } = await deflacionar('xl/worksheets/sheet1.xml', parte);
    const utf8 = new TextEncoder().encode(parte);
    expect(entrada).toEqual({
      filename: 'xl/worksheets/sheet1.xml',
      compression: 8,
      crc: crc32(utf8),
      size: utf8.length,
    });
    expect(new Uint8Array(inflateRawSync(dados))).toEqual(utf8);
  });

  it('refuses a gzip header with optional fields instead of misreading the stream', async () => {
    // A compressor that writes a file name (FLG 8): its body no longer starts at byte 10.
    const comNome = new Uint8Array([0x1f, 0x8b, 8, 8, 0, 0, 0, 0, 0, 3, 0x61, 0, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    vi.stubGlobal(
      'CompressionStream',
      class {
        readonly readable = new Blob([comNome]).stream();
        readonly writable = new WritableStream();
      },
    );
    await expect(deflacionar('a.xml', parte)).rejects.toThrow(/unexpected gzip header/);
  });
});

type Comportamento = 'responde ao contrario' | 'nao carrega' | 'recusa';

/** A worker stand-in: answers a batch of requests in reverse order, refuses them, or never loads. */
function trabalhadorFalso(comportamento: Comportamento) {
  const criados: TrabalhadorFalso[] = [];
  class TrabalhadorFalso {
    onmessage: ((evento: MessageEvent<RespostaDeCompressao>) => void) | null = null;
    onerror: ((evento: ErrorEvent) => void) | null = null;
    onmessageerror: (() => void) | null = null;
    terminado = false;
    readonly recebidos: PedidoDeCompressao[] = [];
    constructor() {
      criados.push(this);
      if (comportamento === 'nao carrega') {
        setTimeout(() => this.onerror?.(new ErrorEvent('error', { message: 'script failed to load' })));
      }
    }
    postMessage(pedido: PedidoDeCompressao) {
      this.recebidos.push(pedido);
    }
    terminate() {
      this.terminado = true;
    }
    /** Answers every request received so far, the last first. */
    async responder() {
      for (const { id, caminho, parte: texto } of [...this.recebidos].reverse()) {
        const resposta: RespostaDeCompressao =
          comportamento === 'recusa'
            ? { id, ok: false, mensagem: 'CompressionStream wrote an unexpected gzip header' }
            : { id, ok: true, ...(await deflacionar(caminho, texto)) };
        this.onmessage?.(new MessageEvent('message', { data: resposta }));
      }
    }
  }
  vi.stubGlobal('Worker', TrabalhadorFalso);
  return criados;
}

const texto = (dados: Uint8Array) => new TextDecoder().decode(inflateRawSync(dados));

describe('criarCompressor', () => {
  it('matches each answer to its part, whatever the order the worker answers in, and ends the worker', async () => {
    const criados = trabalhadorFalso('responde ao contrario');
    const compressor = criarCompressor();
    const pedidas = [compressor.comprimir('xl/worksheets/sheet1.xml', parte), compressor.comprimir('b.xml', 'outra')];
    const [trabalhador] = criados;
    expect(trabalhador?.recebidos.map((pedido) => pedido.caminho)).toEqual(['xl/worksheets/sheet1.xml', 'b.xml']);
    await trabalhador?.responder();
    const [primeira, segunda] = await Promise.all(pedidas);
    expect(primeira?.entrada.filename).toBe('xl/worksheets/sheet1.xml');
    expect(texto(primeira?.dados ?? new Uint8Array())).toBe(parte);
    expect(segunda?.entrada.filename).toBe('b.xml');
    expect(texto(segunda?.dados ?? new Uint8Array())).toBe('outra');
    compressor.encerrar();
    expect(trabalhador?.terminado).toBe(true);
  });

  it("deflates the parts itself when the worker's script does not load, those asked before and after", async () => {
    const criados = trabalhadorFalso('nao carrega');
    const compressor = criarCompressor();
    const antes = compressor.comprimir('a.xml', parte);
    await vi.waitFor(() => expect(criados[0]?.terminado).toBe(true));
    const depois = compressor.comprimir('b.xml', 'outra');
    expect(criados[0]?.recebidos.map((pedido) => pedido.caminho)).toEqual(['a.xml']);
    expect(texto((await antes).dados)).toBe(parte);
    expect(texto((await depois).dados)).toBe('outra');
  });

  it('fails a part the worker could not deflate, with its message', async () => {
    const criados = trabalhadorFalso('recusa');
    const recusada = criarCompressor().comprimir('a.xml', parte);
    await criados[0]?.responder();
    await expect(recusada).rejects.toThrow('CompressionStream wrote an unexpected gzip header');
  });
});
