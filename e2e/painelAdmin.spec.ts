import { formatDateTime, mensagensPainelAdmin, painelAdminResponseSchema } from '@portal/shared';
import { comSessao, entreDias, fazerPedido, novasContas } from './dadosDoTeste.ts';
import { expect, fotografar, test } from './fixtures.ts';

/** '2026-03-02' → '02/03/2026'. */
const data = (dia: string) => dia.split('-').reverse().join('/');

test("the dashboard shows the API's counts, both charts with their text alternatives, and the shortcuts", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(60_000);
  const [{ username: admin }, { username: cliente }] = await novasContas(['admin', 'user']);
  const foto = fotografar(page, testInfo, { fullPage: true });
  await comSessao(page, admin);
  // This week and this month have orders, whatever else the run did: an order, then the dashboard, on one São Paulo
  // day. Should midnight fall between them, the dashboard's week or month could be a new one, empty: both again.
  const pedidoEPainel = () =>
    entreDias(async () => {
      await fazerPedido(request, cliente, [
        { nome: 'Boné Trucker', quantidade: 3 },
        { nome: 'Caneca de Cerâmica 350 ml', quantidade: 1 },
      ]);
      const resposta = page.waitForResponse((recebida) => recebida.url().endsWith('/api/admin/dashboard'));
      await page.goto('/admin');
      await expect(page.getByRole('heading', { name: 'Painel Administrativo', level: 1 })).toBeVisible();
      return painelAdminResponseSchema.parse(await (await resposta).json());
    });
  let lido = await pedidoEPainel();
  if (lido.primeiro !== lido.ultimo) lido = await pedidoEPainel();
  const dados = lido.escrito;

  // The spec's eight cards, each the API's number.
  const cartoes = page.getByRole('region', { name: mensagensPainelAdmin.resumoTitulo });
  const esperados: [string, number][] = [
    [mensagensPainelAdmin.cartoes.produtos, dados.produtos],
    [mensagensPainelAdmin.cartoes.pedidos, dados.pedidos.total],
    [mensagensPainelAdmin.cartoes.pendentes, dados.pedidos.pendentes],
    [mensagensPainelAdmin.cartoes.aprovados, dados.pedidos.aprovados],
    [mensagensPainelAdmin.cartoes.emTransporte, dados.pedidos.emTransporte],
    [mensagensPainelAdmin.cartoes.entregues, dados.pedidos.entregues],
    [mensagensPainelAdmin.cartoes.cancelados, dados.pedidos.cancelados],
    [mensagensPainelAdmin.cartoes.usuarios, dados.usuarios],
  ];
  await expect(cartoes.getByRole('term')).toHaveText(esperados.map(([rotulo]) => rotulo));
  await expect(cartoes.getByRole('definition')).toHaveText(esperados.map(([, valor]) => valor.toLocaleString('pt-BR')));
  expect(dados.pedidos.total).toBeGreaterThan(0);
  await foto('painel-topo.png');

  // Issue 33: the e-mail outbox's line, as the API counted it (the stack's sink takes every e-mail).
  const emails = page.getByRole('region', { name: mensagensPainelAdmin.emailsTitulo });
  await expect(emails.getByRole('paragraph').first()).toHaveText(
    dados.emails.pendentes === 0
      ? mensagensPainelAdmin.emailsEmDia
      : mensagensPainelAdmin.emailsNaFila(dados.emails.pendentes, dados.emails.maisAntigoMinutos),
  );

  // Orders per week: twelve bars, an image named by its summary, the numbers in a table for screen readers.
  const semanas = page.getByRole('figure', { name: mensagensPainelAdmin.pedidosPorSemanaTitulo });
  expect(dados.pedidosPorSemana).toHaveLength(12);
  expect(dados.pedidosPorSemana.at(-1)?.quantidade).toBeGreaterThan(0);
  const total = dados.pedidosPorSemana.reduce((soma, semana) => soma + semana.quantidade, 0);
  await expect(semanas.getByRole('img')).toHaveAccessibleName(
    new RegExp(`^${total.toLocaleString('pt-BR')} pedidos? nas últimas 12 semanas\\. A semana com mais pedidos`),
  );
  await expect(semanas.locator('rect')).toHaveCount(12);
  const tabelaSemanas = semanas.getByRole('table', { name: mensagensPainelAdmin.pedidosPorSemanaTitulo });
  await expect(tabelaSemanas.getByRole('rowheader')).toHaveText(
    dados.pedidosPorSemana.map(({ inicio }) => data(inicio)),
  );
  await expect(tabelaSemanas.getByRole('cell')).toHaveText(
    dados.pedidosPorSemana.map(({ quantidade }) => `${quantidade}`),
  );
  // At 390 px every other week label gives way, so the labels never overlap.
  const rotulosVisiveis = testInfo.project.name === 'phone' ? 6 : 12;
  await expect(semanas.locator('text.grafico__eixo:visible')).toHaveCount(rotulosVisiveis);

  // This month's most ordered products, most first.
  const maisVendidos = page.getByRole('figure', { name: mensagensPainelAdmin.maisVendidosTitulo });
  expect(dados.maisVendidos.map(({ nome }) => nome)).toContain('Boné Trucker');
  await expect(maisVendidos.getByRole('img')).toHaveAccessibleName(
    mensagensPainelAdmin.resumoMaisVendidos(dados.maisVendidos),
  );
  await expect(maisVendidos.locator('rect.grafico__barra')).toHaveCount(dados.maisVendidos.length);
  const tabelaProdutos = maisVendidos.getByRole('table');
  await expect(tabelaProdutos.getByRole('rowheader')).toHaveText(dados.maisVendidos.map(({ nome }) => nome));
  await expect(tabelaProdutos.getByRole('cell')).toHaveText(
    dados.maisVendidos.map(({ quantidade }) => `${quantidade}`),
  );
  // Nothing widens the page (a phone would scroll sideways).
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(page.viewportSize()?.width);
  await semanas.scrollIntoViewIfNeeded();
  await fotografar(page, testInfo)('painel-graficos.png');
  await foto('painel-inteiro.png');

  // The shortcuts open the four admin screens.
  const atalhos: [string, string][] = [
    [mensagensPainelAdmin.atalhos.produtos, '/admin-produtos'],
    [mensagensPainelAdmin.atalhos.pedidos, '/admin-pedidos'],
    [mensagensPainelAdmin.atalhos.usuarios, '/users'],
    [mensagensPainelAdmin.atalhos.logs, '/logs'],
  ];
  for (const [nome, caminho] of atalhos) {
    await expect(page.getByRole('link', { name: new RegExp(`^${nome}`) })).toHaveAttribute('href', caminho);
  }
  await page.getByRole('link', { name: new RegExp(`^${mensagensPainelAdmin.atalhos.logs}`) }).click();
  await expect(page.getByRole('heading', { name: 'Logs do Sistema', level: 1 })).toBeVisible();
});

