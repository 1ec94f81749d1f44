import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Locator, Page, TestInfo } from '@playwright/test';
import {
  dayInSaoPaulo,
  listaProdutosResponseSchema,
  type Papel,
  textosAtividade,
  unidadeResponseSchema,
} from '@portal/shared';
import { createDependencies } from '../functions/src/app/dependencies.ts';
import { loadConfig } from '../functions/src/config.ts';
import { toUsuarioSessao } from '../functions/src/services/auth/sessions.ts';
import { createUsuarioDeTeste, testPassword, tokenDeTeste } from '../functions/test/integration/usuariosDeTeste.ts';
import { seedProdutos } from '../scripts/seed/produtos.ts';
import { expect } from './fixtures.ts';

/** The running stack's API settings (globalSetup passes them on), for specs that reach its stores directly. */
export function configDaPilha() {
  const settings = process.env.PORTAL_E2E_API_SETTINGS;
  if (!settings) throw new Error('PORTAL_E2E_API_SETTINGS missing: run through playwright.config.ts');
  return loadConfig(JSON.parse(settings) as Record<string, string>);
}

export type Conta = Awaited<ReturnType<typeof createUsuarioDeTeste>>;

/**
 * Accounts of one test alone (created in the stack's store, as the seed would), so the desktop and phone
 * projects — and a retry — never share state: one per role asked for, in order. Their password is `testPassword`.
 */
export async function novasContas<const P extends readonly Papel[]>(papeis: P): Promise<{ [I in keyof P]: Conta }> {
  const deps = createDependencies(configDaPilha());
  try {
    const contas: Conta[] = [];
    for (const role of papeis) contas.push(await createUsuarioDeTeste(deps, { role }));
    return contas as { [I in keyof P]: Conta };
  } finally {
    deps.cosmos.client.dispose();
  }
}

/**
 * The São Paulo days `escrever` ran across, first and last: the same day unless it ran across midnight. The stack's
 * clock (the machine's) stamps what it wrote within them, so a filter of whole days from the first to the last holds
 * it, and one from the day after the last holds none of it, whenever the test runs.
 */
export async function entreDias<T>(
  escrever: () => Promise<T>,
): Promise<{ escrito: T; primeiro: string; ultimo: string }> {
  const primeiro = dayInSaoPaulo(new Date());
  const escrito = await escrever();
  return { escrito, primeiro, ultimo: dayInSaoPaulo(new Date()) };
}

/**
 * A product name of this project and run alone, so desktop and phone never touch each other's product. The shop lists
 * by name and the other specs, running at the same time, read its first cards (pictures, the shell's first row):
 * a base sorting before a seeded product is refused, since for as long as the product exists it could come first.
 */
export function nomeUnico(base: string, testInfo: TestInfo): string {
  const antes = seedProdutos.filter(({ nome }) => base <= nome).map(({ nome }) => nome);
  if (antes.length > 0) throw new Error(`'${base}' would be listed before seeded products: ${antes.join(', ')}`);
  return `${base} ${testInfo.project.name} ${randomUUID().slice(0, 6)}`;
}

/** `vezes` sign-ins of `conta` in the activity log, as the API records a password sign-in (oldest first). */
export async function registrarLogins(conta: Conta, vezes: number) {
  const deps = createDependencies(configDaPilha());
  try {
    for (let vez = 0; vez < vezes; vez++) {
      await deps.activity.record({
        tipo: 'Usuario',
        acao: textosAtividade.acoes.login,
        detalhes: textosAtividade.detalhes.loginSenha,
        usuario: conta,
      });
    }
  } finally {
    deps.cosmos.client.dispose();
  }
}

/**
 * `username`'s session as the API's sign-in would issue it, minted without the password: it spares the API a password
 * derivation (half a second of its CPU) and writes no 'Login' to the log. For tests that are not about signing in
 * (those sign in for real: `signInWithPassword`, `entrarPelaApi`). In the run's stack, or in another (`config`).
 */
export async function sessaoSemSenha(username: string, config = configDaPilha()) {
  const deps = createDependencies(config);
  try {
    const user = await deps.usuarios.findByUsername(username);
    if (!user) throw new Error(`no user ${username} in the stack`);
    return { token: await tokenDeTeste(deps, user), user: toUsuarioSessao(user) };
  } finally {
    deps.cosmos.client.dispose();
  }
}

/** Init scripts of `comSessao` registered so far: each writes its session once per browser context, in order. */
let sessoesRegistradas = 0;

/**
 * The page's next load finds `username` signed in, as a returning user's browser does: a session minted as
 * `sessaoSemSenha` does, stored where the SPA keeps it (spec section 3 keys) before the page's first script runs — once
 * per browser context, so a later 'Sair' stays signed out.
 */
export async function comSessao(page: Page, username: string) {
  const sessao = { ...(await sessaoSemSenha(username)), ordem: ++sessoesRegistradas };
  await page.addInitScript(({ token, user, ordem }) => {
    // Every navigation runs every init script of the page: only a newer session than the one written applies. The
    // mark is in localStorage, which 'Sair' leaves alone beyond the spec's keys (an entry in sessionStorage would
    // make 'Sair' load MSAL to end a work-account session, which a password user never does).
    if (Number(localStorage.getItem('e2e:sessao') ?? 0) >= ordem) return;
    localStorage.setItem('e2e:sessao', String(ordem));
    localStorage.setItem('token', token);
    localStorage.setItem('userData', JSON.stringify(user));
  }, sessao);
}

