import type { APIRequestContext, Request } from '@playwright/test';
import sharp from 'sharp';
import { comSessao } from './dadosDoTeste.ts';
import { abrirLojaComCarrinhoVazio, expect, fotografar, test } from './fixtures.ts';
import { usuariosCompradores } from './globalSetup.ts';

/** A small real PNG for the extra logo. */
const logoPng = () =>
  sharp({ create: { width: 96, height: 96, channels: 4, background: { r: 31, g: 81, b: 48, alpha: 1 } } })
    .png()
    .toBuffer();

/** Every e-mail the ACS sink received for an address, newest first. */
async function emailsTo(request: APIRequestContext, to: string) {
  const messages = (await (await request.get(`${process.env.PORTAL_E2E_EMAIL_URL}/messages`)).json()) as {
    to: string;
    subject: string;
    text: string;
  }[];
  return messages.filter((message) => message.to === to);
}

/** The multipart form a request sent (text fields only), parsed. */
async function sentForm(request: Request) {
  const contentType = (await request.headerValue('content-type')) ?? '';
  return new Response(request.postData() ?? '', { headers: { 'Content-Type': contentType } }).formData();
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

test('a franchisee orders a sized and a plain product with an extra logo and receives the confirmation e-mail', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const username = usuariosCompradores[testInfo.project.name as keyof typeof usuariosCompradores];
  const shot = fotografar(page, testInfo);

  await comSessao(page, username);
  await page.goto('/painel');
  await abrirLojaComCarrinhoVazio(page);
  const badge = page.getByTestId('cart-badge');

  // A product with sizes: size, then quantity (2).
  await page
    .getByRole('article', { name: 'Camiseta Polo Bordada' })
    .getByRole('button', { name: 'Adicionar ao Carrinho' })
    .click();
  const sizes = page.getByRole('dialog', { name: 'Selecione o tamanho' });
  await sizes.getByRole('radio', { name: 'M', exact: true }).check();
  await sizes.getByRole('button', { name: 'Continuar' }).click();
  const quantity = page.getByRole('dialog', { name: 'Selecione a quantidade' });
  await expect(quantity).toContainText('Tamanho M');
  await quantity.getByRole('button', { name: 'Aumentar quantidade' }).click();
  await quantity.getByRole('button', { name: 'Adicionar ao Carrinho' }).click();
  await expect(quantity).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Produto adicionado ao carrinho!' })).toBeVisible();
  await expect(badge).toHaveText('2');

  // A plain product goes straight to the quantity.
  await page
    .getByRole('article', { name: 'Caneca de Cerâmica 350 ml' })
    .getByRole('button', { name: 'Adicionar ao Carrinho' })
    .click();
  await expect(quantity).toContainText('Caneca de Cerâmica 350 ml');
  await quantity.getByRole('button', { name: 'Adicionar ao Carrinho' }).click();
  await expect(badge).toHaveText('3');
  await expect(page.getByRole('button', { name: /^Ver Carrinho/ })).toContainText('3');
  await shot('loja.png');

  // The drawer from the top bar: lines, unit prices, subtotals, total; + and − on the mug.
  await page.getByRole('button', { name: /^Ver Carrinho/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Meu Carrinho' });
  await expect(drawer.getByRole('list', { name: 'Itens do carrinho' }).getByRole('listitem')).toHaveCount(2);
  const camiseta = drawer.getByRole('listitem', { name: 'Camiseta Polo Bordada' });
  await expect(camiseta).toContainText('Tamanho: M');
  await expect(camiseta).toContainText('R$ 89,90 cada');
  await expect(camiseta).toContainText('R$ 179,80');
  await expect(drawer).toContainText('R$ 219,70');
  const caneca = drawer.getByRole('listitem', { name: 'Caneca de Cerâmica 350 ml' });
  await caneca.getByRole('button', { name: 'Aumentar quantidade de Caneca de Cerâmica 350 ml' }).click();
  await expect(drawer).toContainText('R$ 259,60');
  await expect(badge).toHaveText('4');
  await caneca.getByRole('button', { name: 'Diminuir quantidade de Caneca de Cerâmica 350 ml' }).click();
  await expect(drawer).toContainText('R$ 219,70');
  await expect(badge).toHaveText('3');
  await shot('carrinho.png');

  // Escape closes it; the navbar CARRINHO button opens the same drawer.
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await page.getByRole('button', { name: /^CARRINHO/ }).click();
  await expect(drawer).toBeVisible();
  await drawer.getByRole('button', { name: 'Finalizar Pedido' }).click();

  const checkout = page.getByRole('dialog', { name: 'Finalizar Pedido' });
  const pessoais = checkout.getByRole('group', { name: 'Dados Pessoais' });
  await expect(pessoais.getByLabel('Nome completo')).toBeFocused();
  // 'Voltar' returns to the cart view.
  await checkout.getByRole('button', { name: 'Voltar' }).click();
  await expect(drawer.getByRole('listitem', { name: 'Camiseta Polo Bordada' })).toBeVisible();
  await drawer.getByRole('button', { name: 'Finalizar Pedido' }).click();

  await pessoais.getByLabel('Nome completo').fill('Maria da Silva');
  const masked: [ReturnType<typeof pessoais.getByLabel>, string, string][] = [
    [pessoais.getByLabel('CPF'), '12345678909', '123.456.789-09'],
    [pessoais.getByLabel('CNPJ'), '11222333000181', '11.222.333/0001-81'],
    [pessoais.getByLabel('Telefone'), '16987654321', '(16) 98765-4321'],
  ];
  await pessoais.getByLabel('Nome da empresa').fill('Agro Franquia Ribeirão Ltda');
  const entrega = checkout.getByRole('group', { name: 'Endereço de Entrega' });
  masked.push([entrega.getByLabel('Estado'), 'sp', 'SP'], [entrega.getByLabel('CEP'), '14015000', '14015-000']);
  for (const [field, typed, shown] of masked) {
    await field.pressSequentially(typed);
    await expect(field).toHaveValue(shown);
  }
  await entrega.getByLabel('Cidade').fill('Ribeirão Preto');
  await entrega.getByLabel('Bairro').fill('Centro');
  await entrega.getByLabel('Rua').fill('Rua General Osório');
  await entrega.getByLabel('Número').fill('120');
  await entrega.getByLabel('Complemento').fill('Sala 3');
  await entrega.getByLabel('Quem receberá').fill('Maria da Silva');
  await expect(checkout.getByRole('checkbox', { name: 'Endereço de faturamento igual ao de entrega' })).toBeChecked();
  await checkout.getByLabel('Observações sobre o pedido').fill('Entregar em horário comercial.');
  await expect(checkout).toContainText('30/500 caracteres');
  await pessoais.scrollIntoViewIfNeeded();
  await shot('checkout.png');

  await checkout.getByRole('checkbox', { name: 'Adicionar logo extra' }).check();
  await checkout.getByLabel('Imagens da logo').setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: await logoPng(),
  });
  await expect(checkout.getByRole('list', { name: 'Imagens selecionadas' })).toContainText('logo.png');
  await checkout.getByLabel('Em quais produtos deseja a logo extra?').fill('Camiseta Polo Bordada');
  await checkout.getByRole('checkbox', { name: 'Entendo que o valor do pedido pode ser alterado' }).check();
  await shot('checkout-logo.png');

  // Every order call and upload request the page makes, as sent.
  const pedidoRequests: Request[] = [];
  const uploadRequests: Request[] = [];
  page.on('request', (sent) => {
    const path = new URL(sent.url()).pathname;
    if (sent.method() === 'POST' && path === '/api/pedidos') pedidoRequests.push(sent);
    if (sent.method() === 'POST' && path === '/api/uploads') uploadRequests.push(sent);
  });
  const address = `${username}@franquia.dev`;
  const emailsBefore = (await emailsTo(request, address)).length;

  // The first order call is held until the upload's progress bar has been seen at 100 %, then dropped
  // before it reaches the API. Fault injection: a network failure is something the real local stack
  // cannot be made to produce. The retry goes through untouched.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let orderCalls = 0;
  await page.route('**/api/pedidos', async (route) => {
    orderCalls++;
    if (orderCalls > 1) return route.continue();
    await held;
    return route.abort('internetdisconnected');
  });
  await checkout.getByRole('button', { name: 'Finalizar Pedido' }).click();
  await expect(checkout.getByRole('button', { name: 'Finalizando...' })).toBeDisabled();
  const progress = checkout.getByRole('progressbar', { name: 'Envio de logo.png' });
  await expect(progress).toHaveAttribute('aria-valuenow', '100');
  await expect(checkout).toContainText('Enviada');
  await shot('checkout-enviando.png');
  release();

  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText('Erro ao finalizar pedido. Tente novamente.');
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(alert).toBeHidden();
  // Nothing typed is lost: the same order is sent again.
  await expect(pessoais.getByLabel('Nome completo')).toHaveValue('Maria da Silva');
  await expect(badge).toHaveText('3');
  await checkout.getByRole('button', { name: 'Finalizar Pedido' }).click();

  await expect(alert).toContainText(/Pedido #\d+ finalizado com sucesso! Um email foi enviado com os detalhes\./);
  const numero = /#(\d+)/.exec((await alert.textContent()) ?? '')?.[1];
  expect(numero).toBeTruthy();
  await expect(checkout).toBeHidden();
  await expect(badge).toHaveText('0');
  await shot('pedido-sucesso.png');
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(alert).toBeHidden();
  await page.unroute('**/api/pedidos');

  // Both calls carried the same Idempotency-Key; the retry reused the upload rather than sending it again.
  expect(pedidoRequests).toHaveLength(2);
  const [dropped, retry] = pedidoRequests as [Request, Request];
  const key = await dropped.headerValue('idempotency-key');
  expect(key).toMatch(uuidPattern);
  expect(await retry.headerValue('idempotency-key')).toBe(key);
  expect(uploadRequests).toHaveLength(1);
  const upload = (await (await uploadRequests[0]?.response())?.json()) as { uploadId: string };
  expect(upload.uploadId).toMatch(uuidPattern);

  // The multipart fields the API accepted.
  const form = await sentForm(retry);
  expect(JSON.parse(String(form.get('dados_pessoais')))).toEqual({
    nome_completo: 'Maria da Silva',
    cpf: '123.456.789-09',
    nome_empresa: 'Agro Franquia Ribeirão Ltda',
    cnpj: '11.222.333/0001-81',
    telefone: '(16) 98765-4321',
  });
  expect(JSON.parse(String(form.get('dados_entrega')))).toEqual({
    estado: 'SP',
    cidade: 'Ribeirão Preto',
    cep: '14015-000',
    bairro: 'Centro',
    rua: 'Rua General Osório',
    numero: '120',
    complemento: 'Sala 3',
    ponto_referencia: '',
    quem_recebera: 'Maria da Silva',
  });
  expect(form.get('endereco_entrega_igual_faturamento')).toBe('true');
  expect(form.has('dados_faturamento')).toBe(false);
  expect(form.get('observacoes')).toBe('Entregar em horário comercial.');
  expect(JSON.parse(String(form.get('logo_extra')))).toEqual({
    produtos: 'Camiseta Polo Bordada',
    entende_alteracao_valor: true,
  });
  expect(form.getAll('logo_extra_upload_id')).toEqual([upload.uploadId]);

  // Exactly one order was created: one confirmation e-mail, with what was ordered.
  await expect.poll(async () => (await emailsTo(request, address)).length).toBeGreaterThan(emailsBefore);
  const emails = await emailsTo(request, address);
  expect(emails).toHaveLength(emailsBefore + 1);
  const [email] = emails;
  expect(email?.subject).toContain(`#${numero}`);
  expect(email?.text).toContain('2× Camiseta Polo Bordada (tamanho M) — R$ 89,90 cada — R$ 179,80');
  expect(email?.text).toContain('1× Caneca de Cerâmica 350 ml — R$ 39,90 cada — R$ 39,90');
  expect(email?.text).toContain('Total: R$ 219,70');
  expect(email?.text).toContain('Rua General Osório, 120 - Sala 3');

  // The server emptied the cart; finishing an empty cart is refused.
  await page.getByRole('button', { name: /^CARRINHO/ }).click();
  await expect(drawer).toContainText('Seu carrinho está vazio!');
  await drawer.getByRole('button', { name: 'Finalizar Pedido' }).click();
  await expect(alert).toContainText('Seu carrinho está vazio!');
  await alert.getByRole('button', { name: 'OK' }).click();
  await page.getByRole('button', { name: 'Fechar carrinho' }).click();

  // The next order starts from an empty form and gets a new key.
  await page
    .getByRole('article', { name: 'Caneca de Cerâmica 350 ml' })
    .getByRole('button', { name: 'Adicionar ao Carrinho' })
    .click();
  await quantity.getByRole('button', { name: 'Adicionar ao Carrinho' }).click();
  await expect(badge).toHaveText('1');
  await page.getByRole('button', { name: /^CARRINHO/ }).click();
  await drawer.getByRole('button', { name: 'Finalizar Pedido' }).click();
  await expect(pessoais.getByLabel('Nome completo')).toHaveValue('');
  await expect(checkout.getByRole('checkbox', { name: 'Adicionar logo extra' })).not.toBeChecked();
  await pessoais.getByLabel('Nome completo').fill('Maria da Silva');
  await pessoais.getByLabel('Nome da empresa').fill('Agro Franquia Ribeirão Ltda');
  await pessoais.getByLabel('CNPJ').fill('11222333000181');
  await pessoais.getByLabel('Telefone').fill('16987654321');
  await entrega.getByLabel('Estado').fill('SP');
  await entrega.getByLabel('Cidade').fill('Ribeirão Preto');
  await entrega.getByLabel('CEP').fill('14015000');
  await entrega.getByLabel('Bairro').fill('Centro');
  await entrega.getByLabel('Rua').fill('Rua General Osório');
  await entrega.getByLabel('Número').fill('120');
  await entrega.getByLabel('Quem receberá').fill('Maria da Silva');
  await checkout.getByRole('button', { name: 'Finalizar Pedido' }).click();
  await expect(alert).toContainText(/Pedido #\d+ finalizado com sucesso!/);
  const segundo = /#(\d+)/.exec((await alert.textContent()) ?? '')?.[1];
  expect(segundo).not.toBe(numero);
  await alert.getByRole('button', { name: 'OK' }).click();
  expect(pedidoRequests).toHaveLength(3);
  const newKey = await pedidoRequests[2]?.headerValue('idempotency-key');
  expect(newKey).toMatch(uuidPattern);
  expect(newKey).not.toBe(key);
  await expect.poll(async () => (await emailsTo(request, address))[0]?.subject).toContain(`#${segundo}`);
  expect(await emailsTo(request, address)).toHaveLength(emailsBefore + 2);
});
