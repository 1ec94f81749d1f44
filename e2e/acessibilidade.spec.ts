import { randomUUID } from 'node:crypto';
import { AxeBuilder } from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  errosLoginMicrosoft,
  mensagensCarrinho,
  mensagensChamados,
  mensagensLogs,
  mensagensPedidos,
  mensagensProdutoAdmin,
  mensagensTelas,
} from '@portal/shared';
import axe from 'axe-core';
import { createDependencies } from '../functions/src/app/dependencies.ts';
import { createUsuarioDeTeste, testPassword } from '../functions/test/integration/usuariosDeTeste.ts';
import { cabecalhosDe, comSessao, configDaPilha, fazerPedido, novasContas } from './dadosDoTeste.ts';
import { animacoesConcluidas, expect, signInWithPassword, test } from './fixtures.ts';

/**
 * axe-core (WCAG 2.0, 2.1 and 2.2, levels A and AA) over every screen and every dialog, desktop and phone:
 * no serious or critical violation. No rule is disabled and nothing is excluded.
 */

const etiquetasWcag = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** axe-core's script, run once per document (AxeBuilder would run all of it again on every analysis). */
const fonteAxe = `if (!window.axe) {\n${axe.source}\n}`;

/**
 * Runs axe-core over the page as it is now — or only over `escopo` (a CSS selector: the open dialogs, a menu,
 * a form showing its errors) when the rest was checked just before — and records, without stopping the
 * test, every serious or critical violation with the elements it found.
 */
async function semViolacoesGraves(page: Page, tela: string, escopo?: string) {
  // Contrast is judged once a dialog fading in has arrived.
  await animacoesConcluidas(page);
  let analise = new AxeBuilder({ page, axeSource: fonteAxe })
    // Violations in full; of the passing and inapplicable checks, which nobody reads here, one node each: an eighth
    // less work per analysis.
    .options({ resultTypes: ['violations'] })
    .withTags(etiquetasWcag)
    .setLegacyMode();
  if (escopo) analise = analise.include(escopo);
  const { violations } = await analise.analyze();
  const graves = violations
    .filter((violacao) => violacao.impact === 'serious' || violacao.impact === 'critical')
    .map((violacao) => ({
      regra: violacao.id,
      impacto: violacao.impact,
      ajuda: violacao.help,
      elementos: violacao.nodes.slice(0, 6).map((no) => `${no.target.join(' ')} — ${no.failureSummary ?? ''}`),
    }));
  expect.soft(graves, `axe em ${tela}`).toEqual([]);
}

/** The open dialogs (a dialog over another included). */
const dialogo = 'dialog[open]';

/** A Material ticket filed through the API, as the /chamados form would; its protocol. */
async function abrirChamado(request: APIRequestContext, username: string, email: string) {
  const headers = await cabecalhosDe(username);
  const resposta = await request.post('/api/support/contact', {
    headers: { ...headers, 'X-User-Email': email },
    multipart: {
      assunto: 'Material para a feira',
      categoria: 'Solicitações de Marketing',
      tipoSolicitacao: 'Material',
      materiais: 'BANNER',
      quantidadeTamanho: '2 banners 1 x 2 m',
      prazoEntrega: '2026-12-20',
      descricao: 'Feira regional de dezembro.',
    },
  });
  expect(resposta.status()).toBe(201);
  return ((await resposta.json()) as { chamado: { protocolo: string } }).chamado.protocolo;
}

test('signed out: /login, /microsoft-login, /microsoft-login-error, not found, the verification screen', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.goto('/login');
  await expect(page.getByLabel('Usuário')).toBeVisible();
  await semViolacoesGraves(page, '/login');
  // A name nobody has (failed attempts are counted per name: a seeded account could end up locked).
  await signInWithPassword(page, `ninguem-${randomUUID().slice(0, 8)}`, 'senha-errada');
  await expect(page.getByRole('alert')).toBeVisible();
  await semViolacoesGraves(page, '/login com erro', 'form');

  await page.goto('/microsoft-login');
  await expect(page.getByRole('button', { name: 'Entrar com conta Microsoft' })).toBeVisible();
  await semViolacoesGraves(page, '/microsoft-login');

  await page.goto('/microsoft-login-error?error=conta_invalida');
  await expect(page.getByRole('alert')).toHaveText(errosLoginMicrosoft.conta_invalida);
  await semViolacoesGraves(page, '/microsoft-login-error');

  await page.goto('/nao-existe');
  await expect(page.getByRole('link', { name: 'Entrar no portal' })).toBeVisible();
  await semViolacoesGraves(page, 'página não encontrada, sem sessão');

  // An unverified account of this test alone (the seeded 'novo' is verified by auth.spec.ts at any moment):
  // signing in e-mails a code and shows the verification screen.
  const deps = createDependencies(configDaPilha());
  const novo = await createUsuarioDeTeste(deps, { verified: false }).finally(() => deps.cosmos.client.dispose());
  await signInWithPassword(page, novo.username, testPassword);
  await expect(page.getByRole('heading', { name: 'Verificação de e-mail' })).toBeVisible();
  await semViolacoesGraves(page, 'verificação de e-mail');
});