/** The portal's auth header for calling the API as `username`, with a session minted as `sessaoSemSenha` does. */
export const cabecalhosDe = async (username: string) => ({
  'X-Portal-Authorization': `Bearer ${(await sessaoSemSenha(username)).token}`,
});

/** Signs in through the API (the log gets a 'Login' entry); the portal's auth header. */
export async function entrarPelaApi(request: APIRequestContext, username: string) {
  const login = await request.post('/api/login', { data: { username, password: testPassword } });
  expect(login.status()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  return { 'X-Portal-Authorization': `Bearer ${token}` };
}

export const dadosPessoais = {
  nome_completo: 'Maria da Silva',
  cpf: '',
  nome_empresa: 'Agro Franquia Ribeirão Ltda',
  cnpj: '11.222.333/0001-81',
  telefone: '(16) 98765-4321',
};

export const endereco = {
  estado: 'SP',
  cidade: 'Ribeirão Preto',
  cep: '14015-000',
  bairro: 'Centro',
  rua: 'Rua General Osório',
  numero: '120',
  complemento: '',
  ponto_referencia: '',
};

export const dadosEntrega = { ...endereco, quem_recebera: dadosPessoais.nome_completo };

/** A cart line by product name. */
export type ItemPedido = { nome: string; quantidade: number; tamanho?: string };

type Multipart = NonNullable<NonNullable<Parameters<APIRequestContext['post']>[1]>['multipart']>;

/**
 * How an order is sent: `campos` over the default JSON order (delivered in Ribeirão Preto and billed there,
 * no notes, no extra logo), or a whole `multipart` body (the one that carries extra-logo images).
 */
export type EnvioPedido = { campos?: Record<string, unknown> } | { multipart: Multipart };

/**
 * A franchisee calling the API (`cabecalhosDe`): `pedir` fills the cart with `itens` and places the order as the
 * checkout would; the new order's number.
 */
export async function comoCliente(request: APIRequestContext, username: string) {
  const headers = await cabecalhosDe(username);
  const { produtos } = listaProdutosResponseSchema.parse(await (await request.get('/api/produtos')).json());

  return async function pedir(itens: readonly ItemPedido[], envio: EnvioPedido = {}): Promise<number> {
    for (const { nome, ...item } of itens) {
      const produto_id = produtos.find((produto) => produto.nome === nome)?.id;
      expect((await request.post('/api/carrinho', { headers, data: { produto_id, ...item } })).ok()).toBe(true);
    }
    const corpo =
      'multipart' in envio
        ? { multipart: envio.multipart }
        : {
            data: {
              dados_pessoais: dadosPessoais,
              dados_entrega: dadosEntrega,
              endereco_entrega_igual_faturamento: true,
              observacoes: '',
              logo_extra: null,
              ...envio.campos,
            },
          };
    const resposta = await request.post('/api/pedidos', {
      ...corpo,
      headers: { ...headers, 'Idempotency-Key': randomUUID() },
    });
    expect(resposta.status()).toBe(201);
    return ((await resposta.json()) as { pedido: { id: number } }).pedido.id;
  };
}

/** Places one order as the franchisee (see `comoCliente`): `itens` by product name; its number. */
export async function fazerPedido(
  request: APIRequestContext,
  username: string,
  itens: readonly ItemPedido[],
  envio: EnvioPedido = {},
): Promise<number> {
  const pedir = await comoCliente(request, username);
  return pedir(itens, envio);
}

/**
 * A franchise unit (issue 36) made through the admin's API, with a name no other test uses, linked to `franqueado`: as
 * the admin would make it on /admin-unidades (the unit journey goes through that screen once).
 */
export async function unidadeVinculada(request: APIRequestContext, admin: Conta, franqueado: Conta) {
  const nome = `Loja ${randomUUID().slice(0, 8)}`;
  const comoAdmin = await cabecalhosDe(admin.username);
  const criada = await request.post('/api/admin/unidades', {
    headers: comoAdmin,
    data: {
      nome,
      cnpj: '33.000.167/0001-01',
      razao_social: 'Agro Sertãozinho Insumos Ltda',
      telefone: '(16) 3945-1000',
      endereco: { ...endereco, cidade: 'Sertãozinho', cep: '14160-000', complemento: 'Galpão 3' },
    },
  });
  expect(criada.status()).toBe(201);
  const { unidade } = unidadeResponseSchema.parse(await criada.json());
  expect(
    (await request.put(`/api/users/${franqueado.id}/unidades/${unidade.id}`, { headers: comoAdmin })).status(),
  ).toBe(200);
  return { nome, unidade, comoAdmin };
}

/** Sends the checkout form and acknowledges the spec's success alert; the order's number, as the alert gives it. */
export async function finalizarPedido(page: Page, checkout: Locator) {
  await checkout.getByRole('button', { name: 'Finalizar Pedido' }).click();
  const aviso = page.getByRole('alertdialog');
  await expect(aviso).toContainText(/Pedido #\d+ finalizado com sucesso!/);
  const numero = /Pedido #(\d+)/.exec((await aviso.textContent()) ?? '')?.[1];
  await aviso.getByRole('button', { name: 'OK' }).click();
  return numero;
}
