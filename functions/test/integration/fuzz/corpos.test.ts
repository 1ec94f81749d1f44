import fc from 'fast-check';
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import { alvosJson } from './alvos.ts';
import { alvosMultipart } from './alvosMultipart.ts';
import { corpoMultipart, montarMultipart, type Parte } from './formulario.ts';
import { criarMundo, type Mundo, quem } from './mundo.ts';
import { comoTexto, preencher, requisicoes } from './requisicoes.ts';
import { fcParams, testTimeout } from './settings.ts';

/**
 * Property-based fuzzing of every route that reads a body (issue 12): the JSON routes with bodies around
 * their shared schemas' valid-looking values, mixed with hostile ones (wrong types, hostile text, prototype
 * keys, broken or 10 000-deep JSON, other Content-Types), and the two multipart routes with their parts made
 * hostile and their bodies broken — sent anonymously, with forged tokens, as a franchisee and as an admin.
 * Each answer keeps the contract (contract.ts: no 5xx, no hang, `{ message }` in pt-BR) and a refusal
 * changes no data (snapshot.ts). Seeded and replayable: FUZZ_SEED, FUZZ_RUNS (settings.ts, README.md).
 */
let mundo: Mundo;

beforeAll(async () => {
  mundo = await criarMundo(inject('settings'));
}, 120_000);
afterAll(() => mundo?.close());

describe.each(alvosJson)('$metodo $rota (JSON)', (alvo) => {
  it(
    'answers every generated body without a 5xx or a hang, in pt-BR, and a refusal changes nothing',
    async () => {
      await fc.assert(
        fc.asyncProperty(requisicoes(mundo, alvo), async ({ raw }) => {
          await mundo.enviar(await preencher(mundo, raw), alvo.escopo);
        }),
        fcParams(),
      );
    },
    testTimeout(),
  );
});

/** Bodies too big to generate on every run: several megabytes, once per JSON route (kinds in turn), as an admin. */
const pesados: [string, (campos: string[]) => string][] = [
  [
    '6 MB of text in every field',
    (campos) => JSON.stringify(Object.fromEntries(campos.map((c) => [c, 'é'.repeat(3_000_000)]))),
  ],
  [
    'an array of 1 000 000 numbers in every field',
    (campos) => `{${campos.map((c) => `"${c}":[${'7,'.repeat(999_999)}7]`).join(',')}}`,
  ],
  ['200 000 keys', () => `{${Array.from({ length: 200_000 }, (_, indice) => `"k${indice}":"v"`).join(',')}}`],
];

describe('JSON bodies of several megabytes', () => {
  const casos = alvosJson.map((alvo, indice) => {
    const [nome, corpo] = pesados[indice % pesados.length] as (typeof pesados)[number];
    return [`${alvo.metodo} ${alvo.rota}: ${nome}`, alvo, corpo] as const;
  });
  it.each(casos)(
    '%s',
    async (_nome, alvo, corpo) => {
      const [caminho] = fc.sample(alvo.caminho(mundo), { seed: 1, numRuns: 1 });
      const [valido] = alvo.corpo ? fc.sample(alvo.corpo(mundo), { seed: 1, numRuns: 1 }) : [{}];
      const campos = Object.keys((valido as object | null) ?? {});
      await mundo.enviar(
        await preencher(mundo, {
          method: alvo.metodo,
          path: caminho ?? '/',
          headers: { ...mundo.admin.headers, 'content-type': 'application/json' },
          body: corpo(campos.length > 0 ? campos : ['a']),
        }),
        alvo.escopo,
      );
    },
    30_000,
  );
});

describe.each(alvosMultipart)('POST $rota (multipart)', (alvo) => {
  it(
    'answers every generated form without a 5xx or a hang, in pt-BR, and a refusal changes nothing',
    async () => {
      const pedido = fc
        .record({
          remetente: quem.chain((nome) => mundo.cabecalhos(nome)),
          extras: alvo.cabecalhos(mundo),
          corpo: corpoMultipart(alvo.partes(mundo)),
        })
        .map(({ remetente, extras, corpo }) =>
          comoTexto({
            raw: {
              method: 'POST',
              path: alvo.caminho,
              headers: { ...remetente, ...extras, 'content-type': corpo.contentType },
              body: corpo.body,
            },
          }),
        );
      await fc.assert(
        fc.asyncProperty(pedido, async ({ raw }) => {
          await mundo.enviar(raw, alvo.escopo);
        }),
        fcParams(2),
      );
    },
    testTimeout(2),
  );

  /** Forms too big or too odd to generate every run, sent once each as the franchisee. */
  const campo = (nome: string, valor: string): Parte => ({ nome, valor });
  const arquivo = (nome: string, bytes: Uint8Array, arquivoNome = 'logo.png'): Parte => ({
    nome,
    valor: bytes,
    arquivo: arquivoNome,
    tipo: 'image/png',
  });
  const campoArquivo = alvo.rota === 'pedidos-criar' ? 'logo_extra_imagens' : 'anexo';
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
    'base64',
  );
  const fixos: [string, () => Parte[], Parameters<typeof montarMultipart>[2]][] = [
    ['1000 parts', () => Array.from({ length: 1_000 }, (_, indice) => campo(`campo${indice}`, 'x')), {}],
    ['1000 file parts', () => Array.from({ length: 1_000 }, () => arquivo(campoArquivo, png)), {}],
    ['an enormous field (5 MB)', () => [campo('observacoes', 'é'.repeat(2_500_000)), campo('assunto', 'x')], {}],
    ['a 30 MB file', () => [arquivo(campoArquivo, Buffer.concat([png, Buffer.alloc(30 * 1024 * 1024)]))], {}],
    [
      'a file part cut in the middle',
      () => [campo('assunto', 'x'), arquivo(campoArquivo, Buffer.alloc(50_000, 1))],
      { cortarEm: 0.6 },
    ],
    ['a file part with no filename', () => [{ nome: campoArquivo, valor: png, tipo: 'application/octet-stream' }], {}],
    [
      'a part with no name',
      () => [
        { nome: '', valor: png, arquivo: 'logo.png' },
        { nome: 'x', valor: 'y', semDisposicao: true },
      ],
      {},
    ],
    ['a boundary the body does not use', () => [campo('assunto', 'x')], { boundaryDeclarado: 'outra-fronteira' }],
    ['no boundary at all', () => [campo('assunto', 'x')], { boundaryDeclarado: null }],
    ['no closing boundary', () => [campo('assunto', 'x'), arquivo(campoArquivo, png)], { semFechamento: true }],
    ['bare LF line endings', () => [campo('assunto', 'x'), arquivo(campoArquivo, png)], { soLf: true }],
  ];
  it.each(fixos)(
    '%s',
    async (_nome, partes, defeitos) => {
      const corpo = montarMultipart(partes(), '----formdata-fuzz-fixo', defeitos);
      await mundo.enviar(
        {
          method: 'POST',
          path: alvo.caminho,
          headers: { ...mundo.usuario.headers, 'x-user-email': mundo.usuario.email, 'content-type': corpo.contentType },
          body: corpo.body,
        },
        alvo.escopo,
      );
    },
    30_000,
  );
});
