import { randomUUID } from 'node:crypto';
import { listaProdutosResponseSchema, mensagensPainelAdmin, mensagensUnidades } from '@portal/shared';
import { cabecalhosDe, comSessao, finalizarPedido, novasContas, unidadeVinculada } from './dadosDoTeste.ts';
import { expect, fotografar, test } from './fixtures.ts';

test('an admin creates a unit (its CNPJ checked) and links a franchisee, on the unit screen and on /users', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const [admin, franqueado] = await novasContas(['admin', 'user']);
  const nome = `Loja ${randomUUID().slice(0, 8)}`;
  const fotografe = fotografar(page, testInfo, { fullPage: true });
  await comSessao(page, admin.username);

  // From the dashboard's quick actions.
  await page.goto('/admin');
  await page.getByRole('link', { name: new RegExp(`^${mensagensPainelAdmin.atalhos.unidades}`) }).click();
  await expect(page.getByRole('heading', { name: mensagensUnidades.titulo, level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/admin-unidades$/);

  await page.getByRole('button', { name: mensagensUnidades.nova }).click();
  const formulario = page.getByRole('dialog', { name: mensagensUnidades.nova });
  await formulario.getByLabel('Nome da unidade').fill(nome);
  await formulario.getByLabel('Razão social').fill('Agro Centro Comércio de Insumos Ltda');
  // The checkout's masks: digits typed, the format shown.
  await formulario.getByLabel('CNPJ').fill('11222333000182');
  await expect(formulario.getByLabel('CNPJ')).toHaveValue('11.222.333/0001-82');
  await formulario.getByLabel('Telefone').fill('1633334444');
  await expect(formulario.getByLabel('Telefone')).toHaveValue('(16) 3333-4444');
  await formulario.getByLabel('Estado').fill('sp');
  await formulario.getByLabel('Cidade').fill('Ribeirão Preto');
  await formulario.getByLabel('CEP').fill('14015000');
  await formulario.getByLabel('Bairro').fill('Centro');
  await formulario.getByLabel('Rua').fill('Rua General Osório');
  await formulario.getByLabel('Número').fill('120');
  await formulario.getByRole('button', { name: mensagensUnidades.salvar }).click();
  // A CNPJ in the right format with a wrong check digit is refused in the form, with its own message.
  await expect(formulario.getByText(mensagensUnidades.cnpjDigitos)).toBeVisible();
  await fotografe('formulario-cnpj-invalido.png');
  await formulario.getByLabel('CNPJ').fill('11222333000181');
  await formulario.getByRole('button', { name: mensagensUnidades.salvar }).click();
  await expect(page.getByRole('status').filter({ hasText: mensagensUnidades.criada })).toBeVisible();
  await expect(formulario).toHaveCount(0);

  const cartao = page.getByRole('listitem', { name: nome, exact: true });
  await expect(cartao).toContainText('11.222.333/0001-81');
  await expect(cartao).toContainText('Rua General Osório, 120, Centro, Ribeirão Preto/SP, 14015-000');
  await expect(cartao).toContainText(mensagensUnidades.rotulos.nenhumUsuario);

  // Linking the franchisee on the unit's card.
  await cartao
    .getByLabel(mensagensUnidades.rotulos.vincularUsuario)
    .selectOption({ label: `${franqueado.username} — ${franqueado.email}` });
  await cartao.getByRole('button', { name: mensagensUnidades.rotulos.vincular }).click();
  await expect(page.getByRole('status').filter({ hasText: mensagensUnidades.vinculada })).toBeVisible();
  await expect(cartao.getByRole('listitem')).toHaveText(new RegExp(`^${franqueado.username}`));
  await cartao.scrollIntoViewIfNeeded();
  await fotografe('unidade-vinculada.png');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(page.viewportSize()?.width);

  // An edit keeps the links and shows the new data.
  await cartao.getByRole('button', { name: new RegExp(`^${mensagensUnidades.editar}`) }).click();
  const edicao = page.getByRole('dialog', { name: mensagensUnidades.editarUnidade });
  await expect(edicao.getByLabel('CNPJ')).toHaveValue('11.222.333/0001-81');
  await edicao.getByLabel('Telefone').fill('16999990000');
  await edicao.getByRole('button', { name: mensagensUnidades.salvar }).click();
  await expect(page.getByRole('status').filter({ hasText: mensagensUnidades.atualizada })).toBeVisible();
  await expect(cartao).toContainText('(16) 99999-0000');
  await expect(cartao).toContainText(franqueado.username);

  // /users shows the franchisee's unit, and unlinks it there.
  await page.goto(`/users?busca=${franqueado.username}`);
  const usuario = page.getByRole('listitem', { name: franqueado.username, exact: true });
  const unidades = usuario.getByRole('region', { name: new RegExp(`^${mensagensUnidades.rotulos.unidadesDoUsuario}`) });
  await expect(unidades.getByRole('listitem')).toHaveText(new RegExp(`^${nome}`));
  await fotografe('usuarios-com-unidade.png');
  await unidades.getByRole('button', { name: new RegExp(`^${mensagensUnidades.rotulos.desvincular}`) }).click();
  await expect(page.getByRole('status').filter({ hasText: mensagensUnidades.desvinculada })).toBeVisible();
  await expect(unidades.getByRole('listitem')).toHaveCount(0);
});

test('a franchisee checks out from their unit, the form filled from it; the admin finds the order by unit', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const [admin, franqueado] = await novasContas(['admin', 'user']);
  const fotografe = fotografar(page, testInfo, { fullPage: true });
  const { nome, unidade } = await unidadeVinculada(request, admin, franqueado);
  const produtos = listaProdutosResponseSchema.parse(await (await request.get('/api/produtos')).json()).produtos;
  const caneca = produtos.find((produto) => produto.nome === 'Caneca de Cerâmica 350 ml');
  const noCarrinho = await request.post('/api/carrinho', {
    headers: await cabecalhosDe(franqueado.username),
    data: { produto_id: caneca?.id, quantidade: 2 },
  });
  expect(noCarrinho.ok()).toBe(true);

  await comSessao(page, franqueado.username);
  await page.goto('/home');
  await page.getByRole('button', { name: /^Ver Carrinho/ }).click();
  await page.getByRole('dialog', { name: 'Meu Carrinho' }).getByRole('button', { name: 'Finalizar Pedido' }).click();
  const checkout = page.getByRole('dialog', { name: 'Finalizar Pedido' });
  const escolha = checkout
    .getByRole('group', { name: mensagensUnidades.rotulos.unidadeDoPedido })
    .getByRole('combobox');
  await escolha.selectOption({ label: nome });
  const pessoais = checkout.getByRole('group', { name: 'Dados Pessoais' });
  const entrega = checkout.getByRole('group', { name: 'Endereço de Entrega' });
  await expect(pessoais.getByLabel('Nome da empresa')).toHaveValue('Agro Sertãozinho Insumos Ltda');
  await expect(pessoais.getByLabel('CNPJ')).toHaveValue('33.000.167/0001-01');
  await expect(pessoais.getByLabel('Telefone')).toHaveValue('(16) 3945-1000');
  await expect(entrega.getByLabel('Cidade')).toHaveValue('Sertãozinho');
  await expect(entrega.getByLabel('Complemento')).toHaveValue('Galpão 3');
  // What a unit does not hold is the user's to fill, under the spec's rules.
  await checkout.getByRole('button', { name: 'Finalizar Pedido' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Por favor, corrija os erros nos dados pessoais');
  await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
  await pessoais.getByLabel('Nome completo').fill('Maria da Silva');
  await entrega.getByLabel('Quem receberá').fill('Recepção');
  await entrega.getByLabel('Número').fill('121');
  await fotografe('checkout-da-unidade.png');
  const numero = await finalizarPedido(page, checkout);

  // The admin lists the unit's orders: this one, with the unit in its detail.
  await comSessao(page, admin.username);
  await page.goto('/admin-pedidos');
  await page.getByLabel(mensagensUnidades.rotulos.unidadeDoPedido).selectOption({ label: nome });
  await expect(page).toHaveURL(new RegExp(`unidade=${unidade.id}`));
  await expect(page.getByRole('status').filter({ hasText: /^Mostrando / })).toHaveText(/^Mostrando 1 de \d+ pedidos$/);
  await page
    .getByRole('button', { name: new RegExp(`#${numero}`) })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toContainText(`${nome} (CNPJ 33.000.167/0001-01)`);
  await fotografe('pedido-da-unidade.png');
});
