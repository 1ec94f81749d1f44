import { randomInt } from 'node:crypto';
import { listaProdutosResponseSchema, type Papel, type Produto } from '@portal/shared';
import fc from 'fast-check';
import { expect } from 'vitest';
import type { ContainerName } from '../../../src/data/cosmos.ts';
import { manualClock, startIsolatedApi } from '../inProcessApi.ts';
import { baseForm, logoPng, multipart } from '../requisicoesPedido.ts';
import { unidadeDeTeste } from '../unidadeDeTeste.ts';
import { authHeaders, call, createUsuarioDeTeste, tomarNaExecucao } from '../usuariosDeTeste.ts';
import { conferirResposta } from './contract.ts';
import { type RawAnswer, type RawRequest, sendRaw } from './rawHttp.ts';
import { criarFotografo } from './snapshot.ts';

/** Who sends a fuzzed request: nobody, a forged or broken token, a franchisee, or an admin. */
export type Quem = 'anonimo' | 'tokenHostil' | 'usuario' | 'admin';
export const quem: fc.Arbitrary<Quem> = fc.constantFrom(
  'anonimo',
  'tokenHostil',
  'usuario',
  'usuario',
  'admin',
  'admin',
);

const base64url = (valor: unknown) => Buffer.from(JSON.stringify(valor)).toString('base64url');

/**
 * Tokens that must never open a session: alg none, a made-up signature, the right shape with the wrong
 * key, garbage, and headers that are not a bearer token at all.
 */
function tokensHostis(idAdmin: string): fc.Arbitrary<Record<string, string>> {
  const cargaAdmin = { sub: idAdmin, ver: 0, role: 'master', iat: 1, exp: 4_102_444_800 };
  const forjados = [
    `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(cargaAdmin)}.`,
    `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(cargaAdmin)}.${'A'.repeat(43)}`,
    `${base64url({ alg: 'RS256', kid: '../../etc/passwd' })}.${base64url(cargaAdmin)}.c2ln`,
    'a.b.c',
    '....',
    'x'.repeat(20_000),
    "' OR 1=1 --",
  ];
  const valor = fc.oneof(
    fc.constantFrom(...forjados).map((token) => `Bearer ${token}`),
    fc.stringMatching(/^[\x21-\x7e]{0,300}$/).map((token) => `Bearer ${token}`),
    fc.constantFrom('Bearer', 'Bearer ', 'Basic YWRtaW46YWRtaW4=', 'bearer  a b', 'Token abc', ''),
  );
  return fc
    .tuple(fc.constantFrom('authorization', 'x-portal-authorization'), valor)
    .map(([nome, v]) => ({ [nome]: v }));
}

type InProcessApi = Awaited<ReturnType<typeof startIsolatedApi>>;

export interface Mundo {
  api: InProcessApi;
  /** The host's origin (`http://127.0.0.1:port`); paths carry their `/api`. */
  origem: string;
  usuario: { id: string; username: string; email: string; headers: Record<string, string> };
  admin: { id: string; username: string; email: string; headers: Record<string, string> };
  /** A plain user nobody signs in as: the target of role changes. */
  vitima: { id: string; username: string };
  /** A user whose e-mail is not verified (the verification routes' target). */
  naoVerificado: { id: string; username: string };
  produtos: Produto[];
  /** The franchisee's order (with an extra-logo image) and ticket (with an attachment). */
  pedidoId: number;
  chamadoId: number;
  /** A product made for the fuzzing to delete. */
  produtoDescartavel: string;
  /** A franchise unit (issue 36), linked to `vitima`: the unit routes' target. */
  unidadeId: string;
  /** The headers of a fuzzed request's sender. */
  cabecalhos(quem: Quem): fc.Arbitrary<Record<string, string>>;
  /**
   * Sends a request, checks the answer contract (contract.ts) and, when the answer is not a 2xx, that the
   * request changed no data (snapshot.ts): the documents of `escopo` (what the route could write; every
   * container but `codigos` by default) and every blob it wrote.
   */
  enviar(raw: RawRequest, escopo?: readonly ContainerName[]): Promise<RawAnswer>;
  close(): Promise<void>;
}

/** A fuzz file's world: an API on a database of its own, seeded, with signed-in users of each kind. */
export async function criarMundo(settings: Record<string, string>): Promise<Mundo> {
  const api = await startIsolatedApi(settings, manualClock());
  const origem = new URL(api.url).origin;
  const conta = async (role: Papel, verified = true) => {
    const doc = await createUsuarioDeTeste(api.deps, { role, verified });
    return { id: doc.id, username: doc.username, email: doc.email };
  };
  const [u, a, vitima, naoVerificado] = await Promise.all([
    conta('user'),
    conta('admin'),
    conta('user'),
    conta('user', false),
  ]);
  const usuario = { ...u, headers: await authHeaders(api.url, u.username) };
  const admin = { ...a, headers: await authHeaders(api.url, a.username) };
  await numerosProprios(api);
  const produtos = listaProdutosResponseSchema.parse(await (await fetch(`${api.url}/produtos`)).json()).produtos;
  const { pedidoId, chamadoId } = await pedidoEChamado(api, usuario, produtos);
  const produtoDescartavel = await criarProduto(api, admin.headers);
  const unidadeId = await criarUnidade(api, vitima.id);
  const fotografo = criarFotografo(api);
  const hostis = tokensHostis(admin.id);

  return {
    api,
    origem,
    usuario,
    admin,
    vitima,
    naoVerificado,
    produtos,
    pedidoId,
    chamadoId,
    produtoDescartavel,
    unidadeId,
    cabecalhos(quem) {
      if (quem === 'usuario') return fc.constant(usuario.headers);
      if (quem === 'admin') return fc.constant(admin.headers);
      if (quem === 'tokenHostil') return hostis;
      return fc.constant({});
    },
    async enviar(raw, escopo) {
      const { resultado, mudancas } = await fotografo.mudancas(() => sendRaw(origem, raw), escopo);
      conferirResposta(raw, resultado, api.logs);
      if (resultado.status >= 300) {
        expect(
          mudancas,
          `uma requisição recusada (${resultado.status} ${resultado.text.slice(0, 200)}) alterou dados: ${raw.method} ${raw.path.slice(0, 200)}`,
        ).toEqual([]);
      }
      return resultado;
    },
    close: () => api.close(),
  };
}

