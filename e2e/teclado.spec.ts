import type { ElementHandle, Locator, Page } from '@playwright/test';
import { mensagensChamados } from '@portal/shared';
import { testPassword } from '../functions/test/integration/usuariosDeTeste.ts';
import { novasContas } from './dadosDoTeste.ts';
import { expect, test } from './fixtures.ts';

/**
 * What is wrong with the focus right now, or null — something must have it, match :focus-visible and show an
 * outline: its own, or its styled neighbour's (a size pill's span after its hidden radio, a file picker's
 * label around its hidden input), in a colour of at least 3:1 against what it is drawn on (WCAG 1.4.11: the
 * element's own background for an inset outline, else what is behind the element) — and whether `alvo` has it.
 */
function estadoDoFoco(page: Page, alvo?: ElementHandle<Node> | null) {
  return page.evaluate((alvo) => {
    const ativo = document.activeElement;
    const noAlvo = alvo != null && alvo === ativo;
    if (!(ativo instanceof HTMLElement) || ativo === document.body) return { problema: 'nada tem o foco', noAlvo };
    const tipo = ativo instanceof HTMLInputElement ? ` type=${ativo.type}` : '';
    const nome = `<${ativo.tagName.toLowerCase()}${tipo}> "${(ativo.getAttribute('aria-label') ?? ativo.textContent ?? '').trim().slice(0, 40)}"`;
    // A date field's focus is in its day, month or year part: the input itself matches :focus-within only.
    const emParteDeData = ativo instanceof HTMLInputElement && ativo.type === 'date' && ativo.matches(':focus-within');
    if (!ativo.matches(':focus-visible') && !emParteDeData)
      return { problema: `${nome} não está em :focus-visible`, noAlvo };
    const contorno = (elemento: Element | null) => {
      if (!elemento) return false;
      const estilo = getComputedStyle(elemento);
      return estilo.outlineStyle !== 'none' && Number.parseFloat(estilo.outlineWidth) > 0;
    };
    const vizinhos = [ativo, ativo.nextElementSibling, ativo.parentElement, ativo.parentElement?.parentElement ?? null];
    // The portal's own ring first (a hidden radio keeps the browser's beside its styled pill).
    const comContorno =
      vizinhos.find(
        (elemento) => contorno(elemento) && getComputedStyle(elemento as Element).outlineStyle !== 'auto',
      ) ?? vizinhos.find(contorno);
    if (!comContorno) return { problema: `${nome} sem contorno de foco`, noAlvo };
    if (getComputedStyle(comContorno).outlineStyle === 'auto') {
      return { problema: `${nome} com o contorno padrão do navegador, não o do portal`, noAlvo };
    }
    // Relative luminance and contrast ratio (WCAG 2); a background counts once it is at least half opaque.
    const canais = (cor: string) => (cor.match(/[\d.]+/g) ?? []).map(Number);
    const linear = (canal: number) => {
      const s = canal / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    const luminancia = ([r = 0, g = 0, b = 0]: number[]) =>
      0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
    const fundo = (elemento: Element | null) => {
      for (let atual = elemento; atual; atual = atual.parentElement) {
        const cor = canais(getComputedStyle(atual).backgroundColor);
        if (cor.length >= 3 && (cor[3] ?? 1) >= 0.5) return cor;
      }
      return [255, 255, 255];
    };
    const estilo = getComputedStyle(comContorno);
    const atras = fundo(Number.parseFloat(estilo.outlineOffset) < 0 ? comContorno : comContorno.parentElement);
    const [clara, escura] = [luminancia(canais(estilo.outlineColor)), luminancia(atras)].sort((a, b) => b - a);
    const contraste = ((clara ?? 0) + 0.05) / ((escura ?? 0) + 0.05);
    if (contraste < 3) {
      return { problema: `${nome}: contorno de foco com contraste ${contraste.toFixed(1)}:1 (mínimo 3:1)`, noAlvo };
    }
    return { problema: null, noAlvo };
  }, alvo);
}

async function esperarFocoVisivel(page: Page) {
  expect((await estadoDoFoco(page)).problema).toBeNull();
}

/**
 * Presses Tab (Shift+Tab with `voltar`) until `alvo` has the focus, checking at every stop that the focus
 * shows; fails after `maximo` presses (an unreachable control or a trap).
 */
async function tabAte(page: Page, alvo: Locator, { voltar = false, maximo = 60 } = {}) {
  const elemento = await alvo.elementHandle();
  try {
    for (let vez = 0; vez < maximo; vez++) {
      await page.keyboard.press(voltar ? 'Shift+Tab' : 'Tab');
      const { problema, noAlvo } = await estadoDoFoco(page, elemento);
      expect(problema).toBeNull();
      if (noAlvo) return;
    }
  } finally {
    await elemento?.dispose();
  }
  throw new Error(`${alvo} não recebeu o foco em ${maximo} toques de ${voltar ? 'Shift+Tab' : 'Tab'}`);
}

/** Tabs to a field and types into it. */
async function digitar(page: Page, campo: Locator, texto: string) {
  await tabAte(page, campo);
  await page.keyboard.type(texto);
  await expect(campo).not.toHaveValue('');
}

test('keyboard only: sign in, add a sized product, check out, open and close an order, file a Material ticket', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const celular = testInfo.project.name === 'phone';
  const [cliente] = await novasContas(['user']);

  // Sign in: Tab to each field, Enter sends.
  await page.goto('/login');
  await expect(page.getByLabel('Usuário')).toBeVisible();
  await tabAte(page, page.getByLabel('Usuário'));
  await page.keyboard.type(cliente.username);
  await tabAte(page, page.getByLabel('Senha'));
  await page.keyboard.type(testPassword);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/painel$/);
  await expect(page.getByRole('list', { name: 'Ferramentas' })).toBeVisible();

  // The hub's shop card.
  await tabAte(page, page.getByRole('link', { name: /^Loja de Brindes/ }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/home$/);
  const badge = page.getByTestId('cart-badge');
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(badge).toHaveText('0');

  // A product with sizes: the first size has the focus, arrows choose, Tab to 'Continuar'.
  const adicionar = page
    .getByRole('article', { name: 'Camiseta Polo Bordada' })
    .getByRole('button', { name: 'Adicionar ao Carrinho' });
  await tabAte(page, adicionar);
  await page.keyboard.press('Enter');
  const tamanhos = page.getByRole('dialog', { name: 'Selecione o tamanho' });
  const primeiro = tamanhos.getByRole('radio').first();
  await expect(primeiro).toBeFocused();
  await esperarFocoVisivel(page);
  const tamanhoM = tamanhos.getByRole('radio', { name: 'M', exact: true });
  for (let vez = 0; vez < 6 && !(await tamanhoM.isChecked()); vez++) await page.keyboard.press('ArrowRight');
  await expect(tamanhoM).toBeChecked();
  await expect(tamanhoM).toBeFocused();
  await esperarFocoVisivel(page);
  await tabAte(page, tamanhos.getByRole('button', { name: 'Continuar' }));
  await page.keyboard.press('Enter');

  // Quantity: the field has the focus; ArrowUp makes it 2, Enter adds.
  const quantidade = page.getByRole('dialog', { name: 'Selecione a quantidade' });
  const campoQuantidade = quantidade.getByRole('spinbutton', { name: 'Quantidade' });
  await expect(campoQuantidade).toBeFocused();
  await esperarFocoVisivel(page);
  await page.keyboard.press('ArrowUp');
  await expect(campoQuantidade).toHaveValue('2');
  await page.keyboard.press('Enter');
  await expect(quantidade).toBeHidden();
  await expect(badge).toHaveText('2');
  // The focus is back on the card's button.
  await expect(adicionar).toBeFocused();

  // The cart: back up to the navbar's CARRINHO (past the top bar's 'Ver Carrinho').
  await tabAte(page, page.getByRole('button', { name: /^CARRINHO/ }), { voltar: true, maximo: 80 });
  await page.keyboard.press('Enter');
  const gaveta = page.getByRole('dialog', { name: 'Meu Carrinho' });
  await expect(gaveta.getByRole('listitem', { name: 'Camiseta Polo Bordada' })).toContainText('Tamanho: M');
  await tabAte(page, gaveta.getByRole('button', { name: 'Finalizar Pedido' }));
  await page.keyboard.press('Enter');

  // Checkout: the first field has the focus; Tab from field to field.
  const checkout = page.getByRole('dialog', { name: 'Finalizar Pedido' });
  const nome = checkout.getByLabel('Nome completo');
  await expect(nome).toBeFocused();
  await esperarFocoVisivel(page);
  await page.keyboard.type('Maria da Silva');
  await digitar(page, checkout.getByLabel('Nome da empresa'), 'Agro Franquia Ribeirão Ltda');
  await digitar(page, checkout.getByLabel('CNPJ'), '11222333000181');
  await digitar(page, checkout.getByLabel('Telefone'), '16987654321');
  await digitar(page, checkout.getByLabel('Estado (UF)'), 'SP');
  await digitar(page, checkout.getByLabel('Cidade'), 'Ribeirão Preto');
  await digitar(page, checkout.getByLabel('CEP'), '14015000');
  await digitar(page, checkout.getByLabel('Bairro'), 'Centro');
  await digitar(page, checkout.getByLabel('Rua'), 'Rua General Osório');
  await digitar(page, checkout.getByLabel('Número'), '120');
  await digitar(page, checkout.getByLabel('Quem receberá'), 'Maria da Silva');
  const igual = checkout.getByRole('checkbox', { name: 'Endereço de faturamento igual ao de entrega' });
  await tabAte(page, igual);
  await expect(igual).toBeChecked();
  // Space toggles a checkbox: off shows the billing fields, on hides them again.
  await page.keyboard.press('Space');
  await expect(igual).not.toBeChecked();
  await page.keyboard.press('Space');
  await expect(igual).toBeChecked();
  await tabAte(page, checkout.getByRole('button', { name: 'Finalizar Pedido' }));
  await page.keyboard.press('Enter');

  // The confirmation's OK has the focus; Enter closes it.
  const alerta = page.getByRole('alertdialog');
  await expect(alerta).toContainText(/Pedido #\d+ finalizado com sucesso!/);
  const numero = /#(\d+)/.exec((await alerta.textContent()) ?? '')?.[1];
  const ok = alerta.getByRole('button', { name: 'OK' });
  await expect(ok).toBeFocused();
  await esperarFocoVisivel(page);
  await page.keyboard.press('Enter');
  await expect(alerta).toBeHidden();
  await expect(checkout).toBeHidden();
  await expect(badge).toHaveText('0');

  // Meus Pedidos from the navbar (behind the menu button on phones).
  if (celular) {
    await tabAte(page, page.getByRole('button', { name: 'Menu', exact: true }), { voltar: true, maximo: 80 });
    await page.keyboard.press('Enter');
    await tabAte(page, page.getByRole('link', { name: 'MEUS PEDIDOS' }));
  } else {
    await tabAte(page, page.getByRole('link', { name: 'MEUS PEDIDOS' }), { voltar: true, maximo: 80 });
  }
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/meus-pedidos$/);
  const verDetalhes = page.getByRole('button', { name: `Ver Detalhes do pedido #${numero}` });
  await tabAte(page, verDetalhes);
  await page.keyboard.press('Enter');
  const detalhe = page.getByRole('dialog', { name: `Pedido #${numero}` });
  await expect(detalhe.getByRole('region', { name: 'Itens' })).toContainText('Camiseta Polo Bordada');
  // Escape closes it and the focus returns, visibly, to the button that opened it.
  await page.keyboard.press('Escape');
  await expect(detalhe).toBeHidden();
  await expect(verDetalhes).toBeFocused();
  await esperarFocoVisivel(page);

  // The ticket form from the hub: PAINEL, then the 'Abertura de Chamados' card.
  if (celular) {
    await tabAte(page, page.getByRole('button', { name: 'Menu', exact: true }), { voltar: true, maximo: 80 });
    await page.keyboard.press('Enter');
    await tabAte(page, page.getByRole('link', { name: 'PAINEL', exact: true }));
  } else {
    await tabAte(page, page.getByRole('link', { name: 'PAINEL', exact: true }), { voltar: true, maximo: 80 });
  }
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/painel$/);
  await tabAte(page, page.getByRole('link', { name: /^Abertura de Chamados/ }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/chamados$/);

  const formulario = page.getByRole('form', { name: 'Abertura de Chamados' });
  await digitar(page, formulario.getByLabel('Título'), 'Banners para a feira');
  // A closed <select> takes the arrow keys.
  const tipoFormulario = formulario.getByLabel('Tipo de formulário');
  await tabAte(page, tipoFormulario);
  await escolherComSetas(page, tipoFormulario, 'Solicitações de Marketing');
  const tipoSolicitacao = formulario.getByLabel('Tipo de solicitação');
  await tabAte(page, tipoSolicitacao);
  await escolherComSetas(page, tipoSolicitacao, 'Material');
  const banner = formulario.getByRole('checkbox', { name: 'BANNER', exact: true });
  await tabAte(page, banner);
  await page.keyboard.press('Space');
  await expect(banner).toBeChecked();
  await digitar(page, formulario.getByLabel('Descrição da quantidade e tamanho'), '2 banners de 1 x 2 m');
  // A date field takes its parts as digits, in the browser's order (day and month alike here, so either works).
  const prazo = formulario.getByLabel('Prazo de entrega');
  await tabAte(page, prazo);
  await page.keyboard.type('12122026');
  await expect(prazo).toHaveValue('2026-12-12');
  await digitar(page, formulario.getByLabel('Descrição da demanda'), 'Feira regional de dezembro.');
  await tabAte(page, formulario.getByRole('button', { name: 'Enviar Chamado' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: mensagensChamados.sucesso })).toContainText(
    /Protocolo: CH-\d+/,
  );
  await expect(formulario.getByLabel('Título')).toHaveValue('');

  // The profile menu: a white panel inside the green navbar, its 'Sair' reached and left without signing out.
  const perfil = page.getByRole('button', { name: 'Menu do perfil' });
  await tabAte(page, perfil, { voltar: true, maximo: 120 });
  await page.keyboard.press('Enter');
  await tabAte(page, page.getByRole('button', { name: 'Sair' }));
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Sair' })).toBeHidden();
});

/** Moves a focused closed <select> with ArrowDown until it shows `opcao`. */
async function escolherComSetas(page: Page, select: Locator, opcao: string) {
  for (let vez = 0; vez < 10; vez++) {
    if ((await select.evaluate((elemento: HTMLSelectElement) => elemento.selectedOptions[0]?.label)) === opcao) return;
    await page.keyboard.press('ArrowDown');
  }
  await expect(select).toHaveValue(opcao);
}
