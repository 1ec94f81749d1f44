import type { APIRequestContext, Locator, Page, TestInfo } from '@playwright/test';
import { listaProdutosResponseSchema } from '@portal/shared';
import { comoCliente, entrar, entrarPelaApi, novasContas } from './dadosDoTeste.ts';
import { expect, test } from './fixtures.ts';

/**
 * The main screens at 360, 768 and 1280 px: no horizontal scroll, no button cut off, a full-page screenshot
 * each (in the test's output). 360 px runs on the phone project (touch, device pixel ratio), 768 and 1280 on
 * the desktop one.
 */
const largurasDoProjeto: Record<string, number[]> = { phone: [360], desktop: [768, 1280] };

/** What does not fit: the page scrolling sideways, a button past the screen's edge or its text cut. */
function problemasDeLayout(page: Page) {
  return page.evaluate(() => {
    const problemas: string[] = [];
    const raiz = document.documentElement;
    if (raiz.scrollWidth > raiz.clientWidth) {
      problemas.push(`rolagem horizontal: ${raiz.scrollWidth} px de conteúdo em ${raiz.clientWidth} px`);
    }
    for (const botao of document.querySelectorAll<HTMLElement>('.button, button[type="submit"]')) {
      const caixa = botao.getBoundingClientRect();
      if (caixa.width === 0 || getComputedStyle(botao).visibility === 'hidden') continue;
      const nome = (botao.getAttribute('aria-label') ?? botao.textContent ?? '').trim().slice(0, 40);
      if (caixa.left < -1 || caixa.right > raiz.clientWidth + 1) {
        problemas.push(`"${nome}" passa da borda (${Math.round(caixa.left)}–${Math.round(caixa.right)} px)`);
      }
      if (botao.scrollWidth > botao.clientWidth + 1) problemas.push(`"${nome}" tem o texto cortado`);
      // The nearest ancestor that clips sideways must hold the whole button.
      for (let pai = botao.parentElement; pai && pai !== document.body; pai = pai.parentElement) {
        if (getComputedStyle(pai).overflowX === 'visible') continue;
        const limite = pai.getBoundingClientRect();
        if (caixa.left < limite.left - 1 || caixa.right > limite.right + 1) {
          problemas.push(`"${nome}" cortado por .${pai.className.split(' ')[0]}`);
        }
        break;
      }
    }
    return problemas;
  });
}

/** Checks the screen as it is now and saves its picture as `<width>-<name>.png`. */
async function conferir(page: Page, testInfo: TestInfo, largura: number, nome: string, { fullPage = true } = {}) {
  // A drawer sliding in is past the screen's edge until its animation ends.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animacao) => animacao.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animacao) => animacao.finished.catch(() => undefined)),
    ),
  );
  expect.soft(await problemasDeLayout(page), `${nome} a ${largura} px`).toEqual([]);
  // CSS pixels: a phone's full page at its device pixel ratio is a 945 × 5000 px picture, slow to encode.
  await page.screenshot({
    path: testInfo.outputPath(`${largura}-${nome}.png`),
    fullPage,
    animations: 'disabled',
    scale: 'css',
  });
}

/** An admin with an order, a ticket and an item in the cart, so lists, details and checkout have content. */
async function prepararAdmin(request: APIRequestContext) {
  const [admin] = await novasContas(['admin']);
  const pedir = await comoCliente(request, admin.username);
  await pedir([
    { nome: 'Camiseta Polo Bordada', quantidade: 2, tamanho: 'GG' },
    { nome: 'Caneca de Cerâmica 350 ml', quantidade: 1 },
  ]);
  const headers = await entrarPelaApi(request, admin.username);
  const { produtos } = listaProdutosResponseSchema.parse(await (await request.get('/api/produtos')).json());
  const bone = produtos.find((produto) => produto.nome === 'Boné Trucker');
  expect((await request.post('/api/carrinho', { headers, data: { produto_id: bone?.id, quantidade: 3 } })).ok()).toBe(
    true,
  );
  const chamado = await request.post('/api/support/contact', {
    headers: { ...headers, 'X-User-Email': admin.email },
    multipart: {
      assunto: 'Reembolso do dia de campo com um título bem comprido para ver a quebra de linha',
      categoria: 'Lançamento de Notas e Despesas',
      contratante: 'Agro Franquia Ribeirão Ltda',
      formaPagamento: 'Boleto',
      dataPagamento: '2026-12-10',
      notaFiscal: 'Emitida',
      descricao: 'Despesas do dia de campo de novembro.',
    },
  });
  expect(chamado.status()).toBe(201);
  return admin;
}

