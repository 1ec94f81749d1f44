import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { listaProdutosResponseSchema, type Papel } from '@portal/shared';
import { createDependencies } from '../functions/src/app/dependencies.ts';
import { loadConfig } from '../functions/src/config.ts';
import { createTestUser, testPassword } from '../functions/test/integration/testUsers.ts';
import { expect } from './fixtures.ts';

/**
 * Accounts of one test alone (created in the stack's store, as the seed would), so the desktop and phone
 * projects — and a retry — never share state. Their password is `testPassword`.
 */
export async function novasContas<const P extends readonly Papel[]>(papeis: P): Promise<{ [I in keyof P]: string }> {
  const settings = process.env.PORTAL_E2E_API_SETTINGS;
  if (!settings) throw new Error('PORTAL_E2E_API_SETTINGS missing: run through playwright.config.ts');
  const deps = createDependencies(loadConfig(JSON.parse(settings) as Record<string, string>));
  try {
    const usernames: string[] = [];
    for (const role of papeis) usernames.push((await createTestUser(deps, { role })).username);
    return usernames as { [I in keyof P]: string };
  } finally {
    deps.cosmos.client.dispose();
  }
}

/** Signs in on /login, as a person would. */
export async function entrar(page: Page, username: string) {
  await page.goto('/login');
  await page.getByLabel('Usuário').fill(username);
  await page.getByLabel('Senha').fill(testPassword);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(/\/painel$/);
}

/** Signs in through the API (the log gets a 'Login' entry); the portal's auth header. */
export async function entrarPelaApi(request: APIRequestContext, username: string) {
  const login = await request.post('/api/login', { data: { username, password: testPassword } });
  expect(login.status()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  return { 'X-Portal-Authorization': `Bearer ${token}` };
}

const endereco = {
  estado: 'SP',
  cidade: 'Ribeirão Preto',
  cep: '14015-000',
  bairro: 'Centro',
  rua: 'Rua General Osório',
  numero: '120',
  complemento: '',
  ponto_referencia: '',
};

/** Places one order as the franchisee, through the cart and checkout calls: `itens` by product name; its number. */
export async function fazerPedido(
  request: APIRequestContext,
  username: string,
  itens: readonly { nome: string; quantidade: number; tamanho?: string }[],
): Promise<number> {
  const headers = await entrarPelaApi(request, username);
  const { produtos } = listaProdutosResponseSchema.parse(await (await request.get('/api/produtos')).json());
  for (const { nome, ...item } of itens) {
    const produto_id = produtos.find((produto) => produto.nome === nome)?.id;
    expect((await request.post('/api/carrinho', { headers, data: { produto_id, ...item } })).ok()).toBe(true);
  }
  const resposta = await request.post('/api/pedidos', {
    headers: { ...headers, 'Idempotency-Key': randomUUID() },
    data: {
      dados_pessoais: {
        nome_completo: 'Maria da Silva',
        cpf: '',
        nome_empresa: 'Agro Franquia Ribeirão Ltda',
        cnpj: '11.222.333/0001-81',
        telefone: '(16) 98765-4321',
      },
      dados_entrega: { ...endereco, quem_recebera: 'Maria da Silva' },
      endereco_entrega_igual_faturamento: true,
      observacoes: '',
      logo_extra: null,
    },
  });
  expect(resposta.status()).toBe(201);
  return ((await resposta.json()) as { pedido: { id: number } }).pedido.id;
}