/** A unit, as an admin would create it, with `usuarioId` linked to it (issue 36). */
async function criarUnidade(api: InProcessApi, usuarioId: string) {
  const admin = await createUsuarioDeTeste(api.deps, { role: 'admin' });
  const unidade = await api.deps.unidadesAdmin.create(admin, unidadeDeTeste());
  await api.deps.unidadesAdmin.vincular(admin, usuarioId, unidade.id);
  return unidade.id;
}

/**
 * Order and ticket numbers far from every other database's: order logos are stored by number alone
 * (`pedidos/<número>/…` in the shared Azurite) and ticket e-mails to the shared support mailbox name the
 * protocol, so a fuzz world numbering from 1001 like the rest would collide with other test files. Each world
 * numbers from a block of a million of its own (a random start could fall within another world's numbers).
 */
async function numerosProprios(api: InProcessApi) {
  let bloco = randomInt(10, 90);
  while (!tomarNaExecucao(`numeros-${bloco}`)) bloco = randomInt(10, 90);
  const inicio = bloco * 1_000_000;
  for (const [container, id] of [
    ['pedidos', 'sequencia-pedidos'],
    ['chamados', 'sequencia-chamados'],
  ] as const) {
    await api.deps.cosmos.containers[container].items.create({
      id,
      tipo: 'contador',
      userId: '__sistema__',
      valor: inicio,
    });
  }
}

/** An order (with an extra-logo image) and a ticket (with a PDF) of the franchisee, placed through the API. */
async function pedidoEChamado(
  api: InProcessApi,
  usuario: { email: string; headers: Record<string, string> },
  produtos: Produto[],
) {
  const produto = produtos.find((candidato) => candidato.ativo && candidato.preco !== null);
  if (!produto) throw new Error('the seed has no product to buy');
  const item = { produto_id: produto.id, quantidade: 1, tamanho: produto.tamanhos[0] ?? null };
  expect((await call(`${api.url}/carrinho`, 'POST', usuario.headers, item)).status).toBe(201);
  const form = multipart({ ...baseForm(), logo_extra: { produtos: 'Camisetas', entende_alteracao_valor: true } }, [
    { name: 'logo.png', content: await logoPng() },
  ]);
  const pedido = await fetch(`${api.url}/pedidos`, { method: 'POST', headers: usuario.headers, body: form });
  expect(pedido.status).toBe(201);
  const { pedido: criado } = (await pedido.json()) as { pedido: { id: number } };

  const chamado = new FormData();
  for (const [nome, valor] of Object.entries({
    assunto: 'Reembolso',
    categoria: 'Lançamento de Notas e Despesas',
    contratante: 'Agro Franquia Ltda',
    formaPagamento: 'Boleto',
    dataPagamento: '2026-12-10',
    notaFiscal: 'Emitida',
    descricao: 'Despesas de novembro.',
  })) {
    chamado.append(nome, valor);
  }
  chamado.append('anexo', new Blob([new TextEncoder().encode('%PDF-1.7\n%%EOF\n')]), 'nota.pdf');
  const resposta = await fetch(`${api.url}/support/contact`, {
    method: 'POST',
    headers: { ...usuario.headers, 'X-User-Email': usuario.email },
    body: chamado,
  });
  expect(resposta.status).toBe(201);
  const { chamado: aberto } = (await resposta.json()) as { chamado: { id: number } };
  return { pedidoId: criado.id, chamadoId: aberto.id };
}

async function criarProduto(api: InProcessApi, headers: Record<string, string>): Promise<string> {
  const resposta = await call(`${api.url}/admin/produtos`, 'POST', headers, {
    nome: 'Produto descartável',
    descricao: 'Criado para ser excluído.',
    preco: 10,
  });
  expect(resposta.status).toBe(201);
  return String((resposta.body as { produto: { id: string } }).produto.id);
}

/** A fresh Idempotency-Key, or a broken one. */
export const chaveIdempotencia = fc.oneof(
  { weight: 4, arbitrary: fc.uuid() },
  { weight: 1, arbitrary: fc.constantFrom('curta', 'com espaço e acento é', "' OR 1=1 --", 'x'.repeat(101), '') },
);
