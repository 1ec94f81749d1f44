import type { APIRequestContext, Page } from '@playwright/test';
import { mensagensEstoque } from '@portal/shared';
import { cabecalhosDe, comSessao, fazerPedido, nomeUnico, novasContas } from './dadosDoTeste.ts';
import { expect, fotografar, test } from './fixtures.ts';

/** A product counting its stock (per size when `tamanhos` are given), created by an admin through the API; removed by `remover`. */
async function produtoComEstoque(
  request: APIRequestContext,
  admin: string,
  nome: string,
  estoque: Record<string, number>,
  tamanhos: string[] = [],
) {
  const headers = await cabecalhosDe(admin);
  const corpo = { nome, descricao: 'Vaso de cerâmica com suculenta.', preco: 35, tamanhos, ativo: true, estoque };
  const criado = await request.post('/api/admin/produtos', { headers, data: corpo });
  expect(criado.status()).toBe(201);
  const { produto } = (await criado.json()) as { produto: { id: string } };
  return { remover: () => request.delete(`/api/admin/produtos/${produto.id}`, { headers }) };
}

const cartao = (page: Page, nome: string) => page.getByRole('article', { name: nome, exact: true });

test('an item goes out of stock: the cart holds what is left, then the shop says Esgotado', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(60_000);
  const foto = fotografar(page, testInfo);
  const nome = nomeUnico('Vaso Suculenta', testInfo);
  const [admin, cliente, outro] = await novasContas(['admin', 'user', 'user']);
  const produto = await produtoComEstoque(request, admin.username, nome, { '': 2 });
  try {
    await comSessao(page, cliente.username);
    await page.goto('/home');
    await cartao(page, nome).getByRole('button', { name: 'Adicionar ao Carrinho' }).click();
    // The quantity stops at what is left.
    const quantidade = page.getByRole('dialog', { name: 'Selecione a quantidade' });
    await expect(quantidade).toContainText(mensagensEstoque.restam(2));
    await quantidade.getByRole('button', { name: 'Aumentar quantidade' }).click();
    await expect(quantidade.getByRole('spinbutton', { name: 'Quantidade' })).toHaveValue('2');
    await expect(quantidade.getByRole('button', { name: 'Aumentar quantidade' })).toBeDisabled();
    await foto('estoque-quantidade.png');
    await quantidade.getByRole('button', { name: 'Adicionar ao Carrinho' }).click();
    await expect(quantidade).toBeHidden();

    // Another franchisee buys one meanwhile: the cart says so and offers what is left.
    await fazerPedido(request, outro.username, [{ nome, quantidade: 1 }]);
    await page.goto('/home');
    await page.getByRole('button', { name: /^Ver Carrinho/ }).click();
    const carrinho = page.getByRole('dialog', { name: 'Meu Carrinho' });
    const linha = carrinho.getByRole('listitem', { name: nome });
    await expect(linha).toContainText(mensagensEstoque.insuficiente(nome, null, 1));
    await foto('estoque-carrinho.png');
    await linha.getByRole('button', { name: mensagensEstoque.ajustarPara(1) }).click();
    await expect(linha.getByRole('status')).toHaveText('1');
    await expect(linha.getByRole('button', { name: `Aumentar quantidade de ${nome}` })).toBeDisabled();
    await expect(linha).not.toContainText(mensagensEstoque.insuficiente(nome, null, 1));

    // The last unit goes too: sold out in the shop, and in the cart.
    await fazerPedido(request, outro.username, [{ nome, quantidade: 1 }]);
    await page.goto('/home');
    await expect(cartao(page, nome)).toContainText(mensagensEstoque.esgotado);
    await expect(cartao(page, nome).getByRole('button', { name: 'Adicionar ao Carrinho' })).toBeDisabled();
    await cartao(page, nome).scrollIntoViewIfNeeded();
    await foto('estoque-esgotado.png');
    await page.getByRole('button', { name: /^Ver Carrinho/ }).click();
    await expect(carrinho.getByRole('listitem', { name: nome })).toContainText(
      mensagensEstoque.insuficiente(nome, null, 0),
    );
  } finally {
    await produto.remover();
  }
});

