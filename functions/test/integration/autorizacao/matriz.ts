import { randomUUID } from 'node:crypto';
import {
  loginResponseSchema,
  mensagens,
  mensagensChamados,
  mensagensUsuarios,
  permissoesDe,
  produtoAdminRequestSchema,
} from '@portal/shared';
import { routes } from '../../../src/app/routes.ts';
import type { UsuarioDoc } from '../../../src/data/usuarios/usuariosRepository.ts';
import { corpoChamado, notasEmitida, pdf } from '../chamadoDeTeste.ts';
import { baseForm, logoPng, multipart, upload } from '../requisicoesPedido.ts';
import { unidadeDeTeste } from '../unidadeDeTeste.ts';
import { authHeaders, codeIn, createUsuarioDeTeste, latestEmailTo, post, testPassword } from '../usuariosDeTeste.ts';
import { enviar, type InProcessApi } from './preparacao.ts';

/**
 * The authorization matrix (issue 12): every `/api` route × method × actor, with the status the API answers.
 * Each request is one that succeeds for the actors allowed to make it (a valid body, real ids), so a 2xx proves
 * access and a 401/403/404 is the refusal itself, not a validation error. Rows about a resource (an order, a
 * ticket, an attachment, a cart item, an upload) name `usuario`'s for every actor: `outroUsuario`, another
 * franchisee, is there to be refused it ("not found": the API does not say that it exists); elsewhere
 * `outroUsuario` is just another franchisee.
 */

export const atores = ['anonimo', 'usuario', 'outroUsuario', 'admin', 'master'] as const;
export type Ator = (typeof atores)[number];
type Conectado = Exclude<Ator, 'anonimo'>;
type Headers = Record<string, string>;

/**
 * The actors' requests go out in two rounds: everyone but `usuario` together, then `usuario`, who owns the
 * row's resources — so another user's, an admin's and a master's attempts meet the resource still there (a 404
 * then means "not yours", never "gone"). A row whose admin and master change the same thing sends one at a time.
 */
export const rodadas: readonly (readonly Ator[])[] = [['anonimo', 'outroUsuario', 'admin', 'master'], ['usuario']];

export interface Contexto {
  api: InProcessApi;
  emailUrl: string;
  /** Password accounts: two franchisees, an admin and a master. */
  sessoes: Record<Conectado, { user: UsuarioDoc; headers: Headers }>;
  /** Work-account sessions (dev tenant): bruno, a franchisee, and carla, master by the Entra app role. */
  microsoft: { usuario: Headers; master: Headers; accessTokenUsuario: string };
  /** A seeded, active product without sizes (for carts) and one with an image. */
  loja: { produtoId: string; produtoComImagem: string };
  /** `usuario`'s order (one extra-logo image) and ticket (one attachment); an inactive product of the matrix. */
  pedido: { id: number };
  chamado: { id: number };
  produto: { id: string };
}

/** A request of a row for one actor. */
export interface Pedido {
  /** Values of the template's `{name}` segments. */
  params?: Record<string, string | number>;
  json?: unknown;
  form?: FormData;
  headers?: Headers;
  /** Session headers to send instead of the actor's own (a session sign-out may end, a work account…). */
  sessao?: Headers;
}

type Estado = Record<string, string>;

export interface Linha {
  /** `name` and one of the `methods` of the route in functions/src/app/routes.ts, and its template. */
  rota: string;
  metodo: 'GET' | 'POST' | 'PUT' | 'DELETE';
  caminho: string;
  esperado: [anonimo: number, usuario: number, outroUsuario: number, admin: number, master: number];
  /** Why a cell is what it is, where the table alone does not say. */
  nota?: string;
  /** The message of this row's 403s when the handler refuses, not the access wrapper. */
  mensagem403?: string;
  /** Send one actor at a time (admin and master change the same resource, each with the version it read). */
  umDeCadaVez?: true;
  /** Runs once before the row's requests: what the row consumes (a cart item, an upload…). */
  preparar?: (c: Contexto) => Promise<Estado>;
  /** Builds an actor's request, right before it is sent. */
  pedido?: (ator: Ator, c: Contexto, estado: Estado) => Pedido | Promise<Pedido>;
}

