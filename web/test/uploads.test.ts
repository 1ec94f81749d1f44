import { textosSeletor } from '@portal/shared/domain/uploads';
import { mensagens } from '@portal/shared/mensagens/geral';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient } from '../src/lib/apiClient.ts';
import { type PickedFile, pickFile } from '../src/lib/uploads/pickedFile.ts';
import { type UploadBytes, uploadBytes } from '../src/lib/uploads/uploadBytes.ts';
import { type CompletedUploads, uploadFiles } from '../src/lib/uploads/uploadFiles.ts';
import { ArmazenamentoFalso } from './armazenamentoFalso.ts';

/*
 * The API and Blob Storage are not reachable from happy-dom, so both ends are stand-ins here: the API
 * client's injectable fetch answers POST /api/uploads, and a fake EnvioBytes plays the storage PUT. What is
 * tested is the helper's own logic — request body, URL reuse, progress mapping, error mapping. The real
 * path (API + Azurite through the browser's XHR) is proven by e2e/finalizarPedido.spec.ts.
 */

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const minutos = (n: number) => new Date(Date.now() + n * 60_000).toISOString();
const json = (body: unknown, status: number) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A stand-in for POST /api/uploads: records the bodies, hands out numbered uploads valid for `validade` minutes. */
function apiDeUploads(validade = 15) {
  const pedidos: unknown[] = [];
  const fetch = vi.fn<typeof globalThis.fetch>(async (_input, init) => {
    pedidos.push(JSON.parse(String(init?.body)));
    const n = pedidos.length;
    return json(
      {
        uploadId: `00000000-0000-4000-8000-00000000000${n}`,
        url: `https://conta.blob.core.windows.net/uploads/u/${n}?sig=x`,
        expiresAt: minutos(validade),
      },
      201,
    );
  });
  return { api: createApiClient({ getToken: () => 'token', onUnauthorized: vi.fn(), fetch }), fetch, pedidos };
}

/** A stand-in for the storage PUT: reports the given fractions, then answers `status`. */
function armazenamento(fracoes: number[] = [], status = 201) {
  return vi.fn<UploadBytes>(async (_url, _file, aoProgredir) => {
    for (const fracao of fracoes) aoProgredir(fracao);
    return { status, detalhe: status === 201 ? '' : '<Error><Code>AuthenticationFailed</Code></Error>' };
  });
}

const arquivo = (nome: string, tipo = 'image/png') => pickFile(new File(['bytes'], nome, { type: tipo }));

function envio(arquivos: readonly PickedFile[], concluidos: CompletedUploads = new Map()) {
  const progresso: [string, number][] = [];
  return {
    progresso,
    concluidos,
    dados: {
      finalidade: 'logo-pedido' as const,
      arquivos,
      concluidos,
      aoProgredir: (id: string, percent: number) => progresso.push([id, percent]),
    },
  };
}