test('the e-mail line when the e-mail service has paused sending (its 429, which only Azure gives)', async ({
  page,
}, testInfo) => {
  const [{ username: admin }] = await novasContas(['admin']);
  // The stack's sink takes every e-mail; the pause is written into the API's real answer.
  const limitadoAte = new Date(Date.now() + 42 * 60_000).toISOString();
  await page.route('**/api/admin/dashboard', async (route) => {
    const resposta = await route.fetch();
    const dados = painelAdminResponseSchema.parse(await resposta.json());
    await route.fulfill({
      response: resposta,
      json: { ...dados, emails: { pendentes: 7, falhas: 0, maisAntigoEm: null, maisAntigoMinutos: 12, limitadoAte } },
    });
  });
  await comSessao(page, admin);
  await page.goto('/admin');
  const emails = page.getByRole('region', { name: mensagensPainelAdmin.emailsTitulo });
  await expect(emails.getByRole('paragraph')).toHaveText([
    mensagensPainelAdmin.emailsNaFila(7, 12),
    mensagensPainelAdmin.emailsLimitados(formatDateTime(limitadoAte)),
  ]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(page.viewportSize()?.width);
  await emails.scrollIntoViewIfNeeded();
  await fotografar(page, testInfo)('painel-emails-limitados.png');
});