for (const largura of [360, 768, 1280]) {
  test(`the main screens fit ${largura} px: no sideways scroll, no button cut off`, async ({
    page,
    request,
  }, testInfo) => {
    test.skip(!largurasDoProjeto[testInfo.project.name]?.includes(largura), `${largura} px runs on another project`);
    test.setTimeout(120_000);
    await page.setViewportSize({ width: largura, height: largura < 768 ? 780 : 900 });
    const admin = await prepararAdmin(request);
    const tela = async (caminho: string, nome: string, pronto: (page: Page) => Locator) => {
      await page.goto(caminho);
      await expect(pronto(page)).toBeVisible();
      await conferir(page, testInfo, largura, nome);
    };

    await tela('/login', 'login', (p) => p.getByLabel('Usuário'));
    await tela('/microsoft-login', 'microsoft-login', (p) =>
      p.getByRole('button', { name: 'Entrar com conta Microsoft' }),
    );
    await entrar(page, admin.username);

    await tela('/painel', 'painel', (p) => p.getByRole('list', { name: 'Ferramentas' }));
    await tela('/home', 'loja', (p) => p.getByRole('article').last());

    // The cart drawer and the checkout, at the screen's size.
    await page.getByRole('button', { name: /^CARRINHO/ }).click();
    const gaveta = page.getByRole('dialog', { name: 'Meu Carrinho' });
    await expect(gaveta.getByRole('listitem', { name: 'Boné Trucker' })).toBeVisible();
    await conferir(page, testInfo, largura, 'carrinho', { fullPage: false });
    await gaveta.getByRole('button', { name: 'Finalizar Pedido' }).click();
    const checkout = page.getByRole('dialog', { name: 'Finalizar Pedido' });
    await expect(checkout.getByLabel('Nome completo')).toBeFocused();
    await conferir(page, testInfo, largura, 'checkout', { fullPage: false });
    await page.keyboard.press('Escape');

    await tela('/meus-pedidos', 'meus-pedidos', (p) => p.getByRole('rowheader').first());
    await page
      .getByRole('button', { name: /^Ver Detalhes/ })
      .first()
      .click();
    await expect(page.getByRole('dialog', { name: /^Pedido #/ }).getByRole('region', { name: 'Itens' })).toBeVisible();
    await conferir(page, testInfo, largura, 'detalhe-pedido', { fullPage: false });
    await page.keyboard.press('Escape');

    await tela('/chamados', 'chamados', (p) => p.getByRole('form', { name: 'Abertura de Chamados' }));
    await tela('/meus-chamados', 'meus-chamados', (p) => p.getByRole('rowheader').first());
    await tela('/admin', 'admin', (p) => p.getByRole('figure').first());
    await tela('/admin-produtos', 'admin-produtos', (p) => p.getByRole('article').last());
    await page.getByRole('button', { name: 'Novo Produto' }).click();
    await expect(page.getByRole('dialog', { name: 'Novo Produto' })).toBeVisible();
    await conferir(page, testInfo, largura, 'produto-formulario', { fullPage: false });
    await page.keyboard.press('Escape');

    await tela(`/admin-pedidos?cliente=${admin.username}`, 'admin-pedidos', (p) => p.getByRole('rowheader').first());
    await tela('/admin-chamados', 'admin-chamados', (p) => p.getByRole('rowheader').first());
    await tela('/users', 'usuarios', (p) => p.getByRole('listitem', { name: 'franqueado', exact: true }));
    await tela('/logs', 'logs', (p) => p.getByRole('rowheader').first());
  });
}
