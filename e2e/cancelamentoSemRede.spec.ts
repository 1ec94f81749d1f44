import type { Page } from '@playwright/test';
import { mensagens, mensagensTelas } from '@portal/shared';
import { comSessao, fazerPedido, novasContas } from './dadosDoTeste.ts';
import { expect, test } from './fixtures.ts';

/**
 * The cancel modal's, an order's detail's and the shop's add-to-cart dialogs' code loads on demand
 * (components/lazyComponent.tsx, features/pedidos/lazyModals.ts, features/loja/lazyDialogs.ts; decision 139). When it
 * cannot arrive — no connection, or a deploy replaced the files under an open tab — the user reads the lost
 * connection's message and the screen stays as it was.
 */
test("the cancel modal's code cannot arrive: the connection message, and the list stays", async ({ page, request }) => {
  const [admin, cliente] = await novasContas(['admin', 'user']);
  const id = await fazerPedido(request, cliente.username, [{ nome: 'Caneca de Cerâmica 350 ml', quantidade: 1 }]);
  const pedidos = await semOChunk(page, 'CancelamentoModal');

  await comSessao(page, admin.username);
  await page.goto(`/admin-pedidos?cliente=${cliente.username}`);
  const seletor = page.getByLabel(`Alterar status do pedido #${id}`);
  await seletor.selectOption('Cancelado');

  await confirmarSemConexao(page);
  await expect(page.getByRole('dialog', { name: 'Cancelar Pedido' })).toHaveCount(0);
  await expect(seletor).toHaveValue('Pendente de Aprovação');
  expect(pedidos.length).toBeGreaterThan(0);
});

/** Refuses every request for the chunk `nome` (as a lost connection would) and counts them. */
async function semOChunk(page: Page, nome: string) {
  const pedidos: string[] = [];
  await page.route(new RegExp(`/assets/${nome}-[^/]+\\.js$`), (route) => {
    pedidos.push(route.request().url());
    return route.abort('internetdisconnected');
  });
  return pedidos;
}

/** The connection message, acknowledged. */
async function confirmarSemConexao(page: Page) {
  const alerta = page.getByRole('alertdialog');
  await expect(alerta).toContainText(mensagens.erroConexao);
  await alerta.getByRole('button', { name: 'OK' }).click();
  await expect(alerta).toBeHidden();
}

test("an order's detail cannot arrive: the connection message, and the list stays", async ({ page, request }) => {
  const [cliente] = await novasContas(['user']);
  const id = await fazerPedido(request, cliente.username, [{ nome: 'Caneca de Cerâmica 350 ml', quantidade: 1 }]);
  const pedidos = await semOChunk(page, 'DetalhePedido');

  await comSessao(page, cliente.username);
  await page.goto('/meus-pedidos');
  await page.getByRole('button', { name: /^Ver Detalhes/ }).click();

  await confirmarSemConexao(page);
  await expect(page.getByRole('dialog', { name: `Pedido #${id}` })).toHaveCount(0);
  await expect(page.getByRole('rowheader', { name: `#${id}` })).toBeVisible();
  expect(pedidos.length).toBeGreaterThan(0);
});

test("the shop's add-to-cart dialog cannot arrive: the connection message, and the cart stays empty", async ({
  page,
}) => {
  const [cliente] = await novasContas(['user']);
  const pedidos = await semOChunk(page, 'AdicionarAoCarrinhoDialogs');

  await comSessao(page, cliente.username);
  await page.goto('/home');
  await page
    .getByRole('article', { name: 'Caneca de Cerâmica 350 ml' })
    .getByRole('button', { name: 'Adicionar ao Carrinho' })
    .click();

  await confirmarSemConexao(page);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByTestId('cart-badge')).toHaveText('0');
  expect(pedidos.length).toBeGreaterThan(0);
});

test("a screen's code cannot arrive: the portal's page in pt-BR, not the router's default", async ({ page }) => {
  const [cliente] = await novasContas(['user']);
  const pedidos = await semOChunk(page, 'PainelPage');

  await comSessao(page, cliente.username);
  await page.goto('/painel');

  await expect(page.getByRole('heading', { name: mensagensTelas.portalIndisponivelTitulo })).toBeVisible();
  await expect(page.getByText(mensagensTelas.portalIndisponivelTexto)).toBeVisible();
  await expect(page.getByRole('button', { name: mensagens.tentarNovamente })).toBeVisible();
  await expect(page.getByText('Something went wrong')).toHaveCount(0);
  expect(pedidos.length).toBeGreaterThan(0);
});
