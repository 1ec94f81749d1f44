import { demoPassword, expect, fotografar, latestEmail, signInWithPassword, test } from './fixtures.ts';
import { usuariosNaoVerificados } from './globalSetup.ts';

test('a signed-out visit to /home lands on /microsoft-login; the work account signs in to a nine-card hub', async ({
  page,
}, testInfo) => {
  await page.goto('/home');
  await expect(page).toHaveURL(/\/microsoft-login$/);
  await fotografar(page, testInfo)('microsoft-login.png');

  await page.getByRole('button', { name: 'Entrar com conta Microsoft' }).click();
  // The local dev tenant's sign-in form (Entra ID in Azure).
  await page.locator('input[name=login]').fill('ana@franquia.dev');
  await page.locator('input[name=password]').fill(demoPassword);
  await page.getByRole('button', { name: 'Entrar' }).click();

  await expect(page).toHaveURL(/\/painel$/);
  await expect(page.getByRole('heading', { name: 'Boas-vindas, ana!' })).toBeVisible();
  const cards = page.getByRole('list', { name: 'Ferramentas' }).getByRole('listitem');
  await expect(cards).toHaveCount(9);
  await expect(cards.first()).toContainText('Loja de Brindes');
  await expect(cards.last()).toContainText('Rastreamento de Cargas');

  const stored = await page.evaluate(() => ({
    token: localStorage.getItem('token'),
    userData: JSON.parse(localStorage.getItem('userData') ?? 'null'),
    azureToken: localStorage.getItem('azureToken'),
    azureTokenExpires: localStorage.getItem('azureTokenExpires'),
    sessionAzureToken: sessionStorage.getItem('azureToken'),
  }));
  expect(stored.token).toBeTruthy();
  expect(stored.userData).toMatchObject({ username: 'ana', email: 'ana@franquia.dev', role: 'user' });
  expect(stored.azureToken).toBeTruthy();
  expect(stored.sessionAzureToken).toBe(stored.azureToken);
  expect(Date.parse(stored.azureTokenExpires ?? '')).toBeGreaterThan(Date.now());
  await fotografar(page, testInfo, { fullPage: true })('painel.png');

  // A signed-in visit to the sign-in pages goes back to the hub.
  await page.goto('/microsoft-login');
  await expect(page).toHaveURL(/\/painel$/);
});

test('an unverified user signs in with password, receives the code by e-mail and reaches /painel', async ({
  page,
  request,
}, testInfo) => {
  const username = usuariosNaoVerificados[testInfo.project.name as keyof typeof usuariosNaoVerificados];
  await signInWithPassword(page, username);

  await expect(page.getByRole('heading', { name: 'Verificação de e-mail' })).toBeVisible();
  await expect(page.getByText('O código expira em 10 minutos.')).toBeVisible();
  await fotografar(page, testInfo)('verificacao.png');

  const email = await latestEmail(request, `${username}@franquia.dev`);
  const code = /\b(\d{6})\b/.exec(email.text)?.[1];
  expect(code).toMatch(/^\d{6}$/);

  // Digits only, at most 6, whether typed or pasted (insertText goes through the input like a paste).
  const field = page.getByLabel('Código de verificação');
  await field.pressSequentially('a1b2c');
  await expect(field).toHaveValue('12');
  await field.fill('');
  await field.focus();
  await page.keyboard.insertText('Seu código: 98 76 54 32');
  await expect(field).toHaveValue('987654');
  await field.fill(code ?? '');
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page.getByText('E-mail verificado com sucesso!')).toBeVisible();
  await expect(page).toHaveURL(/\/painel$/, { timeout: 5_000 });
  await expect(page.getByRole('list', { name: 'Ferramentas' }).getByRole('listitem')).toHaveCount(9);
});

test('a franchisee opening /admin sees Acesso Negado and returns to /painel', async ({ page }, testInfo) => {
  await signInWithPassword(page, 'franqueado');
  await expect(page).toHaveURL(/\/painel$/);
  await expect(page.getByRole('link', { name: 'ADMIN' })).toHaveCount(0);

  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Acesso Negado' })).toBeVisible();
  await expect(page.getByText('Você não tem permissão para acessar esta área administrativa.')).toBeVisible();
  await fotografar(page, testInfo)('acesso-negado.png');
  await page.getByRole('link', { name: 'Voltar ao Painel' }).click();
  await expect(page).toHaveURL(/\/painel$/);
});

test('an admin sees the ADMIN button and the admin area', async ({ page }, testInfo) => {
  await signInWithPassword(page, 'admin');
  await expect(page).toHaveURL(/\/painel$/);
  // On phones the navigation links sit behind the menu button.
  if (testInfo.project.name === 'phone') await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await page.getByRole('link', { name: 'ADMIN' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Acesso Negado' })).toHaveCount(0);
});

test("'Sair' clears storage and lands on /microsoft-login", async ({ page }, testInfo) => {
  await signInWithPassword(page, 'franqueado');
  await expect(page).toHaveURL(/\/painel$/);
  await page.getByRole('button', { name: 'Menu do perfil' }).click();
  await expect(page.getByText('Olá, franqueado!')).toBeVisible();
  await expect(page.getByText('franqueado@franquia.dev')).toBeVisible();
  await fotografar(page, testInfo)('menu-perfil.png');
  await page.getByRole('button', { name: 'Sair' }).click();

  await expect(page).toHaveURL(/\/microsoft-login$/);
  const remaining = await page.evaluate(() => ({
    local: ['token', 'userData', 'azureToken', 'azureTokenExpires'].map((key) => localStorage.getItem(key)),
    session: sessionStorage.getItem('azureToken'),
  }));
  expect(remaining).toEqual({ local: [null, null, null, null], session: null });

  await page.goto('/painel');
  await expect(page).toHaveURL(/\/microsoft-login$/);
});

test('a wrong password shows the server message under the real headers', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Usuário').fill('franqueado');
  await page.getByLabel('Senha').fill('errada');
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Usuário ou senha inválidos.');
});

test('a broken stored session is removed and the user is sent to sign in', async ({ page }) => {
  await page.goto('/microsoft-login');
  await page.evaluate(() => {
    localStorage.setItem('token', 'token-invalido');
    localStorage.setItem('userData', '{quebrado');
  });
  await page.goto('/painel');
  await expect(page).toHaveURL(/\/microsoft-login$/);
  expect(await page.evaluate(() => localStorage.getItem('userData'))).toBeNull();
});