describe('uploadFiles', () => {
  it("asks for a URL with the purpose and the file's facts, PUTs each file there, and returns the ids in order", async () => {
    const { api, pedidos } = apiDeUploads();
    const put = armazenamento();
    const logo = arquivo('logo.png');
    const marca = arquivo('marca.jpg', 'image/jpeg');
    const { dados, concluidos } = envio([logo, marca]);

    const ids = await uploadFiles(api, dados, put);

    expect(pedidos).toEqual([
      { finalidade: 'logo-pedido', nome: 'logo.png', tamanho: 5, tipo: 'image/png' },
      { finalidade: 'logo-pedido', nome: 'marca.jpg', tamanho: 5, tipo: 'image/jpeg' },
    ]);
    expect(put.mock.calls.map(([url, file]) => [url, file])).toEqual([
      ['https://conta.blob.core.windows.net/uploads/u/1?sig=x', logo.file],
      ['https://conta.blob.core.windows.net/uploads/u/2?sig=x', marca.file],
    ]);
    expect(ids).toEqual(['00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000002']);
    expect([...concluidos.keys()]).toEqual([logo.id, marca.id]);
  });

  it('reports whole percents per file, never going back, and 100 only once storage accepted the file', async () => {
    const { api } = apiDeUploads();
    const logo = arquivo('logo.png');
    const { dados, progresso } = envio([logo]);
    await uploadFiles(api, dados, armazenamento([0.004, 0.256, 0.251, 0.5, 0.5, 1, 1]));
    expect(progresso).toEqual([
      [logo.id, 0],
      [logo.id, 25],
      [logo.id, 50],
      [logo.id, 99],
      [logo.id, 100],
    ]);
  });

  it('a retry reuses uploads still valid for at least a minute and sends only the others', async () => {
    const { api, fetch } = apiDeUploads();
    const put = armazenamento();
    const [logo, marca, nova] = [arquivo('logo.png'), arquivo('marca.png'), arquivo('nova.png')];
    const concluidos: CompletedUploads = new Map([
      [logo.id, { uploadId: 'a0000000-0000-4000-8000-000000000000', expiresAt: minutos(1.5) }],
      // Less than a minute left: the order might not claim it in time.
      [marca.id, { uploadId: 'b0000000-0000-4000-8000-000000000000', expiresAt: minutos(0.5) }],
    ]);
    const { dados, progresso } = envio([logo, marca, nova], concluidos);

    const ids = await uploadFiles(api, dados, put);

    expect(ids).toEqual([
      'a0000000-0000-4000-8000-000000000000',
      '00000000-0000-4000-8000-000000000001',
      '00000000-0000-4000-8000-000000000002',
    ]);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(put.mock.calls.map(([, file]) => file.name)).toEqual(['marca.png', 'nova.png']);
    expect(progresso.filter(([id]) => id === logo.id)).toEqual([[logo.id, 100]]);
    expect(concluidos.get(marca.id)?.uploadId).toBe('00000000-0000-4000-8000-000000000001');

    // Everything uploaded: the next attempt sends nothing at all.
    expect(await uploadFiles(api, envio([logo, marca, nova], concluidos).dados, put)).toEqual(ids);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(put).toHaveBeenCalledTimes(2);
  });

  describe('failures become ApiError with a pt-BR message', () => {
    it('the API unreachable: status 0 and the connection message; nothing is PUT', async () => {
      // Fault injection: a dropped connection, which happy-dom cannot get from a real server here.
      const fetch = vi.fn<typeof globalThis.fetch>(async () => {
        throw new TypeError('Failed to fetch');
      });
      const api = createApiClient({ getToken: () => 'token', onUnauthorized: vi.fn(), fetch });
      const put = armazenamento();
      const falha = uploadFiles(api, envio([arquivo('logo.png')]).dados, put);
      await expect(falha).rejects.toEqual(new ApiError(mensagens.erroConexao, 0));
      expect(put).not.toHaveBeenCalled();
    });

    it("the API refusing: its status and its message, or the caller's when it gives none", async () => {
      const cases: [Response, ApiError][] = [
        [
          json({ message: 'A imagem logo.png é muito grande. Tamanho máximo permitido: 10MB' }, 400),
          new ApiError('A imagem logo.png é muito grande. Tamanho máximo permitido: 10MB', 400),
        ],
        // A gateway's HTML page: no message of the API's.
        [
          new Response('<html>Bad gateway</html>', { status: 502 }),
          new ApiError(textosSeletor('logo-pedido').erroEnvio('logo.png'), 502),
        ],
      ];
      for (const [resposta, erro] of cases) {
        const api = createApiClient({ getToken: () => 'token', onUnauthorized: vi.fn(), fetch: async () => resposta });
        await expect(uploadFiles(api, envio([arquivo('logo.png')]).dados, armazenamento())).rejects.toEqual(erro);
      }
    });

    it("storage unreachable or refusing: status 0 and the connection message, or the refusal's status and the caller's message; nothing is kept", async () => {
      const erroLog = vi.spyOn(console, 'error').mockImplementation(() => {});
      const { api } = apiDeUploads();
      const logo = arquivo('logo.png');
      const { dados, concluidos } = envio([logo]);
      await expect(uploadFiles(api, dados, armazenamento([0.5], 0))).rejects.toEqual(
        new ApiError(mensagens.erroConexao, 0),
      );
      await expect(uploadFiles(api, dados, armazenamento([], 403))).rejects.toEqual(
        new ApiError('Não foi possível enviar a imagem logo.png.', 403),
      );
      expect(erroLog).toHaveBeenCalledWith(
        expect.stringContaining('(403)'),
        expect.stringContaining('AuthenticationFailed'),
      );
      expect(concluidos.size).toBe(0);
    });
  });
});

describe('uploadBytes (the network edge)', () => {
  it('PUTs the file as a block blob with its type, forwards progress and resolves with the status', async () => {
    ArmazenamentoFalso.reiniciar();
    ArmazenamentoFalso.segurar = true;
    vi.stubGlobal('XMLHttpRequest', ArmazenamentoFalso);
    const file = new File(['bytes'], 'logo.png', { type: 'image/png' });
    const fracoes: number[] = [];
    const resposta = uploadBytes('https://conta/uploads/1?sig=x', file, (fracao) => fracoes.push(fracao));
    const xhr = ArmazenamentoFalso.ultimo();
    expect([xhr.metodo, xhr.url, xhr.corpo]).toEqual(['PUT', 'https://conta/uploads/1?sig=x', file]);
    expect(xhr.cabecalhos).toEqual({ 'x-ms-blob-type': 'BlockBlob', 'Content-Type': 'image/png' });
    xhr.upload.onprogress?.({ lengthComputable: false, loaded: 3, total: 0 });
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 3, total: 12 });
    xhr.status = 201;
    xhr.onload?.();
    expect(await resposta).toEqual({ status: 201, detalhe: '' });
    expect(fracoes).toEqual([0.25]);
  });

  it('a file without a type goes as binary; a network error, timeout or abort resolves as status 0', async () => {
    ArmazenamentoFalso.reiniciar();
    ArmazenamentoFalso.segurar = true;
    vi.stubGlobal('XMLHttpRequest', ArmazenamentoFalso);
    for (const falha of ['onerror', 'ontimeout', 'onabort'] as const) {
      const resposta = uploadBytes('https://conta/uploads/1?sig=x', new File(['x'], 'nota'), () => {});
      const xhr = ArmazenamentoFalso.ultimo();
      expect(xhr.cabecalhos['Content-Type']).toBe('application/octet-stream');
      xhr[falha]?.();
      expect(await resposta).toEqual({ status: 0, detalhe: '' });
    }
  });
});