test('the size step names each size with its stock notice; a quantity above what is left is refused at once', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(60_000);
  const foto = fotografar(page, testInfo);
  const nome = nomeUnico('Uniforme Bordado', testInfo);
  const [admin, cliente] = await novasContas(['admin', 'user']);
  const produto = await produtoComEstoque(request, admin.username, nome, { P: 0, M: 2, G: 40 }, ['P', 'M', 'G']);
  try {
    await comSessao(page, cliente.username);
    await page.goto('/home');
    await cartao(page, nome).getByRole('button', { name: 'Adicionar ao Carrinho' }).click();
    const tamanhos = page.getByRole('dialog', { name: 'Selecione o tamanho' });
    // What the pill shows is what a screen reader hears; above the low-stock line, nothing but the size.
    await expect(tamanhos.getByRole('radio', { name: `P, ${mensagensEstoque.esgotado}`, exact: true })).toBeDisabled();
    const m = tamanhos.getByRole('radio', { name: `M, ${mensagensEstoque.restam(2)}`, exact: true });
    await expect(m).toBeEnabled();
    await expect(tamanhos.getByRole('radio', { name: 'G', exact: true })).toBeEnabled();
    await foto('estoque-tamanhos.png');
    await m.check();
    await tamanhos.getByRole('button', { name: 'Continuar' }).click();

    // Typed above what is left: said beside the field at once, and the subtotal is that of what was typed.
    const quantidade = page.getByRole('dialog', { name: 'Selecione a quantidade' });
    const campo = quantidade.getByRole('spinbutton', { name: 'Quantidade' });
    await campo.fill('3');
    const erro = quantidade.getByRole('alert');
    await expect(erro).toHaveText(mensagensEstoque.insuficiente(nome, 'M', 2));
    await expect(campo).toHaveAttribute('aria-invalid', 'true');
    // Tied to the field: part of its description, beside what is left.
    const descricao = await campo.evaluate((elemento) =>
      (elemento.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent)
        .join(' '),
    );
    expect(descricao).toContain(mensagensEstoque.insuficiente(nome, 'M', 2));
    await expect(quantidade).toContainText('Subtotal: R$ 105,00');
    await foto('estoque-quantidade-acima.png');
    await campo.fill('2');
    await expect(erro).toBeHidden();
    await expect(quantidade).toContainText('Subtotal: R$ 70,00');
  } finally {
    await produto.remover();
  }
});

test('the admin counts a product per size, sees the counts on its card and the low ones on the dashboard', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(60_000);
  const foto = fotografar(page, testInfo);
  const nome = nomeUnico('Viseira Bordada', testInfo);
  const [admin] = await novasContas(['admin']);
  await comSessao(page, admin.username);
  await page.goto('/admin-produtos');
  await page.getByRole('button', { name: 'Novo Produto' }).click();
  const formulario = page.getByRole('dialog', { name: 'Novo Produto' });
  await formulario.getByLabel(/^Nome/).fill(nome);
  await formulario.getByLabel(/^Descrição/).fill('Viseira com a marca bordada.');
  await formulario.getByLabel(/^Preço/).fill('29,9');
  for (const tamanho of ['P', 'M']) {
    await formulario.getByLabel('Novo tamanho').fill(tamanho);
    await formulario.getByLabel('Novo tamanho').press('Enter');
  }
  await formulario.getByRole('checkbox', { name: mensagensEstoque.controlar }).check();
  await formulario.getByLabel(mensagensEstoque.quantidadeDoTamanho('P')).fill('3');
  await formulario.getByLabel(mensagensEstoque.quantidadeDoTamanho('M')).fill('-1');
  await formulario.getByRole('button', { name: 'Salvar' }).click();
  await expect(formulario.getByText(mensagensEstoque.invalido)).toBeVisible();
  await formulario.getByLabel(mensagensEstoque.quantidadeDoTamanho('M')).fill('40');
  await formulario.getByLabel(mensagensEstoque.quantidadeDoTamanho('P')).scrollIntoViewIfNeeded();
  await foto('estoque-formulario.png');
  await formulario.getByRole('button', { name: 'Salvar' }).click();
  await expect(formulario).toBeHidden();
  try {
    await expect(cartao(page, nome)).toContainText(mensagensEstoque.contagem('P', 3));
    await expect(cartao(page, nome)).toContainText(mensagensEstoque.contagem('M', 40));
    await cartao(page, nome).scrollIntoViewIfNeeded();
    await foto('estoque-cartao.png');

    await page.goto('/admin');
    const baixo = page.getByRole('region', { name: mensagensEstoque.baixoTitulo });
    await expect(baixo).toContainText(nome);
    await expect(baixo.getByRole('listitem').filter({ hasText: nome })).toContainText(
      mensagensEstoque.contagem('P', 3),
    );
    await expect(baixo.getByRole('listitem').filter({ hasText: nome })).not.toContainText('M:');
    await baixo.scrollIntoViewIfNeeded();
    await foto('estoque-painel.png');
  } finally {
    const headers = await cabecalhosDe(admin.username);
    const { produtos } = (await (await request.get('/api/admin/produtos', { headers })).json()) as {
      produtos: { id: string; nome: string }[];
    };
    const criado = produtos.find((produto) => produto.nome === nome);
    if (criado) await request.delete(`/api/admin/produtos/${criado.id}`, { headers });
  }
});
