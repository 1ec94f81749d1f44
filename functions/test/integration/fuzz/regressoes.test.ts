import { mensagens, mensagensProdutoAdmin } from '@portal/shared';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { prepareLocalResources } from '../../../src/app/localSetup.ts';
import { manualClock, startInProcessApi } from '../inProcessApi.ts';
import { call, signedIn } from '../usuariosDeTeste.ts';
import { montarMultipart } from './formulario.ts';
import { sendRaw } from './rawHttp.ts';

/**
 * What the fuzzing found, kept as plain cases (each with the input fast-check reported). On a database of
 * its own, unseeded: the product case creates a product no other file should list.
 */
let api: Awaited<ReturnType<typeof startInProcessApi>>;
let usuario: Awaited<ReturnType<typeof signedIn>>;

beforeAll(async () => {
  api = await startInProcessApi(
    { ...inject('settings'), COSMOS_DATABASE: `regressoes-${Date.now().toString(36)}` },
    manualClock(),
  );
  await prepareLocalResources(api.deps.platform);
  usuario = await signedIn(api);
}, 60_000);
afterAll(async () => {
  await api?.deps.cosmos.database.delete();
  await api?.close();
});

const enviar = (method: string, path: string, headers: Record<string, string> = {}, body?: Buffer | string) =>
  sendRaw(new URL(api.url).origin, { method, path, headers: { ...usuario.headers, ...headers }, body });

describe('a multipart body that ends inside a file part', () => {
  // Found with seed 20261012 ('a file part cut in the middle', 'no closing boundary'): busboy destroyed the
  // file's stream with 'Unexpected end of form' and nobody listened, so the error escaped as an uncaught
  // exception — in Azure, the worker process would go down with every request it was serving.
  it.each([
    ['/api/support/contact', 'anexo'],
    ['/api/pedidos', 'logo_extra_imagens'],
  ])('POST %s is a 400 with the pt-BR message, and nothing escapes the request', async (path, campo) => {
    const escapados: unknown[] = [];
    const ouvir = (erro: unknown) => escapados.push(erro);
    process.on('uncaughtException', ouvir);
    try {
      const { contentType, body } = montarMultipart(
        [
          { nome: 'assunto', valor: 'Reembolso' },
          { nome: campo, valor: Buffer.alloc(50_000, 1), arquivo: 'nota.pdf', tipo: 'application/pdf' },
        ],
        '----formdata-fuzz-fixo',
        { semFechamento: true },
      );
      const resposta = await enviar(
        'POST',
        path,
        { 'content-type': contentType, 'x-user-email': usuario.user.email },
        body,
      );
      expect(resposta.status).toBe(400);
      expect(JSON.parse(resposta.text)).toEqual({ message: mensagens.requisicaoInvalida });
      // What the aborted stream would throw surfaces within a turn of the event loop.
      await new Promise((resolve) => setImmediate(resolve));
      expect(escapados).toEqual([]);
    } finally {
      process.off('uncaughtException', ouvir);
    }
  });
});

describe("zod's default messages", () => {
  // Found with seed 20261012: the pt-BR locale names what arrived in JavaScript's words, so a franchisee
  // read 'Entrada inválida: esperava um número, recebeu um valor "NaN"' (a path segment that is not a
  // number) or '… recebeu um valor "undefined"' (a missing field).
  it.each([
    ['/api/pedidos/2a/logo/%0E%0D%0E', 'O campo id deve ser um número.'],
    ['/api/pedidos/1/logo/abc', 'O campo indice deve ser um número.'],
    ['/api/support/chamados/1958/anexos/__proto__', 'O campo indice deve ser um número.'],
  ])('GET %s names the field, not "NaN"', async (path, message) => {
    const resposta = await enviar('GET', path);
    expect(resposta.status).toBe(400);
    expect(JSON.parse(resposta.text)).toEqual({ message });
  });

  it('POST /api/pedidos without dados_pessoais names the field, not "undefined"', async () => {
    const resposta = await enviar('POST', '/api/pedidos', { 'content-type': 'application/json' }, '{"ids":[1]}');
    expect(resposta.status).toBe(400);
    expect(JSON.parse(resposta.text)).toEqual({ message: 'O campo dados_pessoais é obrigatório.' });
  });
});

