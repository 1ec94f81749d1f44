import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { ndjsonResponse } from '../../src/app/http.ts';

describe('ndjsonResponse: JSON lines streamed a batch at a time', () => {
  it('writes one line per item, in order, skipping empty batches', async () => {
    async function* lotes() {
      yield [{ id: 1 }, { id: 2 }];
      yield [];
      yield [{ fim: true, quantidade: 2 }];
    }
    const resposta = ndjsonResponse(lotes());
    expect(resposta.headers).toMatchObject({ 'Content-Type': 'application/x-ndjson; charset=utf-8' });
    expect(resposta.body).toBeInstanceOf(Readable);
    expect(await text(resposta.body as Readable)).toBe('{"id":1}\n{"id":2}\n{"fim":true,"quantidade":2}\n');
  });

  it('a batch that fails destroys the stream after the lines already sent: the client sees it cut short', async () => {
    async function* lotes() {
      yield [{ id: 1 }];
      throw new Error('database gone mid-export');
    }
    const corpo = ndjsonResponse(lotes()).body as Readable;
    const recebido: string[] = [];
    await expect(
      (async () => {
        for await (const pedaco of corpo) recebido.push(String(pedaco));
      })(),
    ).rejects.toThrow('database gone mid-export');
    expect(recebido.join('')).toBe('{"id":1}\n');
    expect(corpo.destroyed).toBe(true);
  });
});
