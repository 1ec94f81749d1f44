import type { Page, TestInfo } from '@playwright/test';
import { comSessao } from './dadosDoTeste.ts';
import { abrirLojaComCarrinhoVazio, cabecalhosDaSessao, demoPassword, expect, fotografar, test } from './fixtures.ts';
import { usuariosCarrinho } from './globalSetup.ts';

// One account per project (see globalSetup.ts); the tests below share its cart, so they run in order.
test.describe.configure({ mode: 'default' });

/** Signs in with the project's cart account and opens the shop with an empty cart. */
async function openShopWithEmptyCart(page: Page, testInfo: TestInfo) {
  await comSessao(page, usuariosCarrinho[testInfo.project.name as keyof typeof usuariosCarrinho]);
  await page.goto('/painel');
  await abrirLojaComCarrinhoVazio(page);
  await expect(page.getByRole('button', { name: /^Ver Carrinho/ })).toBeVisible();
}

/** Adds a product from its card: the size when asked, then the quantity typed in the quantity dialog. */
async function addToCart(page: Page, nome: string, { tamanho, quantidade }: { tamanho?: string; quantidade?: number }) {
  await page.getByRole('article', { name: nome }).getByRole('button', { name: 'Adicionar ao Carrinho' }).click();
  if (tamanho) {
    const sizes = page.getByRole('dialog', { name: 'Selecione o tamanho' });
    await sizes.getByRole('radio', { name: tamanho, exact: true }).check();
    await sizes.getByRole('button', { name: 'Continuar' }).click();
  }
  const dialog = page.getByRole('dialog', { name: 'Selecione a quantidade' });
  await expect(dialog).toContainText(nome);
  if (quantidade !== undefined) await dialog.getByRole('spinbutton', { name: 'Quantidade' }).fill(String(quantidade));
  await dialog.getByRole('button', { name: 'Adicionar ao Carrinho' }).click();
  await expect(dialog).toBeHidden();
}

