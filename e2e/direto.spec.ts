import { mensagensChamados } from '@portal/shared';
import { createDependencies } from '../functions/src/app/dependencies.ts';
import { loadConfig } from '../functions/src/config.ts';
import { createUsuarioDeTeste, testPassword } from '../functions/test/integration/usuariosDeTeste.ts';
import { expect, fotografar, test } from './fixtures.ts';
import { pilhaPropria } from './pilhaPropria.ts';

/**
 * The `direct` API mode (infra/main.bicep `apiAccess`), the way out when Static Web Apps cannot link the Function
 * app: a stack of its own whose Static Web Apps stand-in links no backend, whose SPA is built for the API's own
 * URL (PORTAL_API_URL, as azd builds it after provisioning) and whose Function app allows only the portal's origin
 * (its platform CORS). A franchisee signs in, orders and files a ticket with an attachment; the page never calls
 * the Static Web App's /api, and the CSP (checked by the fixture) lets everything through.
 */
const pilha = pilhaPropria('direto', { apiAccess: 'direct' });

const pdf = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

test('direct API mode: a franchisee signs in, orders and files a ticket with an attachment, straight at the Function app', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one journey in direct mode, on the desktop project');
  test.setTimeout(120_000);
  const stack = pilha();
  const web = stack.urls.web;
  const api = new URL(stack.urls.api).origin;
  const deps = createDependencies(loadConfig(stack.settings));
  const cliente = await createUsuarioDeTeste(deps, { role: 'user' }).finally(() => deps.cosmos.client.dispose());

  const chamadas: string[] = [];
  page.on('request', (sent) => {
    const url = new URL(sent.url());
    if (url.pathname.startsWith('/api/')) chamadas.push(`${url.origin}${url.pathname}`);
  });

  // The Static Web App links no backend: its /api answers 404 itself.
  expect((await page.request.get(`${web}/api/health`)).status()).toBe(404);

  await page.goto(`${web}/login`);
  await page.getByLabel('Usuário').fill(cliente.username);
  await page.getByLabel('Senha').fill(testPassword);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(`${web}/painel`);

  // The shop's pictures load from the Function app.
  await page.goto(`${web}/home`);
  const caneca = page.getByRole('article', { name: 'Caneca de Cerâmica 350 ml' });
  const foto = caneca.locator('img').first();
  await expect(foto).toHaveAttribute('src', new RegExp(`^${api}/api/produtos/`));
  await expect.poll(() => foto.evaluate((imagem: HTMLImageElement) => imagem.naturalWidth)).toBeGreaterThan(0);

  await caneca.getByRole('button', { name: 'Adicionar ao Carrinho' }).click();
  const quantidade = page.getByRole('dialog', { name: 'Selecione a quantidade' });
  await quantidade.getByRole('button', { name: 'Adicionar ao Carrinho' }).click();
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
  await page.getByRole('button', { name: /^Ver Carrinho/ }).click();
  await page.getByRole('dialog', { name: 'Meu Carrinho' }).getByRole('button', { name: 'Finalizar Pedido' }).click();
  const checkout = page.getByRole('dialog', { name: 'Finalizar Pedido' });
  const pessoais = checkout.getByRole('group', { name: 'Dados Pessoais' });
  await pessoais.getByLabel('Nome completo').fill('Maria da Silva');
  await pessoais.getByLabel('CNPJ').pressSequentially('11222333000181');
  await pessoais.getByLabel('Nome da empresa').fill('Agro Franquia Ribeirão Ltda');
  await pessoais.getByLabel('Telefone').pressSequentially('16987654321');
  const entrega = checkout.getByRole('group', { name: 'Endereço de Entrega' });
  await entrega.getByLabel('Estado').pressSequentially('SP');
  await entrega.getByLabel('Cidade').fill('Ribeirão Preto');
  await entrega.getByLabel('CEP').pressSequentially('14015000');
  await entrega.getByLabel('Bairro').fill('Centro');
  await entrega.getByLabel('Rua').fill('Rua General Osório');
  await entrega.getByLabel('Número').fill('120');
  await entrega.getByLabel('Quem receberá').fill('Maria da Silva');
  await checkout.getByRole('button', { name: 'Finalizar Pedido' }).click();
  const alerta = page.getByRole('alertdialog');
  await expect(alerta).toContainText(/Pedido #\d+ finalizado com sucesso!/);
  await alerta.getByRole('button', { name: 'OK' }).click();
  await fotografar(page, testInfo)('direto-pedido.png');

  // A ticket whose attachment goes from the browser straight to Blob Storage, then to the API.
  await page.goto(`${web}/chamados`);
  const form = page.getByRole('form', { name: 'Abertura de Chamados' });
  await form.getByLabel('Título').fill('Arte da campanha de dezembro');
  await form.getByLabel('Tipo de formulário').selectOption('Solicitações de Marketing');
  await form.getByLabel('Tipo de solicitação').selectOption('Campanha');
  await form.getByLabel('Descrição da demanda').fill('Peças para a campanha regional de dezembro.');
  await form.getByLabel('Arquivos da campanha').setInputFiles({
    name: 'briefing.pdf',
    mimeType: 'application/pdf',
    buffer: pdf,
  });
  await form.getByRole('button', { name: 'Enviar Chamado' }).click();
  const aviso = page.getByRole('alert').filter({ hasText: mensagensChamados.sucesso });
  await expect(aviso).toBeVisible();
  await expect(aviso).toContainText(/Protocolo: CH-\d+/);
  await fotografar(page, testInfo)('direto-chamado.png');

  // Every API call went to the Function app; none to the Static Web App.
  expect(chamadas.filter((url) => url.startsWith(web))).toEqual([]);
  for (const chamada of ['/api/config', '/api/login', '/api/carrinho', '/api/pedidos', '/api/uploads']) {
    expect(chamadas, chamada).toContain(`${api}${chamada}`);
  }
});