test('franchisee: the hub and its menus, the shop with its dialogs, the cart drawer, checkout, Acesso Negado, not found', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const [cliente] = await novasContas(['user']);
  await comSessao(page, cliente.username);
  await page.goto('/painel');
  await expect(page.getByRole('list', { name: 'Ferramentas' })).toBeVisible();
  await semViolacoesGraves(page, '/painel');
  if (testInfo.project.name === 'phone') {
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await expect(page.getByRole('link', { name: 'MEUS PEDIDOS' })).toBeVisible();
    await semViolacoesGraves(page, 'menu de navegação aberto', '.navbar');
    await page.keyboard.press('Escape');
  }
  await page.getByRole('button', { name: 'Menu do perfil' }).click();
  await expect(page.getByRole('button', { name: 'Sair' })).toBeVisible();
  await semViolacoesGraves(page, 'menu do perfil aberto', '.navbar');
  await page.keyboard.press('Escape');

  await page.goto('/home');
  await expect(page.getByRole('article').first()).toBeVisible();
  // Scanned once the pictures on screen are in (the ones below wait for a scroll: loading="lazy").
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.images]
          .filter((imagem) => imagem.getBoundingClientRect().top < window.innerHeight)
          .every((imagem) => imagem.complete),
      ),
    )
    .toBe(true);
  await semViolacoesGraves(page, '/home');

  await page
    .getByRole('article', { name: 'Camiseta Polo Bordada' })
    .getByRole('button', { name: 'Adicionar ao Carrinho' })
    .click();
  const tamanhos = page.getByRole('dialog', { name: 'Selecione o tamanho' });
  await expect(tamanhos.getByRole('radio').first()).toBeVisible();
  await semViolacoesGraves(page, 'diálogo de tamanho', dialogo);
  await tamanhos.getByRole('radio', { name: 'M', exact: true }).check();
  await tamanhos.getByRole('button', { name: 'Continuar' }).click();
  const quantidade = page.getByRole('dialog', { name: 'Selecione a quantidade' });
  await expect(quantidade).toContainText('Tamanho M');
  await semViolacoesGraves(page, 'diálogo de quantidade', dialogo);
  // A quantity the dialog refuses, said at once beside the field.
  const campoQuantidade = quantidade.getByRole('spinbutton', { name: 'Quantidade' });
  await campoQuantidade.fill('101');
  await expect(quantidade.getByRole('alert')).toHaveText(mensagensCarrinho.quantidadeMaxima);
  await semViolacoesGraves(page, 'diálogo de quantidade com erro', dialogo);
  await campoQuantidade.fill('1');
  await quantidade.getByRole('button', { name: 'Adicionar ao Carrinho' }).click();
  await expect(quantidade).toBeHidden();
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
  await expect(page.getByRole('status').filter({ hasText: 'Produto adicionado ao carrinho!' })).toBeVisible();
  await semViolacoesGraves(page, 'aviso de produto adicionado', '.toasts');

  await page.getByRole('button', { name: /^Ver Carrinho/ }).click();
  const gaveta = page.getByRole('dialog', { name: 'Meu Carrinho' });
  await expect(gaveta.getByRole('listitem', { name: 'Camiseta Polo Bordada' })).toBeVisible();
  await semViolacoesGraves(page, 'gaveta do carrinho', dialogo);
  await gaveta.getByRole('button', { name: 'Finalizar Pedido' }).click();
  const checkout = page.getByRole('dialog', { name: 'Finalizar Pedido' });
  await expect(checkout.getByLabel('Nome completo')).toBeFocused();
  await semViolacoesGraves(page, 'checkout', dialogo);
  // Sent empty: the alert, then every required field's message.
  await checkout.getByRole('button', { name: 'Finalizar Pedido' }).click();
  const alerta = page.getByRole('alertdialog');
  await expect(alerta).toBeVisible();
  await semViolacoesGraves(page, 'alerta de erros do checkout', dialogo);
  await alerta.getByRole('button', { name: 'OK' }).click();
  await expect(checkout.getByText('Informe quem receberá o pedido')).toBeVisible();
  await checkout.getByRole('checkbox', { name: 'Adicionar logo extra' }).check();
  await expect(checkout.getByLabel('Imagens da logo')).toBeAttached();
  await semViolacoesGraves(page, 'checkout com erros e logo extra', dialogo);
  await page.keyboard.press('Escape');

  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Acesso Negado' })).toBeVisible();
  await semViolacoesGraves(page, 'Acesso Negado');

  await page.goto('/nao-existe');
  await expect(page.getByRole('heading', { name: mensagensTelas.paginaNaoEncontradaTitulo })).toBeVisible();
  await semViolacoesGraves(page, 'página não encontrada, com sessão');
});