async function openDrawer(page: Page) {
  await page.getByRole('button', { name: /^Ver Carrinho/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Meu Carrinho' });
  await expect(drawer).toBeVisible();
  return drawer;
}

test('the drawer lists each item with its size, unit price and subtotal, and the total in R$', async ({
  page,
}, testInfo) => {
  await openShopWithEmptyCart(page, testInfo);
  const badge = page.getByTestId('cart-badge');
  await expect(page.getByRole('button', { name: 'CARRINHO, 0 itens' })).toBeVisible();
  await addToCart(page, 'Camiseta Polo Bordada', { tamanho: 'M', quantidade: 12 });
  await expect(badge).toHaveText('12');
  await expect(page.getByRole('button', { name: 'CARRINHO, 12 itens' })).toBeVisible();
  await addToCart(page, 'Caneca de Cerâmica 350 ml', {});
  await expect(badge).toHaveText('13');
  await expect(page.getByText('13 itens · R$ 1.118,70')).toBeVisible();

  const drawer = await openDrawer(page);
  await expect(drawer.getByRole('list', { name: 'Itens do carrinho' }).getByRole('listitem')).toHaveCount(2);
  const camiseta = drawer.getByRole('listitem', { name: 'Camiseta Polo Bordada' });
  await expect(camiseta).toContainText('Tamanho: M');
  await expect(camiseta).toContainText('R$ 89,90 cada');
  await expect(
    camiseta.getByRole('group', { name: 'Quantidade de Camiseta Polo Bordada' }).getByRole('status'),
  ).toHaveText('12');
  await expect(camiseta).toContainText('Subtotal: R$ 1.078,80');
  const caneca = drawer.getByRole('listitem', { name: 'Caneca de Cerâmica 350 ml' });
  await expect(caneca).not.toContainText('Tamanho');
  await expect(caneca).toContainText('R$ 39,90 cada');
  await expect(caneca).toContainText('Subtotal: R$ 39,90');
  // The exact spec format, with a plain space after the symbol and '.' for thousands.
  const total = drawer.getByText('R$ 1.118,70', { exact: true });
  await expect(total).toBeVisible();
  expect(await total.textContent()).toBe('R$ 1.118,70');
});

test('+ and − change the quantity, − at 1 removes the item, and the bin removes it', async ({ page }, testInfo) => {
  await openShopWithEmptyCart(page, testInfo);
  const badge = page.getByTestId('cart-badge');
  await addToCart(page, 'Caneca de Cerâmica 350 ml', {});
  // The navbar button's name agrees in number.
  await expect(page.getByRole('button', { name: 'CARRINHO, 1 item' })).toBeVisible();
  await addToCart(page, 'Boné Trucker', {});
  await expect(badge).toHaveText('2');
  await expect(page.getByRole('button', { name: 'CARRINHO, 2 itens' })).toBeVisible();

  const drawer = await openDrawer(page);
  const caneca = drawer.getByRole('listitem', { name: 'Caneca de Cerâmica 350 ml' });
  const quantidade = caneca.getByRole('group', { name: 'Quantidade de Caneca de Cerâmica 350 ml' }).getByRole('status');
  await caneca.getByRole('button', { name: 'Aumentar quantidade de Caneca de Cerâmica 350 ml' }).click();
  await expect(quantidade).toHaveText('2');
  await expect(caneca).toContainText('Subtotal: R$ 79,80');
  await expect(drawer).toContainText('R$ 129,70');
  await expect(badge).toHaveText('3');

  await caneca.getByRole('button', { name: 'Diminuir quantidade de Caneca de Cerâmica 350 ml' }).click();
  await expect(quantidade).toHaveText('1');
  await expect(drawer).toContainText('R$ 89,80');
  await expect(badge).toHaveText('2');

  await caneca.getByRole('button', { name: 'Diminuir quantidade de Caneca de Cerâmica 350 ml' }).click();
  await expect(caneca).toHaveCount(0);
  await expect(drawer.getByRole('listitem')).toHaveCount(1);
  await expect(badge).toHaveText('1');

  await drawer.getByRole('button', { name: 'Remover Boné Trucker do carrinho' }).click();
  await expect(drawer).toContainText('Seu carrinho está vazio!');
  await expect(drawer).toContainText('R$ 0,00');
  await expect(drawer.getByRole('button', { name: 'Limpar Carrinho' })).toBeDisabled();
  await expect(badge).toHaveText('0');

  // The server kept the change: a reload shows the same empty cart.
  await page.reload();
  await expect(await openDrawer(page)).toContainText('Seu carrinho está vazio!');
});

test("'Limpar Carrinho' asks first: Cancelar keeps the items, confirming empties the cart", async ({
  page,
}, testInfo) => {
  await openShopWithEmptyCart(page, testInfo);
  const badge = page.getByTestId('cart-badge');
  await addToCart(page, 'Boné Trucker', {});
  await addToCart(page, 'Caneca de Cerâmica 350 ml', { quantidade: 3 });
  await expect(badge).toHaveText('4');
  let clears = 0;
  page.on('request', (request) => {
    if (request.method() === 'DELETE' && new URL(request.url()).pathname === '/api/carrinho') clears++;
  });

  const drawer = await openDrawer(page);
  await drawer.getByRole('button', { name: 'Limpar Carrinho' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Tem certeza que deseja limpar o carrinho?');
  await fotografar(page, testInfo)('confirmar-limpar.png');
  await confirm.getByRole('button', { name: 'Cancelar' }).click();
  await expect(confirm).toBeHidden();
  await expect(drawer.getByRole('list', { name: 'Itens do carrinho' }).getByRole('listitem')).toHaveCount(2);
  await expect(badge).toHaveText('4');
  expect(clears).toBe(0);

  await drawer.getByRole('button', { name: 'Limpar Carrinho' }).click();
  await confirm.getByRole('button', { name: 'Limpar Carrinho' }).click();
  await expect(drawer).toContainText('Seu carrinho está vazio!');
  await expect(badge).toHaveText('0');
  expect(clears).toBe(1);
  await page.reload();
  await expect(await openDrawer(page)).toContainText('Seu carrinho está vazio!');
});

test('the server refuses past 100 per item; an update error shows its message, a remove error is only logged', async ({
  page,
}, testInfo) => {
  await openShopWithEmptyCart(page, testInfo);
  const badge = page.getByTestId('cart-badge');
  await addToCart(page, 'Caneca de Cerâmica 350 ml', { quantidade: 100 });
  await addToCart(page, 'Boné Trucker', {});
  await expect(badge).toHaveText('101');

  // The 101st mug: the server answers with its maximum.
  await addToCart(page, 'Caneca de Cerâmica 350 ml', {});
  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText('Quantidade máxima por item: 100.');
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(badge).toHaveText('101');

  const drawer = await openDrawer(page);
  const caneca = drawer.getByRole('listitem', { name: 'Caneca de Cerâmica 350 ml' });
  await expect(
    caneca.getByRole('group', { name: 'Quantidade de Caneca de Cerâmica 350 ml' }).getByRole('status'),
  ).toHaveText('100');
  // At the maximum the drawer does not offer + at all.
  await expect(caneca.getByRole('button', { name: 'Aumentar quantidade de Caneca de Cerâmica 350 ml' })).toBeDisabled();

  // The items are then removed elsewhere (another tab), through the real API, while this drawer still
  // shows them: acting on them here gets real 404 answers.
  const headers = await cabecalhosDaSessao(page);
  const removeElsewhere = async (nome: string) => {
    const cart = (await (await page.request.get('/api/carrinho', { headers })).json()) as {
      itens: { id: string; produto: { nome: string } }[];
    };
    const item = cart.itens.find((candidate) => candidate.produto.nome === nome);
    expect(item).toBeTruthy();
    expect((await page.request.delete(`/api/carrinho/${item?.id}`, { headers })).ok()).toBe(true);
  };
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') logged.push(message.text());
  });

  await removeElsewhere('Boné Trucker');
  const bone = drawer.getByRole('listitem', { name: 'Boné Trucker' });
  const removal = page.waitForResponse(
    (response) => response.request().method() === 'DELETE' && /\/api\/carrinho\/.+/.test(response.url()),
  );
  await bone.getByRole('button', { name: 'Remover Boné Trucker do carrinho' }).click();
  expect((await removal).status()).toBe(404);
  await expect.poll(() => logged.some((text) => text.startsWith('Erro ao remover item do carrinho'))).toBe(true);
  await expect(alert).toHaveCount(0);
  // The cart is reloaded after the attempt: the item removed elsewhere is gone here too.
  await expect(bone).toHaveCount(0);

  await removeElsewhere('Caneca de Cerâmica 350 ml');
  await caneca.getByRole('button', { name: 'Diminuir quantidade de Caneca de Cerâmica 350 ml' }).click();
  await expect(alert).toContainText('Item não encontrado no carrinho.');
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(drawer).toContainText('Seu carrinho está vazio!');
  await expect(badge).toHaveText('0');
});

test("'Finalizar Pedido' opens the checkout in the drawer and 'Voltar' returns; an empty cart is refused", async ({
  page,
}, testInfo) => {
  await openShopWithEmptyCart(page, testInfo);
  const drawer = await openDrawer(page);
  await expect(drawer).toContainText('Seu carrinho está vazio!');
  await drawer.getByRole('button', { name: 'Finalizar Pedido' }).click();
  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText('Seu carrinho está vazio!');
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(alert).toBeHidden();
  await expect(drawer).toBeVisible();
  await page.getByRole('button', { name: 'Fechar carrinho' }).click();
  await expect(drawer).toBeHidden();

  await addToCart(page, 'Caneca de Cerâmica 350 ml', {});
  await openDrawer(page);
  await drawer.getByRole('button', { name: 'Finalizar Pedido' }).click();
  const checkout = page.getByRole('dialog', { name: 'Finalizar Pedido' });
  await expect(checkout.getByRole('group', { name: 'Dados Pessoais' })).toBeVisible();
  await expect(checkout.getByRole('list', { name: 'Itens do carrinho' })).toBeHidden();
  await checkout.getByRole('button', { name: 'Voltar' }).click();
  await expect(drawer.getByRole('listitem', { name: 'Caneca de Cerâmica 350 ml' })).toBeVisible();
  await expect(drawer.getByRole('group', { name: 'Dados Pessoais' })).toBeHidden();
});

test('the cart top bar shows on the shop and on Meus Pedidos, not on the hub', async ({ page }, testInfo) => {
  await openShopWithEmptyCart(page, testInfo);
  await page.goto('/meus-pedidos');
  await expect(page.getByRole('button', { name: /^Ver Carrinho/ })).toBeVisible();
  await page.goto('/painel');
  await expect(page.getByRole('heading', { name: /Boas-vindas/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Ver Carrinho/ })).toHaveCount(0);
});

test("after signing out, the next user never sees the previous user's cart", async ({ page }, testInfo) => {
  await openShopWithEmptyCart(page, testInfo);
  await addToCart(page, 'Boné Trucker', { quantidade: 2 });
  await expect(page.getByTestId('cart-badge')).toHaveText('2');

  await page.getByRole('button', { name: 'Menu do perfil' }).click();
  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/microsoft-login$/);

  // Within the same page (no reload, so the same query cache): `master` never adds to a cart here.
  await page.getByRole('link', { name: 'Entrar com usuário e senha' }).click();
  await page.getByLabel('Usuário').fill('master');
  await page.getByLabel('Senha').fill(demoPassword);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(/\/painel$/);
  await expect(page.getByTestId('cart-badge')).toHaveText('0');
});
