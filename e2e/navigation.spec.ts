import { errosLoginMicrosoft, mensagens } from '@portal/shared';
import { comSessao } from './dadosDoTeste.ts';
import { expect, fotografar, test } from './fixtures.ts';

test('signed in, an unknown address shows a pt-BR page inside the app with the way back', async ({
  page,
}, testInfo) => {
  await comSessao(page, 'franqueado');
  await page.goto('/pagina/que-nao-existe');
  await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
  await expect(page.getByText('Not Found')).toHaveCount(0);
  // The signed-in frame: navbar with the cart and the profile menu.
  await expect(page.getByRole('button', { name: /^CARRINHO, \d+ ite/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Menu do perfil' })).toBeVisible();
  await fotografar(page, testInfo)('pagina-nao-encontrada.png');
  await page.getByRole('link', { name: 'Voltar ao Painel' }).click();
  await expect(page).toHaveURL(/\/painel$/);
});

test('signed out, an unknown address shows a pt-BR page that leads to sign-in', async ({ page }, testInfo) => {
  await page.goto('/admin-pedidos/9999/qualquer');
  await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Menu do perfil' })).toHaveCount(0);
  await fotografar(page, testInfo)('pagina-nao-encontrada-deslogado.png');
  await page.getByRole('link', { name: 'Entrar no portal' }).click();
  await expect(page).toHaveURL(/\/microsoft-login$/);
});

test('/microsoft-login-error shows the text of a known error code, and the default text for anything else', async ({
  page,
}, testInfo) => {
  for (const [codigo, texto] of Object.entries(errosLoginMicrosoft)) {
    await page.goto(`/microsoft-login-error?error=${codigo}`);
    await expect(page.getByRole('alert')).toHaveText(texto);
  }
  // The address is anyone's to write: a text of theirs never reaches the page.
  const phishing = 'Sua conta foi bloqueada. Ligue para 0800 000 0000 e informe sua senha.';
  for (const error of [phishing, '123', '{"codigo": 7}', 'Conta <b>bloqueada</b>', 'toString', 'x'.repeat(2_000)]) {
    await page.goto(`/microsoft-login-error?error=${encodeURIComponent(error)}`);
    await expect(page.getByRole('alert')).toHaveText(mensagens.erroAutenticacaoMicrosoft);
    await expect(page.locator('body')).not.toContainText(error.slice(0, 40));
  }
  await fotografar(page, testInfo)('erro-microsoft.png');
  await page.goto('/microsoft-login-error');
  await expect(page.getByRole('alert')).toHaveText(mensagens.erroAutenticacaoMicrosoft);
  await page.getByRole('link', { name: 'Tentar novamente' }).click();
  await expect(page).toHaveURL(/\/microsoft-login$/);
});

test('the phone menu closes on Escape and the focus returns to its button', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'the menu button exists below 768 px only');
  await comSessao(page, 'franqueado');
  await page.goto('/painel');
  const toggle = page.getByRole('button', { name: 'Menu', exact: true });
  await toggle.click();
  const home = page.getByRole('link', { name: 'HOME' });
  await expect(home).toBeVisible();
  await fotografar(page, testInfo)('menu-aberto.png');
  await home.focus();
  await page.keyboard.press('Escape');
  await expect(home).toBeHidden();
  await expect(toggle).toBeFocused();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
});
