import type { Page } from '@playwright/test';
import { addDays, listaLogsResponseSchema, mensagensLogs, type ResumoLogs } from '@portal/shared';
import { comSessao, entrarPelaApi, entreDias, fazerPedido, novasContas, registrarLogins } from './dadosDoTeste.ts';
import { expect, fotografar, mostrando, test } from './fixtures.ts';

/** The entries listed (rows on desktop, cards on phones), each named by its action. */
const entradas = (page: Page) => page.getByRole('rowheader');

test('the admin reads the log filtered by user, type, action and São Paulo days, page after page', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const foto = fotografar(page, testInfo);
  const [{ username: admin }, conta] = await novasContas(['admin', 'user']);
  const { username: cliente, id: clienteId, email: clienteEmail } = conta;
  // 50 earlier sign-ins of the franchisee, written as the API writes them (each real one costs half a second of
  // scrypt), then a real sign-in and an order ('Login', type Usuario; 'Pedido criado', type Pedido): 52 entries of
  // theirs, more than the 50 of a page, the order the newest.
  const escritas = await entreDias(async () => {
    await registrarLogins(conta, 50);
    await entrarPelaApi(request, cliente);
    return fazerPedido(request, cliente, [{ nome: 'Boné Trucker', quantidade: 1 }]);
  });
  const numero = escritas.escrito;

  await comSessao(page, admin);
  const primeiraPagina = page.waitForResponse((resposta) => resposta.url().includes('/api/admin/logs?'));
  await page.goto('/logs');
  await expect(page.getByRole('heading', { name: 'Logs do Sistema', level: 1 })).toBeVisible();

  // The cards are the API's counts over every log.
  const { resumo } = listaLogsResponseSchema.parse(await (await primeiraPagina).json());
  if (!resumo) throw new Error('the first page brings the counts');
  const cartoes = page.getByRole('region', { name: mensagensLogs.resumoTitulo });
  for (const chave of Object.keys(mensagensLogs.cartoes) as (keyof ResumoLogs)[]) {
    await expect(
      cartoes.locator('.stat-card').filter({ has: page.getByText(mensagensLogs.cartoes[chave], { exact: true }) }),
    ).toContainText(resumo[chave].toLocaleString('pt-BR'));
  }
  await foto('logs-inicio.png');

  // User: found by typing part of the name (a combobox: the API searches as one types), chosen with the keyboard,
  // by id in the URL; newest first, 50 a page, and the count says the 50 on screen until 'Carregar mais' brings
  // the rest.
  const usuario = page.getByRole('combobox', { name: 'Usuário', exact: true });
  await usuario.fill(cliente.slice(-6));
  const encontrados = page.getByRole('listbox', { name: mensagensLogs.filtroUsuarioLista });
  await expect(encontrados.getByRole('option')).toHaveText([`${cliente}${clienteEmail}`]);
  await expect(usuario).toHaveAttribute('aria-expanded', 'true');
  await foto('logs-busca-usuario.png');
  await usuario.press('ArrowDown');
  await expect(encontrados.getByRole('option', { selected: true })).toContainText(clienteEmail);
  await usuario.press('Enter');
  await expect(page).toHaveURL(new RegExp(`[?&]usuarioId=${clienteId}`));
  await expect(usuario).toHaveValue(mensagensLogs.usuarioEscolhido(cliente, clienteEmail));
  await expect(encontrados).toBeHidden();
  // The filtered page replaces the unfiltered one, which has 50 entries too (other tests' among them): every entry
  // on screen is this franchisee's before anything is counted.
  await expect(
    page
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader') })
      .filter({ hasNotText: cliente }),
  ).toHaveCount(0);
  await mostrando(page, 50, 'logs');
  await expect(entradas(page)).toHaveCount(50);
  const pedido = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Pedido criado' }) });
  await expect(pedido).toContainText(`Pedido #${numero} criado com 1 item`);
  await expect(pedido).toContainText(cliente);
  await expect(pedido).toContainText(clienteEmail);
  await expect(pedido.locator('.badge')).toHaveText('Pedido');
  await expect(pedido.locator('.badge')).toHaveClass(/badge--entregue/);
  await expect(pedido.getByRole('rowheader').locator('svg')).toHaveAttribute('aria-hidden', 'true');
  await expect(entradas(page).first()).toHaveText('Pedido criado');
  await pedido.scrollIntoViewIfNeeded();
  await foto('logs-usuario.png');
  await page.getByRole('button', { name: 'Carregar mais' }).click();
  await expect(entradas(page)).toHaveCount(52);
  await mostrando(page, 52, 'logs');
  await expect(page.getByRole('button', { name: 'Carregar mais' })).toHaveCount(0);

  // Type: the sign-ins are Usuario entries (51: a page and one more), the order a Pedido one.
  await page.getByLabel('Tipo').selectOption({ label: 'Usuário' });
  await expect(page).toHaveURL(/[?&]tipo=Usuario/);
  await mostrando(page, 50, 'logs');
  await page.getByRole('button', { name: 'Carregar mais' }).click();
  await mostrando(page, 51, 'logs');
  await expect(entradas(page).first()).toHaveText('Login');
  await expect(
    page
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader') })
      .first()
      .locator('.badge'),
  ).toHaveText('Usuário');
  await page.getByLabel('Tipo').selectOption('Pedido');
  await mostrando(page, 1, 'logs');
  await expect(entradas(page)).toHaveText(['Pedido criado']);
  await page.getByLabel('Tipo').selectOption('');

  // Action: a case-insensitive substring too.
  await page.getByLabel('Ação').fill('LOGIN');
  await mostrando(page, 50, 'logs');
  await page.getByRole('button', { name: 'Carregar mais' }).click();
  await mostrando(page, 51, 'logs');
  await page.getByLabel('Ação').fill('');

  // Whole São Paulo days, both inclusive.
  await page.getByLabel('Data inicial').fill(escritas.primeiro);
  await page.getByLabel('Data final').fill(escritas.ultimo);
  await mostrando(page, 50, 'logs');
  await page.getByRole('button', { name: 'Carregar mais' }).click();
  await mostrando(page, 52, 'logs');
  await page.getByLabel('Data final').fill(addDays(escritas.primeiro, -1));
  await expect(page.getByRole('alert')).toHaveText(mensagensLogs.periodoInvalido);
  const depois = addDays(escritas.ultimo, 1);
  await page.getByLabel('Data inicial').fill(depois);
  await page.getByLabel('Data final').fill(depois);
  await expect(page.getByText(mensagensLogs.nenhum)).toBeVisible();
  await mostrando(page, 0, 'logs');
  // A filtered log survives a reload (and can be linked).
  await page.reload();
  await expect(page.getByLabel('Data inicial')).toHaveValue(depois);
  // The URL's id is named again.
  await expect(usuario).toHaveValue(mensagensLogs.usuarioEscolhido(cliente, clienteEmail));
  await expect(page.getByText(mensagensLogs.nenhum)).toBeVisible();
  await page.getByText(mensagensLogs.nenhum).scrollIntoViewIfNeeded();
  await foto('logs-vazio.png');

  await page.getByRole('button', { name: 'Limpar filtros' }).click();
  await expect(page).toHaveURL(/\/logs$/);
  await expect(usuario).toHaveValue('');
  await expect(entradas(page).first()).toBeVisible();
});