test('franchisee: Meus Pedidos and a detail, /chamados empty and with errors, Meus chamados and a detail', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const [cliente] = await novasContas(['user']);
  const numero = await fazerPedido(request, cliente.username, [
    { nome: 'Camiseta Polo Bordada', quantidade: 2, tamanho: 'M' },
    { nome: 'Caneca de Cerâmica 350 ml', quantidade: 1 },
  ]);
  const protocolo = await abrirChamado(request, cliente.username, cliente.email);
  await comSessao(page, cliente.username);

  await page.goto('/meus-pedidos');
  await expect(page.getByRole('rowheader', { name: `#${numero}` })).toBeVisible();
  await semViolacoesGraves(page, '/meus-pedidos');
  await page.getByRole('button', { name: /^Ver Detalhes/ }).click();
  const detalhe = page.getByRole('dialog', { name: `Pedido #${numero}` });
  await expect(detalhe.getByRole('region', { name: 'Histórico' })).toBeVisible();
  await semViolacoesGraves(page, 'detalhe do pedido (franqueado)', dialogo);
  await page.keyboard.press('Escape');

  await page.goto('/chamados');
  const formulario = page.getByRole('form', { name: 'Abertura de Chamados' });
  await expect(formulario.getByLabel('Título')).toBeVisible();
  await semViolacoesGraves(page, '/chamados');
  await formulario.getByLabel('Tipo de formulário').selectOption('Solicitações de Marketing');
  await formulario.getByLabel('Tipo de solicitação').selectOption('Material');
  await formulario.getByRole('button', { name: 'Enviar Chamado' }).click();
  await expect(formulario.getByText(mensagensChamados.materiais)).toBeVisible();
  await semViolacoesGraves(page, '/chamados com erros (Material)', 'form');
  await formulario.getByLabel('Tipo de formulário').selectOption('Lançamento de Notas e Despesas');
  await formulario.getByRole('button', { name: 'Enviar Chamado' }).click();
  await expect(formulario.getByText(mensagensChamados.contratante)).toBeVisible();
  await semViolacoesGraves(page, '/chamados com erros (Notas e Despesas)', 'form');

  await page.goto('/meus-chamados');
  await expect(page.getByRole('rowheader', { name: protocolo })).toBeVisible();
  await semViolacoesGraves(page, '/meus-chamados');
  await page.getByRole('button', { name: /^Ver Detalhes/ }).click();
  await expect(page.getByRole('dialog', { name: `Chamado ${protocolo}` })).toBeVisible();
  await semViolacoesGraves(page, 'detalhe do chamado (franqueado)', dialogo);
});