/** The signed-in actor a request speaks for: the actor, or `usuario` for the anonymous caller's body. */
const quem = (ator: Ator, c: Contexto) => c.sessoes[ator === 'anonimo' ? 'usuario' : ator];

export const prefixoProdutoDaMatriz = 'Matriz de autorização';
export const produtoDaMatriz = (extra: Record<string, unknown> = {}) => ({
  nome: `${prefixoProdutoDaMatriz} ${randomUUID().slice(0, 8)}`,
  descricao: 'Produto inativo criado pelo teste de autorização.',
  preco: 12.5,
  tamanhos: [],
  ativo: false,
  ...extra,
});

/** A fresh inactive product, created as the master would. */
async function novoProduto(c: Contexto) {
  return c.api.deps.produtosAdmin.create(c.sessoes.master.user, produtoAdminRequestSchema.parse(produtoDaMatriz()));
}

/** A fresh unit (issue 36), created as the master would. */
const novaUnidade = (c: Contexto) => c.api.deps.unidadesAdmin.create(c.sessoes.master.user, unidadeDeTeste());

/** A fresh password user whose e-mail is not verified yet. */
const naoVerificado = (c: Contexto) => createUsuarioDeTeste(c.api.deps, { verified: false });

/** An item in the actor's own cart (the catalogue's product without sizes); its id. */
async function itemNoCarrinho(c: Contexto, userId: string) {
  await c.api.deps.carrinho.add(userId, { produto_id: c.loja.produtoId, quantidade: 1 });
  const item = (await c.api.deps.carrinho.view(userId)).itens.find((linha) => linha.produto.id === c.loja.produtoId);
  if (!item) throw new Error('cart item missing');
  return item.id;
}

/** A file sent straight to storage for the actor; its upload id. */
async function enviado(c: Contexto, headers: Headers, finalidade: string, nome: string, bytes: Uint8Array) {
  const resposta = await upload(c.api, headers, finalidade, nome, bytes);
  if (!('uploadId' in resposta)) throw new Error(`upload refused: ${resposta.status}`);
  return String(resposta.uploadId);
}

const versaoDoPedido = async (c: Contexto) =>
  (await c.api.deps.consultaPedidos.get(c.sessoes.admin.user, c.pedido.id)).versao;
const versaoDoChamado = async (c: Contexto) =>
  (await c.api.deps.consultaChamados.get(c.sessoes.admin.user, c.chamado.id)).versao;

const pedidoComLogo = { ...baseForm(), logo_extra: { produtos: 'Camisetas', entende_alteracao_valor: true } };