describe("a product image with an image's first bytes that is not an image", () => {
  // Found with FUZZ_SEED=777 FUZZ_RUNS=60: the file passed the first-bytes check, the original was stored
  // over the product's current one, and only then did the thumbnail fail (libvips: 'Input buffer has corrupt
  // header') — a 500, with the product now pointing at a broken original.
  const png = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
  const produto = { nome: 'Boné de regressão', descricao: 'Para a imagem quebrada.', preco: 10, ativo: false };

  it('is a 400 with the pt-BR message, on creation and on edit, and the stored images stay as they were', async () => {
    const admin = await signedIn(api, 'admin');
    const criado = await call(`${api.url}/admin/produtos`, 'POST', admin.headers, { ...produto, imagem_base64: png });
    expect(criado.status).toBe(201);
    const id = String((criado.body as { produto: { id: string } }).produto.id);
    const antes = await api.deps.blobs.get('produtos', `${id}/original`);

    for (const imagem of [
      'data:image/png;base64,/9j/+HHoBDNfBv6T',
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]).toString('base64'),
    ]) {
      expect(
        await call(`${api.url}/admin/produtos/${id}`, 'PUT', admin.headers, { ...produto, imagem_base64: imagem }),
      ).toEqual({ status: 400, body: { message: mensagensProdutoAdmin.imagemInvalidaBase64 } });
      expect((await api.deps.blobs.get('produtos', `${id}/original`))?.etag).toBe(antes?.etag);
      expect(
        await call(`${api.url}/admin/produtos`, 'POST', admin.headers, { ...produto, imagem_base64: imagem }),
      ).toEqual({ status: 400, body: { message: mensagensProdutoAdmin.imagemInvalidaBase64 } });
    }
    expect((await api.deps.produtos.listAll()).map(({ doc }) => doc.id)).toEqual([id]);
  });
});

describe('a product id Cosmos DB cannot hold', () => {
  // Found with FUZZ_SEED=4242 FUZZ_RUNS=80: POST /api/carrinho with produto_id '!c{"$ne":null}6F\0UygHS'
  // (a backslash) was a 500 — the Cosmos SDK refuses '/', '\' and '#' in an id before asking the database.
  it.each(['!c{"$ne":null}6F\\0UygHS', '../../produtos', 'a#b', 'a?b', '%2F'])(
    'POST /api/carrinho with produto_id %j is "Produto não encontrado." and the cart stays empty',
    async (produtoId) => {
      const resposta = await enviar(
        'POST',
        '/api/carrinho',
        { 'content-type': 'application/json' },
        JSON.stringify({ produto_id: produtoId, quantidade: 1 }),
      );
      expect({ status: resposta.status, body: JSON.parse(resposta.text) }).toEqual({
        status: 404,
        body: { message: mensagens.produtoNaoEncontrado },
      });
      expect(await api.deps.carrinho.stored(usuario.user.id)).toBeNull();
    },
  );
});

describe('a ticket refused for its attachment', () => {
  // Found with FUZZ_SEED=99 FUZZ_RUNS=80: a ticket whose file was refused (400, 'não é um tipo permitido')
  // had already taken a ticket number — the counter moved, so protocols skipped a number for every refusal.
  // An upload id naming no upload did the same.
  const campanha = [
    { nome: 'assunto', valor: 'Campanha de Natal' },
    { nome: 'categoria', valor: 'Solicitações de Marketing' },
    { nome: 'tipoSolicitacao', valor: 'Campanha' },
    { nome: 'descricao', valor: 'Ofertas de dezembro.' },
  ];
  it.each([
    ['a program named .PNG', { nome: 'anexo', valor: Buffer.from([0x4d, 0x5a, 0x90, 0x00]), arquivo: 'ARTE.PNG' }],
    ['an upload id of no upload', { nome: 'anexo_upload_id', valor: '7f1c2a9e-3b4d-4e5f-8a6b-1c2d3e4f5a6b' }],
  ])('(%s) leaves the ticket numbering as it was', async (_caso, anexo) => {
    const contador = () => api.deps.cosmos.containers.chamados.item('sequencia-chamados', '__sistema__').read();
    const antes = await contador();
    const { contentType, body } = montarMultipart([...campanha, anexo], '----formdata-fuzz-fixo');
    const resposta = await enviar(
      'POST',
      '/api/support/contact',
      { 'content-type': contentType, 'x-user-email': usuario.user.email },
      body,
    );
    expect(resposta.status).toBe(400);
    expect((await contador()).etag).toBe(antes.etag);
  });
});