test('admin: dashboard, products and the form panel, orders with the detail, the cancel reason and a bulk change', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const [admin, cliente] = await novasContas(['admin', 'user']);
  const numero = await fazerPedido(request, cliente.username, [{ nome: 'Boné Trucker', quantidade: 1 }]);
  await comSessao(page, admin.username);

  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Painel Administrativo', level: 1 })).toBeVisible();
  await expect(page.getByRole('figure').first()).toBeVisible();
  await semViolacoesGraves(page, '/admin');

  await page.goto('/admin-produtos');
  await expect(page.getByRole('article', { name: 'Chaveiro de Couro', exact: true })).toBeVisible();
  await semViolacoesGraves(page, '/admin-produtos');
  await page.getByRole('button', { name: 'Novo Produto' }).click();
  const produto = page.getByRole('dialog', { name: 'Novo Produto' });
  await produto.getByRole('button', { name: 'Salvar' }).click();
  await expect(produto.getByText(mensagensProdutoAdmin.obrigatorios).first()).toBeVisible();
  await semViolacoesGraves(page, 'formulário de produto com erros', dialogo);
  await page.keyboard.press('Escape');
  await page
    .getByRole('article', { name: 'Camiseta Polo Bordada', exact: true })
    .getByRole('button', { name: /^Editar/ })
    .click();
  await expect(page.getByRole('dialog', { name: /^Editar/ }).getByRole('list', { name: /Tamanhos/ })).toBeVisible();
  await semViolacoesGraves(page, 'formulário de produto (edição)', dialogo);
  await page.keyboard.press('Escape');

  await page.goto(`/admin-pedidos?cliente=${cliente.username}`);
  const linha = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: `#${numero}` }) });
  await expect(linha).toBeVisible();
  await semViolacoesGraves(page, '/admin-pedidos');
  await linha.getByRole('button', { name: /^Ver Detalhes/ }).click();
  const detalhe = page.getByRole('dialog', { name: `Pedido #${numero}` });
  await expect(detalhe.getByRole('region', { name: 'Histórico' })).toBeVisible();
  await semViolacoesGraves(page, 'detalhe do pedido (admin)', dialogo);
  await detalhe.getByLabel('Alterar status').selectOption('Cancelado');
  const cancelamento = page.getByRole('dialog', { name: 'Cancelar Pedido' });
  await expect(cancelamento.getByLabel(/Motivo do cancelamento/)).toBeVisible();
  await semViolacoesGraves(page, 'motivo do cancelamento', dialogo);
  await page.keyboard.press('Escape');
  await expect(cancelamento).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(detalhe).toBeHidden();

  await page.getByRole('checkbox', { name: `Selecionar pedido #${numero}` }).check();
  const lote = page.getByRole('region', { name: 'Alteração de status em lote' });
  await lote.getByLabel('Novo status').selectOption('Aprovado');
  await semViolacoesGraves(page, 'alteração em lote com um pedido selecionado', 'section.lote');
  await lote.getByRole('button', { name: 'Aplicar' }).click();
  const confirmacao = page.getByRole('alertdialog');
  await expect(confirmacao).toContainText(mensagensPedidos.confirmarLote(1, 'Aprovado'));
  await semViolacoesGraves(page, 'confirmação da alteração em lote', dialogo);
  await confirmacao.getByRole('button', { name: 'Confirmar' }).click();
  const resultado = page.getByRole('dialog', { name: mensagensPedidos.loteTitulo });
  await expect(resultado).toContainText(mensagensPedidos.loteResultado(1, 1));
  await semViolacoesGraves(page, 'resultado da alteração em lote', dialogo);
});

test('admin: tickets with the detail, users, logs', async ({ page, request }) => {
  test.setTimeout(60_000);
  const [admin, cliente] = await novasContas(['admin', 'user']);
  const protocolo = await abrirChamado(request, cliente.username, cliente.email);
  await comSessao(page, admin.username);

  await page.goto(`/admin-chamados?protocolo=${protocolo}`);
  await expect(page.getByRole('rowheader', { name: protocolo })).toBeVisible();
  await semViolacoesGraves(page, '/admin-chamados');
  await page.getByRole('button', { name: /^Ver Detalhes/ }).click();
  await expect(page.getByRole('dialog', { name: `Chamado ${protocolo}` }).getByLabel('Alterar status')).toBeVisible();
  await semViolacoesGraves(page, 'detalhe do chamado (admin)', dialogo);
  await page.keyboard.press('Escape');

  await page.goto('/users');
  await expect(page.getByRole('listitem', { name: 'franqueado', exact: true })).toBeVisible();
  await semViolacoesGraves(page, '/users');

  await page.goto('/logs');
  await expect(page.getByRole('heading', { name: 'Logs do Sistema', level: 1 })).toBeVisible();
  await expect(page.getByRole('rowheader').first()).toBeVisible();
  await semViolacoesGraves(page, '/logs');
  // The user filter with its list of users found open.
  await page.getByRole('combobox', { name: 'Usuário', exact: true }).fill('fran');
  await expect(
    page.getByRole('listbox', { name: mensagensLogs.filtroUsuarioLista }).getByRole('option').first(),
  ).toBeVisible();
  await page.getByRole('combobox', { name: 'Usuário', exact: true }).press('ArrowDown');
  await semViolacoesGraves(page, '/logs, busca de usuário');
});
