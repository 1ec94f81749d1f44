import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { manualClock, startInProcessApi } from './inProcessApi.ts';
import { logoPng, upload, uploadsAbertos } from './requisicoesPedido.ts';
import { call, signedIn } from './usuariosDeTeste.ts';

/** The one upload pipeline of every purpose: policy at request time, owner and purpose by path, content at claim. */
let api: Awaited<ReturnType<typeof startInProcessApi>>;
let png: Buffer;

beforeAll(async () => {
  api = await startInProcessApi(inject('settings'), manualClock());
  png = await logoPng();
});
afterAll(() => api.close());

const pdf = new TextEncoder().encode('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const docx = zipSync({
  '[Content_Types].xml': new TextEncoder().encode('<Types/>'),
  'word/document.xml': new TextEncoder().encode('<w:document/>'),
});

describe('uploads for every purpose', () => {
  it("checks the request against the purpose's policy, with its messages", async () => {
    const { headers } = await signedIn(api);
    expect(await upload(api, headers, 'anexo-chamado', 'programa.exe', pdf)).toEqual({
      status: 400,
      body: {
        message:
          'Arquivo "programa.exe" não é um tipo permitido. Tipos aceitos: Word, Excel, PPT, PDF, Imagem, Vídeo, Áudio',
      },
    });
    expect(await upload(api, headers, 'anexo-chamado-restrito', 'planilha.xlsx', pdf)).toMatchObject({ status: 400 });
    const big = await call(`${api.url}/uploads`, 'POST', headers, {
      finalidade: 'anexo-chamado',
      nome: 'video.mp4',
      tamanho: 12 * 1024 * 1024,
      tipo: 'video/mp4',
    });
    expect(big).toEqual({
      status: 400,
      body: { message: 'Arquivo "video.mp4" excede o tamanho máximo de 10MB. Tamanho atual: 12,00 MB' },
    });
    expect(await upload(api, headers, 'outra-coisa', 'a.pdf', pdf)).toEqual({
      status: 400,
      body: { message: 'Finalidade do envio inválida.' },
    });
    const semFinalidade = await call(`${api.url}/uploads`, 'POST', headers, { nome: 'a.pdf', tamanho: 10, tipo: '' });
    expect(semFinalidade).toEqual({ status: 400, body: { message: 'Finalidade do envio inválida.' } });
  });

  it('gives product-image URLs to product managers only', async () => {
    const franchisee = await signedIn(api);
    expect(await upload(api, franchisee.headers, 'imagem-produto', 'foto.png', png, { tipo: 'image/png' })).toEqual({
      status: 403,
      body: { message: 'Você não tem permissão para realizar esta ação.' },
    });
    const admin = await signedIn(api, 'admin');
    expect(await upload(api, admin.headers, 'imagem-produto', 'foto.png', png, { tipo: 'image/png' })).toMatchObject({
      status: 201,
    });
  });

  it('claims attachments by content: a PDF and a DOCX pass, a renamed file is refused and deleted', async () => {
    const { user, headers } = await signedIn(api);
    const ok = [
      await upload(api, headers, 'anexo-chamado', 'nota.pdf', pdf),
      await upload(api, headers, 'anexo-chamado', 'briefing.docx', docx),
    ];
    const ids = ok.map((answer) => ('uploadId' in answer ? String(answer.uploadId) : ''));
    const files = await api.deps.uploads.claim(user.id, 'anexo-chamado', ids);
    expect(files.map((file) => [file.nome, file.contentType])).toEqual([
      ['nota.pdf', 'application/pdf'],
      ['briefing.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ]);

    const disguised = await upload(
      api,
      headers,
      'anexo-chamado',
      'contrato.pdf',
      new TextEncoder().encode('<html>oi</html>'),
    );
    const disguisedId = 'uploadId' in disguised ? String(disguised.uploadId) : '';
    await expect(api.deps.uploads.claim(user.id, 'anexo-chamado', [disguisedId])).rejects.toMatchObject({
      kind: 'invalid',
      message:
        'Arquivo "contrato.pdf" não é um tipo permitido. Tipos aceitos: Word, Excel, PPT, PDF, Imagem, Vídeo, Áudio',
    });
    expect(await uploadsAbertos(api.deps.blobs, `${user.id}/anexo-chamado/${disguisedId}/`)).toEqual([]);
  });

  it("never hands out another user's upload, or an upload made for another purpose", async () => {
    const owner = await signedIn(api);
    const other = await signedIn(api);
    const answer = await upload(api, owner.headers, 'logo-pedido', 'marca.png', png, { tipo: 'image/png' });
    const uploadId = 'uploadId' in answer ? String(answer.uploadId) : '';
    const notFound = { kind: 'invalid', message: 'Imagem enviada não encontrada. Envie a imagem novamente.' };
    await expect(api.deps.uploads.claim(other.user.id, 'logo-pedido', [uploadId])).rejects.toMatchObject(notFound);
    // Claimed as a ticket attachment it is not found either, in the attachments' own words.
    await expect(api.deps.uploads.claim(owner.user.id, 'anexo-chamado', [uploadId])).rejects.toMatchObject({
      kind: 'invalid',
      message: 'Anexo enviado não encontrado. Envie o arquivo novamente.',
    });
    expect((await api.deps.uploads.claim(owner.user.id, 'logo-pedido', [uploadId])).map((file) => file.tipo)).toEqual([
      'png',
    ]);
  });
});