//  Columns of `esperado`:  [anonimo, usuario, outroUsuario, admin, master]
export const matriz: Linha[] = [
  // --- Public -----------------------------------------------------------------------------------------
  { rota: 'health', metodo: 'GET', caminho: 'api/health', esperado: [200, 200, 200, 200, 200] },
  { rota: 'config', metodo: 'GET', caminho: 'api/config', esperado: [200, 200, 200, 200, 200] },
  {
    rota: 'auth-login',
    metodo: 'POST',
    caminho: 'api/login',
    esperado: [200, 200, 200, 200, 200],
    nota: "each signs in with their own credentials (the anonymous caller with usuario's)",
    pedido: (ator, c) => ({ json: { username: quem(ator, c).user.username, password: testPassword } }),
  },
  {
    rota: 'auth-verify-email',
    metodo: 'POST',
    caminho: 'api/verify-email',
    esperado: [200, 200, 200, 200, 200],
    nota: 'a fresh unverified account each time, with the code its sign-in e-mailed',
    pedido: async (_ator, c) => {
      const conta = await naoVerificado(c);
      const entrada = await post(`${c.api.url}/login`, { username: conta.username, password: testPassword });
      const login = loginResponseSchema.parse(entrada.body);
      if (!('requiresVerification' in login)) throw new Error('sign-in did not ask for verification');
      const code = codeIn((await latestEmailTo(c.emailUrl, conta.email))?.text);
      return { json: { userId: conta.id, code } };
    },
  },
  {
    rota: 'auth-resend-verification',
    metodo: 'POST',
    caminho: 'api/resend-verification',
    esperado: [200, 200, 200, 200, 200],
    pedido: async (_ator, c) => ({ json: { userId: (await naoVerificado(c)).id } }),
  },
  {
    rota: 'auth-microsoft',
    metodo: 'POST',
    caminho: 'api/auth/microsoft',
    esperado: [200, 200, 200, 200, 200],
    nota: "bruno's real access token from the dev tenant",
    pedido: (_ator, c) => ({ json: { accessToken: c.microsoft.accessTokenUsuario } }),
  },
  { rota: 'produtos-listar', metodo: 'GET', caminho: 'api/produtos', esperado: [200, 200, 200, 200, 200] },
  {
    rota: 'produtos-imagem',
    metodo: 'GET',
    caminho: 'api/produtos/{id}/imagem/{variante}',
    esperado: [200, 200, 200, 200, 200],
    pedido: (_ator, c) => ({ params: { id: c.loja.produtoComImagem, variante: 'miniatura' } }),
  },

  // --- Signed in: the session --------------------------------------------------------------------------
  {
    rota: 'auth-logout',
    metodo: 'POST',
    caminho: 'api/logout',
    esperado: [401, 204, 204, 204, 204],
    nota: 'a session of its own, so signing out ends none the other rows use',
    pedido: async (ator, c) =>
      ator === 'anonimo' ? {} : { sessao: await authHeaders(c.api.url, c.sessoes[ator].user.username) },
  },
  { rota: 'profile', metodo: 'GET', caminho: 'api/profile', esperado: [401, 200, 200, 200, 200] },
  {
    rota: 'azure-token',
    metodo: 'GET',
    caminho: 'api/azure-token',
    esperado: [401, 200, 404, 404, 200],
    nota:
      'usuario and master call with work-account sessions (bruno, carla) and get their token; the password ' +
      "accounts have none: 404 'Token Azure não disponível' from the handler, so access was granted",
    pedido: (ator, c) => (ator === 'usuario' || ator === 'master' ? { sessao: c.microsoft[ator] } : {}),
  },

  // --- Signed in: the cart (each user's own; an item id of another cart is not found, for admins too) --
  { rota: 'carrinho-ver', metodo: 'GET', caminho: 'api/carrinho', esperado: [401, 200, 200, 200, 200] },
  {
    rota: 'carrinho-adicionar',
    metodo: 'POST',
    caminho: 'api/carrinho',
    esperado: [401, 201, 201, 201, 201],
    pedido: (_ator, c) => ({ json: { produto_id: c.loja.produtoId, quantidade: 1 } }),
  },
  {
    rota: 'carrinho-item-atualizar',
    metodo: 'PUT',
    caminho: 'api/carrinho/{id}',
    esperado: [401, 200, 404, 404, 404],
    nota: "usuario's cart item",
    preparar: async (c) => ({ item: await itemNoCarrinho(c, c.sessoes.usuario.user.id) }),
    pedido: (_ator, _c, { item }) => ({ params: { id: String(item) }, json: { quantidade: 3 } }),
  },
  {
    rota: 'carrinho-item-remover',
    metodo: 'DELETE',
    caminho: 'api/carrinho/{id}',
    esperado: [401, 200, 404, 404, 404],
    nota: "usuario's cart item",
    preparar: async (c) => ({ item: await itemNoCarrinho(c, c.sessoes.usuario.user.id) }),
    pedido: (_ator, _c, { item }) => ({ params: { id: String(item) } }),
  },
  { rota: 'carrinho-limpar', metodo: 'DELETE', caminho: 'api/carrinho', esperado: [401, 200, 200, 200, 200] },

  // --- Signed in: uploads and orders -------------------------------------------------------------------
  {
    rota: 'uploads-criar',
    metodo: 'POST',
    caminho: 'api/uploads',
    esperado: [401, 201, 201, 201, 201],
    pedido: () => ({ json: { finalidade: 'anexo-chamado', nome: 'nota.pdf', tamanho: pdf.length, tipo: '' } }),
  },
  {
    rota: 'pedidos-criar',
    metodo: 'POST',
    caminho: 'api/pedidos',
    esperado: [401, 201, 400, 201, 201],
    nota:
      "each places their own cart; the logo is usuario's upload for outroUsuario, which is never found in " +
      "another user's folder (400 'Imagem enviada não encontrada'), and each one's own upload otherwise",
    preparar: async (c) => ({
      upload: await enviado(c, c.sessoes.usuario.headers, 'logo-pedido', 'logo.png', await logoPng()),
    }),
    pedido: async (ator, c, estado) => {
      const { user, headers } = quem(ator, c);
      if (ator !== 'anonimo') await itemNoCarrinho(c, user.id);
      const proprio = ator === 'admin' || ator === 'master';
      const uploadId = proprio ? await enviado(c, headers, 'logo-pedido', 'logo.png', await logoPng()) : estado.upload;
      return {
        form: multipart(pedidoComLogo, [], [['logo_extra_upload_id', String(uploadId)]]),
        headers: { 'idempotency-key': randomUUID() },
      };
    },
  },
  {
    rota: 'pedidos-meus',
    metodo: 'GET',
    caminho: 'api/pedidos/meus-pedidos',
    esperado: [401, 200, 200, 200, 200],
  },
  {
    rota: 'pedidos-detalhe',
    metodo: 'GET',
    caminho: 'api/pedidos/{id}',
    esperado: [401, 200, 404, 200, 200],
    nota: "usuario's order",
    pedido: (_ator, c) => ({ params: { id: c.pedido.id } }),
  },
  {
    rota: 'pedidos-pedir-novamente',
    metodo: 'POST',
    caminho: 'api/pedidos/{id}/pedir-novamente',
    esperado: [401, 200, 404, 404, 404],
    nota: "usuario's order: only its owner puts it back in their cart; admins read it but it is not theirs",
    pedido: (_ator, c) => ({ params: { id: c.pedido.id } }),
  },
  {
    rota: 'pedidos-logo',
    metodo: 'GET',
    caminho: 'api/pedidos/{id}/logo/{indice}',
    esperado: [401, 200, 404, 200, 200],
    nota: "usuario's order's extra-logo image",
    pedido: (_ator, c) => ({ params: { id: c.pedido.id, indice: 0 } }),
  },

  // --- Signed in: tickets --------------------------------------------------------------------------------
  {
    rota: 'chamados-criar',
    metodo: 'POST',
    caminho: 'api/support/contact',
    esperado: [401, 201, 400, 201, 201],
    nota:
      "X-User-Email is the caller's own; the attachment is usuario's upload for outroUsuario (never found in " +
      "another user's folder: 400 'Anexo enviado não encontrado') and each one's own upload otherwise",
    preparar: async (c) => ({
      upload: await enviado(c, c.sessoes.usuario.headers, 'anexo-chamado', 'nota.pdf', pdf),
    }),
    pedido: async (ator, c, estado) => {
      const { user, headers } = quem(ator, c);
      const proprio = ator === 'admin' || ator === 'master';
      const uploadId = proprio ? await enviado(c, headers, 'anexo-chamado', 'nota.pdf', pdf) : estado.upload;
      return {
        form: corpoChamado(notasEmitida, { uploadIds: [String(uploadId)] }),
        headers: { 'X-User-Email': user.email },
      };
    },
  },
  {
    rota: 'chamados-meus',
    metodo: 'GET',
    caminho: 'api/support/meus-chamados',
    esperado: [401, 200, 200, 200, 200],
  },
  {
    rota: 'chamados-detalhe',
    metodo: 'GET',
    caminho: 'api/support/chamados/{id}',
    esperado: [401, 200, 404, 200, 200],
    nota: "usuario's ticket",
    pedido: (_ator, c) => ({ params: { id: c.chamado.id } }),
  },
  {
    rota: 'chamados-anexo',
    metodo: 'GET',
    caminho: 'api/support/chamados/{id}/anexos/{indice}',
    esperado: [401, 200, 404, 200, 200],
    nota: "usuario's ticket's attachment",
    pedido: (_ator, c) => ({ params: { id: c.chamado.id, indice: 0 } }),
  },
  {
    rota: 'chamados-mensagens',
    metodo: 'POST',
    caminho: 'api/support/chamados/{id}/mensagens',
    esperado: [401, 201, 404, 201, 201],
    nota: "a reply on usuario's ticket, each with a key of their own",
    pedido: (_ator, c) => ({
      params: { id: c.chamado.id },
      json: { texto: 'Resposta da matriz de autorização.' },
      headers: { 'idempotency-key': randomUUID() },
    }),
  },
  {
    rota: 'chamados-leitura',
    metodo: 'PUT',
    caminho: 'api/support/chamados/{id}/leitura',
    esperado: [401, 200, 404, 200, 200],
    nota: "usuario's ticket, read by its requester or by the support team",
    pedido: (_ator, c) => ({ params: { id: c.chamado.id } }),
  },

  // --- Admin area (isAdmin) --------------------------------------------------------------------------------
  { rota: 'admin-pedidos-listar', metodo: 'GET', caminho: 'api/admin/pedidos', esperado: [401, 403, 403, 200, 200] },
  {
    rota: 'admin-pedidos-exportacao',
    metodo: 'GET',
    caminho: 'api/admin/exportacao-pedidos',
    esperado: [401, 403, 403, 200, 200],
  },
  {
    rota: 'admin-pedidos-detalhe',
    metodo: 'GET',
    caminho: 'api/admin/pedidos/{id}',
    esperado: [401, 403, 403, 200, 200],
    pedido: (_ator, c) => ({ params: { id: c.pedido.id } }),
  },
  {
    rota: 'admin-pedidos-status',
    metodo: 'PUT',
    caminho: 'api/admin/pedidos/{id}/status',
    esperado: [401, 403, 403, 200, 200],
    umDeCadaVez: true,
    nota: "usuario's order, with If-Match: the version as it is now; admin and master each make a real change",
    pedido: async (ator, c) => ({
      params: { id: c.pedido.id },
      json: { status: ator === 'master' ? 'Em Preparação' : 'Aprovado' },
      headers: { 'if-match': await versaoDoPedido(c) },
    }),
  },
  {
    rota: 'admin-pedidos-status-lote',
    metodo: 'POST',
    caminho: 'api/admin/pedidos/status-em-lote',
    esperado: [401, 403, 403, 200, 200],
    umDeCadaVez: true,
    pedido: (ator, c) => ({
      json: { ids: [c.pedido.id], status: ator === 'master' ? 'Em Transporte' : 'Aprovado' },
    }),
  },
  {
    rota: 'admin-pedidos-rastreio',
    metodo: 'PUT',
    caminho: 'api/admin/pedidos/{id}/rastreio',
    esperado: [401, 403, 403, 200, 200],
    umDeCadaVez: true,
    nota: "usuario's order, in transport, with If-Match; admin and master each set a different code",
    preparar: async (c) => {
      await c.api.deps.statusPedido.change(
        c.sessoes.master.user,
        c.pedido.id,
        { status: 'Em Transporte', motivo_cancelamento: null, rastreio: null },
        null,
      );
      return {};
    },
    pedido: async (ator, c) => ({
      params: { id: c.pedido.id },
      json: {
        rastreio:
          ator === 'master'
            ? { transportadora: 'Jadlog', codigo: '10084512345678' }
            : { transportadora: 'Correios', codigo: 'QB123456789BR' },
      },
      headers: { 'if-match': await versaoDoPedido(c) },
    }),
  },
  { rota: 'admin-chamados-listar', metodo: 'GET', caminho: 'api/admin/chamados', esperado: [401, 403, 403, 200, 200] },
  {
    rota: 'admin-chamados-status',
    metodo: 'PUT',
    caminho: 'api/admin/chamados/{id}/status',
    esperado: [401, 403, 403, 200, 200],
    umDeCadaVez: true,
    nota: "usuario's ticket, with If-Match: the version as it is now",
    pedido: async (ator, c) => ({
      params: { id: c.chamado.id },
      json: { status: ator === 'master' ? 'Resolvido' : 'Em andamento' },
      headers: { 'if-match': await versaoDoChamado(c) },
    }),
  },
  { rota: 'admin-dashboard', metodo: 'GET', caminho: 'api/admin/dashboard', esperado: [401, 403, 403, 200, 200] },

  // --- Admin area: products (canManageProducts) --------------------------------------------------------------
  { rota: 'admin-produtos-listar', metodo: 'GET', caminho: 'api/admin/produtos', esperado: [401, 403, 403, 200, 200] },
  {
    rota: 'admin-produtos-criar',
    metodo: 'POST',
    caminho: 'api/admin/produtos',
    esperado: [401, 403, 403, 201, 201],
    nota: 'inactive products (kept out of the shop), removed after the suite',
    pedido: () => ({ json: produtoDaMatriz() }),
  },
  {
    rota: 'admin-produtos-atualizar',
    metodo: 'PUT',
    caminho: 'api/admin/produtos/{id}',
    esperado: [401, 403, 403, 200, 200],
    umDeCadaVez: true,
    nota: 'the matrix product, with If-Match: the version as it is now',
    pedido: async (_ator, c) => {
      const atual = (await c.api.deps.produtosAdmin.list()).find((produto) => produto.id === c.produto.id);
      return {
        params: { id: c.produto.id },
        json: produtoDaMatriz({ nome: atual?.nome, preco: 13 + Math.floor(Math.random() * 50) }),
        headers: { 'if-match': String(atual?.versao) },
      };
    },
  },
  {
    rota: 'admin-produtos-excluir',
    metodo: 'DELETE',
    caminho: 'api/admin/produtos/{id}',
    esperado: [401, 403, 403, 200, 200],
    nota: 'a fresh product for each request',
    pedido: async (_ator, c) => ({ params: { id: (await novoProduto(c)).id } }),
  },

  // --- Admin area: users (canManageUsers) and the activity log (canAccessLogs) -----------------------------
  { rota: 'usuarios-listar', metodo: 'GET', caminho: 'api/users', esperado: [401, 403, 403, 200, 200] },
  {
    rota: 'usuarios-permissoes',
    metodo: 'PUT',
    caminho: 'api/users/{id}/permissions',
    esperado: [401, 403, 403, 200, 200],
    nota: 'a fresh franchisee made admin each time',
    pedido: async (_ator, c) => ({
      params: { id: (await createUsuarioDeTeste(c.api.deps)).id },
      json: { role: 'admin' },
    }),
  },
  { rota: 'admin-logs', metodo: 'GET', caminho: 'api/admin/logs', esperado: [401, 403, 403, 200, 200] },

  // --- Issue 36: franchise units (isAdmin), the links of users to them (canManageUsers), one's own units ----
  { rota: 'unidades-minhas', metodo: 'GET', caminho: 'api/unidades/minhas', esperado: [401, 200, 200, 200, 200] },
  { rota: 'admin-unidades-listar', metodo: 'GET', caminho: 'api/admin/unidades', esperado: [401, 403, 403, 200, 200] },
  {
    rota: 'admin-unidades-criar',
    metodo: 'POST',
    caminho: 'api/admin/unidades',
    esperado: [401, 403, 403, 201, 201],
    pedido: () => ({ json: unidadeDeTeste() }),
  },
  {
    rota: 'admin-unidades-atualizar',
    metodo: 'PUT',
    caminho: 'api/admin/unidades/{id}',
    esperado: [401, 403, 403, 200, 200],
    nota: 'a fresh unit for each request, with If-Match: its version',
    pedido: async (_ator, c) => {
      const unidade = await novaUnidade(c);
      return { params: { id: unidade.id }, json: unidadeDeTeste(), headers: { 'if-match': unidade.versao } };
    },
  },
  {
    rota: 'admin-unidades-verbas',
    metodo: 'GET',
    caminho: 'api/admin/unidades/verbas',
    esperado: [401, 403, 403, 200, 200],
  },
  {
    rota: 'admin-unidades-verba',
    metodo: 'PUT',
    caminho: 'api/admin/unidades/{id}/verba',
    esperado: [401, 403, 403, 200, 200],
    nota: "a fresh unit's budget for the current period",
    pedido: async (_ator, c) => ({ params: { id: (await novaUnidade(c)).id }, json: { valor: 1000 } }),
  },
  {
    rota: 'usuarios-unidade-vincular',
    metodo: 'PUT',
    caminho: 'api/users/{id}/unidades/{unidadeId}',
    esperado: [401, 403, 403, 200, 200],
    nota: "the actor's own account to a fresh unit: a franchisee may not link even themself",
    pedido: async (ator, c) => ({ params: { id: quem(ator, c).user.id, unidadeId: (await novaUnidade(c)).id } }),
  },
  {
    rota: 'usuarios-unidade-desvincular',
    metodo: 'DELETE',
    caminho: 'api/users/{id}/unidades/{unidadeId}',
    esperado: [401, 403, 403, 200, 200],
    nota: 'a fresh franchisee linked to a fresh unit each time',
    pedido: async (_ator, c) => {
      const [unidade, usuario] = await Promise.all([novaUnidade(c), createUsuarioDeTeste(c.api.deps)]);
      await c.api.deps.unidadesAdmin.vincular(c.sessoes.master.user, usuario.id, unidade.id);
      return { params: { id: usuario.id, unidadeId: unidade.id } };
    },
  },
];

