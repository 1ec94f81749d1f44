import { randomUUID } from 'node:crypto';
import {
  chamadoCriadoResponseSchema,
  listaProdutosResponseSchema,
  pedidoCriadoResponseSchema,
  produtoAdminRequestSchema,
} from '@portal/shared';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { routes } from '../../../src/app/routes.ts';
import { systemClock } from '../../../src/composition/platform.ts';
import { corpoChamado, notasEmitida, pdf } from '../chamadoDeTeste.ts';
import { startInProcessApi } from '../inProcessApi.ts';
import { baseForm, logoPng, multipart } from '../requisicoesPedido.ts';
import { signedIn } from '../usuariosDeTeste.ts';
import {
  type Ator,
  atores,
  type Contexto,
  executar,
  type Linha,
  matriz,
  prefixoProdutoDaMatriz,
  produtoDaMatriz,
  regrasDosHandlers,
  rodadas,
} from './matriz.ts';
import { entrarNoTenant, enviar, sessaoMicrosoft } from './preparacao.ts';

let c: Contexto;

beforeAll(async () => {
  // Work-account tokens first: the dev tenant's sign-in is the slowest step, and runs beside the API's start.
  const [bruno, carla, api] = await Promise.all([
    entrarNoTenant('bruno@franquia.dev'),
    entrarNoTenant('carla@franquia.dev'),
    startInProcessApi(inject('settings'), systemClock),
  ]);
  const [usuario, outroUsuario, admin, master, microsoftUsuario, microsoftMaster, vitrine] = await Promise.all([
    signedIn(api),
    signedIn(api),
    signedIn(api, 'admin'),
    signedIn(api, 'master'),
    sessaoMicrosoft(api, bruno.accessToken),
    sessaoMicrosoft(api, carla.accessToken),
    fetch(`${api.url}/produtos`).then(async (response) => listaProdutosResponseSchema.parse(await response.json())),
  ]);
  const caneca = vitrine.produtos.find((produto) => produto.nome === 'Caneca de Cerâmica 350 ml');
  const comImagem = vitrine.produtos.find((produto) => produto.imagem_miniatura_url);
  if (!caneca || !comImagem) throw new Error('seeded products missing');

  // usuario's order, with one extra-logo image, and ticket, with one attachment.
  await api.deps.carrinho.add(usuario.user.id, { produto_id: caneca.id, quantidade: 2 });
  const logo = { ...baseForm(), logo_extra: { produtos: 'Canecas', entende_alteracao_valor: true } };
  const [pedido, chamado, produto] = await Promise.all([
    enviar(`${api.url}/pedidos`, {
      method: 'POST',
      headers: { ...usuario.headers, 'idempotency-key': randomUUID() },
      body: multipart(logo, [{ name: 'logo.png', content: await logoPng() }]),
    }),
    enviar(`${api.url}/support/contact`, {
      method: 'POST',
      headers: { ...usuario.headers, 'X-User-Email': usuario.user.email },
      body: corpoChamado(notasEmitida, { anexos: [{ nome: 'nota.pdf', bytes: pdf }] }),
    }),
    api.deps.produtosAdmin.create(master.user, produtoAdminRequestSchema.parse(produtoDaMatriz())),
  ]);
  expect(pedido.status).toBe(201);
  expect(chamado.status).toBe(201);

  c = {
    api,
    emailUrl: inject('emailUrl'),
    sessoes: { usuario, outroUsuario, admin, master },
    microsoft: {
      usuario: microsoftUsuario.headers,
      master: microsoftMaster.headers,
      accessTokenUsuario: bruno.accessToken,
    },
    loja: { produtoId: caneca.id, produtoComImagem: comImagem.id },
    pedido: { id: pedidoCriadoResponseSchema.parse(pedido.body).pedido.id },
    chamado: { id: chamadoCriadoResponseSchema.parse(chamado.body).chamado.id },
    produto: { id: produto.id },
  };
});

afterAll(async () => {
  if (!c) return;
  // The matrix's products are inactive (never in the shop); they go with the suite.
  for (const produto of await c.api.deps.produtosAdmin.list()) {
    if (produto.nome.startsWith(prefixoProdutoDaMatriz)) {
      await c.api.deps.produtosAdmin.remove(c.sessoes.master.user, produto.id, null);
    }
  }
  await c.api.close();
});

