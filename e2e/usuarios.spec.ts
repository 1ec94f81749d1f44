import type { Page } from '@playwright/test';
import { mensagensLogs, mensagensUsuarios } from '@portal/shared';
import { comSessao, novasContas } from './dadosDoTeste.ts';
import { expect, fotografar, test } from './fixtures.ts';

async function abrirUsuarios(page: Page, username: string) {
  await comSessao(page, username);
  await page.goto('/users');
  await expect(page.getByRole('heading', { name: 'Gerenciamento de Usuários', level: 1 })).toBeVisible();
}

const buscar = (page: Page, texto: string) => page.getByRole('searchbox', { name: 'Buscar usuário' }).fill(texto);
const cartao = (page: Page, username: string) => page.getByRole('listitem', { name: username, exact: true });
const caixa = (page: Page, username: string) =>
  cartao(page, username).getByRole('checkbox', { name: /^Administrador/ });
const papel = (page: Page, username: string) => cartao(page, username).locator('.badge').first();

test('the master grants and withdraws admin; another master and the master themselves are protected', async ({
  page,
}, testInfo) => {
  // Users of this run alone, so desktop and phone never change the same one.
  const [alvo, outroMaster] = await novasContas(['user', 'master']);
  const foto = fotografar(page, testInfo);
  await abrirUsuarios(page, 'master');
  await expect(cartao(page, 'admin')).toBeVisible();
  await foto('lista.png');

  // The search goes to the URL and the API; the card shows who it is.
  await buscar(page, alvo.email.toUpperCase());
  await expect(page).toHaveURL(/[?&]busca=/);
  await expect(page.getByRole('list', { name: 'Usuários' }).getByRole('listitem')).toHaveCount(1);
  await expect(cartao(page, alvo.username)).toContainText(alvo.email);
  await expect(cartao(page, alvo.username)).toContainText('Verificado');
  await expect(cartao(page, alvo.username)).toContainText(mensagensUsuarios.origem.senha);
  await expect(papel(page, alvo.username)).toHaveText('Usuário');
  await expect(caixa(page, alvo.username)).not.toBeChecked();
  await expect(caixa(page, alvo.username)).toBeEnabled();

  await caixa(page, alvo.username).check();
  await expect(page.getByRole('status').filter({ hasText: mensagensUsuarios.atualizado })).toBeVisible();
  await expect(papel(page, alvo.username)).toHaveText('Admin');
  await expect(caixa(page, alvo.username)).toBeChecked();
  await foto('admin-concedido.png');
  // Stored: a reload (the search kept in the URL) shows the same.
  await page.reload();
  await expect(papel(page, alvo.username)).toHaveText('Admin');
  await caixa(page, alvo.username).uncheck();
  await expect(page.getByRole('status').filter({ hasText: mensagensUsuarios.atualizado })).toBeVisible();
  await expect(papel(page, alvo.username)).toHaveText('Usuário');
  await expect(caixa(page, alvo.username)).not.toBeChecked();
  await page.getByRole('button', { name: 'Fechar aviso' }).click();
  await expect(page.getByRole('status').filter({ hasText: mensagensUsuarios.atualizado })).toHaveCount(0);

  // Another master is protected; so is the master's own role.
  await buscar(page, outroMaster.username);
  await expect(papel(page, outroMaster.username)).toHaveText('Master');
  await expect(caixa(page, outroMaster.username)).toBeChecked();
  await expect(caixa(page, outroMaster.username)).toBeDisabled();
  await expect(cartao(page, outroMaster.username)).toContainText(mensagensUsuarios.bloqueioMaster);
  await buscar(page, 'master@');
  await expect(caixa(page, 'master')).toBeDisabled();
  await expect(cartao(page, 'master')).toContainText(mensagensUsuarios.bloqueioProprio);
  await foto('protegidos.png');

  await buscar(page, 'ninguem-com-este-nome');
  await expect(page.getByText(mensagensUsuarios.nenhum)).toBeVisible();
  await foto('vazio.png');

  // A user's card leads to the log filtered by that user's id: the master's own, with the role changes above.
  await buscar(page, 'master@');
  await cartao(page, 'master')
    .getByRole('link', { name: new RegExp(`^${mensagensUsuarios.verNoLog}`) })
    .click();
  await expect(page).toHaveURL(/\/logs\?usuarioId=[^&]+$/);
  await expect(page.getByRole('combobox', { name: 'Usuário', exact: true })).toHaveValue(
    mensagensLogs.usuarioEscolhido('master', 'master@franquia.dev'),
  );
  await expect(page.getByRole('rowheader', { name: 'Permissões alteradas' }).first()).toBeVisible();
});

test('an admin changes plain users only', async ({ page }) => {
  const [usuario, outroAdmin] = await novasContas(['user', 'admin']);
  await abrirUsuarios(page, 'admin');
  await buscar(page, outroAdmin.username);
  await expect(caixa(page, outroAdmin.username)).toBeChecked();
  await expect(caixa(page, outroAdmin.username)).toBeDisabled();
  await expect(cartao(page, outroAdmin.username)).toContainText(mensagensUsuarios.bloqueioAdmin);
  await buscar(page, '@franquia.dev');
  await expect(caixa(page, 'master')).toBeDisabled();
  await expect(cartao(page, 'master')).toContainText(mensagensUsuarios.bloqueioMaster);
  await expect(caixa(page, 'admin')).toBeDisabled();
  await expect(cartao(page, 'admin')).toContainText(mensagensUsuarios.bloqueioProprio);

  await buscar(page, usuario.username);
  // The search has answered (the previous one's cards are gone) before the box is clicked: a list read sent before
  // the change and answered after it would show the old role.
  await expect(cartao(page, 'master')).toHaveCount(0);
  await caixa(page, usuario.username).check();
  await expect(page.getByRole('status').filter({ hasText: mensagensUsuarios.atualizado })).toBeVisible();
  await expect(papel(page, usuario.username)).toHaveText('Admin');
  // Now an admin, the user is beyond this admin's reach.
  await expect(caixa(page, usuario.username)).toBeDisabled();
});

test("loading, then a failed load with the reason and 'Tentar Novamente'", async ({ page }, testInfo) => {
  const foto = fotografar(page, testInfo);
  await comSessao(page, 'master');
  // Fault injection: the list call is held, then dropped before it reaches the API (a network failure the
  // real local stack cannot be made to produce for one test alone). Once released, calls go through.
  let liberar: () => void = () => {};
  const segura = new Promise<void>((resolve) => {
    liberar = resolve;
  });
  let falhar = true;
  await page.route('**/api/users*', async (route) => {
    if (!falhar) return route.continue();
    await segura;
    return route.abort('internetdisconnected');
  });
  await page.goto('/users');
  await expect(page.getByRole('status').filter({ hasText: mensagensUsuarios.carregando })).toBeVisible();
  await foto('carregando.png');
  liberar();
  const erro = page.getByRole('alert').filter({ hasText: /^Erro ao carregar usuários/ });
  await expect(erro).toContainText(mensagensUsuarios.erroCarregar('Erro de conexão. Tente novamente.'));
  await foto('erro.png');
  falhar = false;
  await erro.getByRole('button', { name: 'Tentar Novamente' }).click();
  await expect(cartao(page, 'master')).toBeVisible();
  await expect(erro).toHaveCount(0);
});