/**
 * Rules a route applies inside its handler, beyond its declared access: more rows of the same routes, each
 * with the request the rule is about.
 */
export const regrasDosHandlers: Linha[] = [
  {
    rota: 'produtos-imagem',
    metodo: 'GET',
    caminho: 'api/produtos/{id}/imagem/{variante}',
    esperado: [404, 404, 404, 200, 200],
    nota: "an inactive product's image goes to product managers only; to everyone else it does not exist",
    preparar: async (c) => {
      const imagem_base64 = `data:image/png;base64,${(await logoPng()).toString('base64')}`;
      const pedido = produtoAdminRequestSchema.parse(produtoDaMatriz({ imagem_base64 }));
      return { id: (await c.api.deps.produtosAdmin.create(c.sessoes.master.user, pedido)).id };
    },
    pedido: (_ator, _c, estado) => ({ params: { id: estado.id ?? '', variante: 'miniatura' } }),
  },
  {
    rota: 'uploads-criar',
    metodo: 'POST',
    caminho: 'api/uploads',
    esperado: [401, 403, 403, 201, 201],
    nota: "a product image's upload URL goes to product managers only",
    pedido: () => ({ json: { finalidade: 'imagem-produto', nome: 'produto.png', tamanho: 2048, tipo: 'image/png' } }),
  },
  {
    rota: 'chamados-criar',
    metodo: 'POST',
    caminho: 'api/support/contact',
    esperado: [401, 403, 403, 403, 403],
    nota: "X-User-Email naming someone else (outroUsuario's e-mail; usuario's for outroUsuario): refused for all",
    mensagem403: mensagensChamados.emailDiferente,
    pedido: (ator, c) => {
      const alheio = ator === 'outroUsuario' ? c.sessoes.usuario : c.sessoes.outroUsuario;
      return { form: corpoChamado(), headers: { 'X-User-Email': alheio.user.email } };
    },
  },
  {
    rota: 'usuarios-permissoes',
    metodo: 'PUT',
    caminho: 'api/users/{id}/permissions',
    esperado: [401, 403, 403, 403, 200],
    nota: 'an admin made a plain user: only a master may change an admin',
    mensagem403: mensagensUsuarios.proibido,
    pedido: async (_ator, c) => ({
      params: { id: (await createUsuarioDeTeste(c.api.deps, { role: 'admin' })).id },
      json: { role: 'user' },
    }),
  },
  {
    rota: 'usuarios-permissoes',
    metodo: 'PUT',
    caminho: 'api/users/{id}/permissions',
    esperado: [401, 403, 403, 403, 403],
    nota: 'a master is protected, from admins and masters alike',
    mensagem403: mensagensUsuarios.proibido,
    pedido: async (_ator, c) => ({
      params: { id: (await createUsuarioDeTeste(c.api.deps, { role: 'master' })).id },
      json: { role: 'user' },
    }),
  },
  {
    rota: 'usuarios-permissoes',
    metodo: 'PUT',
    caminho: 'api/users/{id}/permissions',
    esperado: [401, 403, 403, 403, 403],
    nota: 'nobody changes their own role',
    mensagem403: mensagensUsuarios.proibido,
    pedido: (ator, c) => ({ params: { id: quem(ator, c).user.id }, json: { role: 'admin' } }),
  },
];