const chave = (metodo: string, rota: string, caminho: string) => `${metodo} ${rota} (${caminho})`;

describe('the authorization matrix', () => {
  it('has exactly one row for every route and method of routes.ts, and none for a route that is gone', () => {
    const declaradas = routes.flatMap((rota) => rota.methods.map((metodo) => chave(metodo, rota.name, rota.route)));
    const linhas = matriz.map((linha) => chave(linha.metodo, linha.rota, linha.caminho));
    // One assertion, so a renamed route shows both its orphan row and its missing one.
    expect({
      rotasSemLinha: declaradas.filter((rota) => !linhas.includes(rota)),
      linhasSemRota: linhas.filter((linha) => !declaradas.includes(linha)),
      linhasRepetidas: linhas.filter((linha, indice) => linhas.indexOf(linha) !== indice),
    }).toEqual({ rotasSemLinha: [], linhasSemRota: [], linhasRepetidas: [] });
  });

  it("agrees with each route's declared access, and lets some actor succeed on every row", () => {
    const desacordos = matriz.flatMap((linha) => {
      const rota = routes.find((definicao) => definicao.name === linha.rota);
      const [anonimo, usuario, outroUsuario, admin, master] = linha.esperado;
      const sucesso = (status: number) => status >= 200 && status < 300;
      const problemas = [
        rota?.access === 'publico' && anonimo === 401 && 'public, yet 401 for anonymous',
        rota?.access !== 'publico' && anonimo !== 401 && 'signed-in, yet no 401 for anonymous',
        rota?.access === 'autenticado' && linha.esperado.includes(403) && 'signed-in only, yet a 403',
        rota && !['publico', 'autenticado'].includes(rota.access) && (usuario !== 403 || outroUsuario !== 403)
          ? 'a permission, yet no 403 for a franchisee'
          : false,
        rota && !['publico', 'autenticado'].includes(rota.access) && (!sucesso(admin) || !sucesso(master))
          ? 'a permission, yet admin or master refused'
          : false,
        !linha.esperado.some(sucesso) && 'no actor succeeds: the request cannot prove access',
      ];
      return problemas.filter(Boolean).map((problema) => `${linha.metodo} ${linha.rota}: ${problema}`);
    });
    expect(desacordos).toEqual([]);
  });

  it.each(matriz)('$metodo /$caminho ($rota)', (linha) => verificar(linha));
});

describe("rules inside the handlers, beyond a route's declared access", () => {
  it.each(regrasDosHandlers)('$metodo /$caminho: $nota', (linha) => verificar(linha));

  it('GET /api/health, public, reports the e-mail backlog to admins only (not to a forged admin token)', async () => {
    const comOutbox = async (headers: Record<string, string>) => {
      const { status, body } = await enviar(`${c.api.url}/health`, { headers });
      return status === 200 ? body !== null && 'outbox' in body : `status ${status}`;
    };
    const obtido: Record<string, boolean | string> = {};
    for (const ator of atores) obtido[ator] = await comOutbox(ator === 'anonimo' ? {} : c.sessoes[ator].headers);
    const [, payload] = String(c.sessoes.admin.headers['x-portal-authorization']).split('.');
    obtido.forjado = await comOutbox({ 'x-portal-authorization': `Bearer eyJhbGciOiJub25lIn0.${payload}.` });
    expect(obtido).toEqual({
      anonimo: false,
      usuario: false,
      outroUsuario: false,
      admin: true,
      master: true,
      forjado: false,
    });
  });
});

/** Sends a row's request as each actor and compares the answers with the row's expectations. */
async function verificar(linha: Linha) {
  const estado = (await linha.preparar?.(c)) ?? {};
  const obtido: Partial<Record<Ator, number | string>> = {};
  for (const rodada of rodadas) {
    if (linha.umDeCadaVez) for (const ator of rodada) obtido[ator] = await executar(linha, ator, c, estado);
    else {
      const respostas = await Promise.all(rodada.map((ator) => executar(linha, ator, c, estado)));
      rodada.forEach((ator, indice) => {
        obtido[ator] = respostas[indice];
      });
    }
  }
  const esperado = Object.fromEntries(atores.map((ator, indice) => [ator, linha.esperado[indice]]));
  expect(obtido, linha.nota).toEqual(esperado);
}
