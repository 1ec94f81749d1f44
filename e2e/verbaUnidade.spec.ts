import type { Page, TestInfo } from '@playwright/test';
import {
  formatPreco,
  listaProdutosResponseSchema,
  mensagensPedidos,
  mensagensUnidades,
  mensagensVerba,
} from '@portal/shared';
import { cabecalhosDe, comSessao, finalizarPedido, novasContas, unidadeVinculada } from './dadosDoTeste.ts';
import { expect, fotografar, test } from './fixtures.ts';

/** The test's own output: the whole page, or the screen alone for the cart's drawer (over a page of products). */
const foto =
  (page: Page, testInfo: TestInfo) =>
  (nome: string, fullPage = true) =>
    fotografar(page, testInfo, { fullPage })(nome);

test("an admin sets a unit's budget; its franchisee sees the balance and orders beyond it; the order waits with the reason", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const [admin, franqueado] = await novasContas(['admin', 'user']);
  const fotografe = foto(page, testInfo);
  const { nome, unidade } = await unidadeVinculada(request, admin, franqueado);
  const produtos = listaProdutosResponseSchema.parse(await (await request.get('/api/produtos')).json()).produtos;
  const caneca = produtos.find((produto) => produto.nome === 'Caneca de Cerâmica 350 ml');
  if (!caneca || caneca.preco === null) throw new Error('seed product missing');
  // The budget holds one mug; the cart asks for two.
  const verba: number = caneca.preco;

  // The admin sets the budget on the unit's card.
  await comSessao(page, admin.username);
  await page.goto('/admin-unidades');
  const cartao = page.getByRole('listitem', { name: nome, exact: true });
  const secaoVerba = cartao.getByRole('region', { name: new RegExp(`^${mensagensVerba.titulo}`) });
  await expect(secaoVerba).toContainText(mensagensVerba.semVerba);
  await secaoVerba.getByLabel(mensagensVerba.valor).fill(String(verba).replace('.', ','));
  await secaoVerba.getByRole('button', { name: mensagensVerba.salvar }).click();
  await expect(page.getByRole('status').filter({ hasText: mensagensVerba.definida })).toBeVisible();
  await expect(secaoVerba).toContainText(formatPreco(verba));
  await secaoVerba.scrollIntoViewIfNeeded();
  await fotografe('unidade-com-verba.png');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(page.viewportSize()?.width);

  // The franchisee sees the unit's balance in the cart and, for the chosen unit, in the checkout.
  const noCarrinho = await request.post('/api/carrinho', {
    headers: await cabecalhosDe(franqueado.username),
    data: { produto_id: caneca.id, quantidade: 2 },
  });
  expect(noCarrinho.ok()).toBe(true);
  await comSessao(page, franqueado.username);
  await page.goto('/home');
  await page.getByRole('button', { name: /^Ver Carrinho/ }).click();
  const carrinho = page.getByRole('dialog', { name: 'Meu Carrinho' });
  await expect(carrinho).toContainText(mensagensVerba.saldoDaUnidade(verba));
  await fotografe('carrinho-com-saldo.png', false);
  await carrinho.getByRole('button', { name: 'Finalizar Pedido' }).click();
  const checkout = page.getByRole('dialog', { name: 'Finalizar Pedido' });
  const grupoUnidade = checkout.getByRole('group', { name: mensagensUnidades.rotulos.unidadeDoPedido });
  await grupoUnidade.getByRole('combobox').selectOption({ label: nome });
  await expect(grupoUnidade.getByRole('status')).toHaveText(mensagensVerba.saldoDaUnidade(verba));
  await checkout.getByRole('group', { name: 'Dados Pessoais' }).getByLabel('Nome completo').fill('Maria da Silva');
  await checkout.getByRole('group', { name: 'Endereço de Entrega' }).getByLabel('Quem receberá').fill('Recepção');
  await grupoUnidade.scrollIntoViewIfNeeded();
  await fotografe('checkout-com-saldo.png', false);
  const numero = await finalizarPedido(page, checkout);

  // The admin finds it waiting for approval, with the reason: one mug beyond the balance.
  await comSessao(page, admin.username);
  await page.goto(`/admin-pedidos?unidade=${unidade.id}`);
  await page
    .getByRole('button', { name: new RegExp(`#${numero}`) })
    .first()
    .click();
  const detalhe = page.getByRole('dialog', { name: `Pedido #${numero}` });
  await expect(detalhe).toContainText('Pendente de Aprovação');
  await expect(detalhe).toContainText(`${mensagensPedidos.motivoDaEspera}${mensagensPedidos.acimaDaVerba(verba)}`);
  await fotografe('pedido-acima-da-verba.png');

  // The dashboard lists the unit among those over 80 % of their budget, with the chart and the export.
  await page.goto('/admin');
  const painel = page.getByRole('region', { name: mensagensVerba.painel.titulo });
  const linha = painel
    .getByRole('table', { name: mensagensVerba.painel.titulo })
    .getByRole('row')
    .filter({ hasText: nome });
  await expect(linha).toContainText(mensagensVerba.painel.acimaDoAlerta);
  await expect(painel.getByRole('img', { name: /com verba;/ })).toBeVisible();
  const download = page.waitForEvent('download');
  await painel.getByRole('button', { name: mensagensVerba.painel.exportar }).click();
  expect((await download).suggestedFilename()).toMatch(/^verba-unidades-\d{4}-T[1-4]\.csv$/);
  await painel.scrollIntoViewIfNeeded();
  await fotografe('painel-verbas.png');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(page.viewportSize()?.width);
});