/** The URL and fetch options of a row's request for an actor. */
export function montarPedido(linha: Linha, ator: Ator, c: Contexto, pedido: Pedido) {
  const caminho = linha.caminho.replace(/\{(\w+)\}/g, (_segmento, nome: string) => {
    const valor = pedido.params?.[nome];
    if (valor === undefined) throw new Error(`${linha.metodo} ${linha.rota}: no value for {${nome}}`);
    return encodeURIComponent(String(valor));
  });
  const sessao = ator === 'anonimo' ? {} : (pedido.sessao ?? c.sessoes[ator].headers);
  const headers: Headers = { ...sessao, ...pedido.headers };
  let body: BodyInit | undefined;
  if (pedido.form) body = pedido.form;
  else if (pedido.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(pedido.json);
  }
  const base = c.api.url.replace(/\/api$/, '');
  return { url: `${base}/${caminho}`, init: { method: linha.metodo, headers, body } satisfies RequestInit };
}

/** The words of a 403: the access wrapper's where the route's permission bars the actor, else the handler's. */
function mensagem403(linha: Linha, ator: Ator, c: Contexto) {
  const acesso = routes.find((rota) => rota.name === linha.rota)?.access;
  const barrado =
    acesso !== undefined &&
    acesso !== 'publico' &&
    acesso !== 'autenticado' &&
    !permissoesDe(quem(ator, c).user.role)[acesso];
  return barrado ? mensagens.semPermissao : (linha.mensagem403 ?? mensagens.semPermissao);
}

/**
 * What an actor got for a row: the status, or the status with the message when a refusal by the access
 * wrapper (401, 403) does not carry its pt-BR text.
 */
export async function executar(linha: Linha, ator: Ator, c: Contexto, estado: Estado): Promise<number | string> {
  const pedido = await (linha.pedido?.(ator, c, estado) ?? {});
  const { url, init } = montarPedido(linha, ator, c, pedido);
  const { status, body } = await enviar(url, init);
  const esperada = status === 401 ? mensagens.sessaoInvalida : status === 403 ? mensagem403(linha, ator, c) : null;
  return esperada === null || body?.message === esperada ? status : `${status} ${String(body?.message)}`;
}
