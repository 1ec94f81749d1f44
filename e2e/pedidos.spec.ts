import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { addDays, mensagensPedidos, mensagensRastreio, mensagensStatus } from '@portal/shared';
import sharp from 'sharp';
import {
  type Conta,
  comoCliente,
  comSessao,
  dadosEntrega,
  dadosPessoais,
  entreDias,
  novasContas,
} from './dadosDoTeste.ts';
import { expect, fotografar, mostrando, test } from './fixtures.ts';
import { comoRegistros, lerPlanilha } from './lerPlanilha.ts';

const entrega = { ...dadosEntrega, complemento: 'Sala 3' };
const { quem_recebera: _, ...faturamentoFranca } = { ...entrega, cidade: 'Franca', rua: 'Avenida Brasil' };

/** A JSON order delivered in Ribeirão Preto, billed there unless `extra` says otherwise. */
const json = (extra: object = {}) => ({ campos: { dados_entrega: entrega, ...extra } });

/** Five orders placed through the API as the franchisee: one with an extra-logo image, one billed elsewhere. */
async function fazerPedidos(request: APIRequestContext, username: string) {
  const pedir = await comoCliente(request, username);
  const logo = await sharp({ create: { width: 120, height: 80, channels: 3, background: '#1f5130' } })
    .png()
    .toBuffer();
  const emTransporte = await pedir(
    [
      { nome: 'Camiseta Polo Bordada', quantidade: 2, tamanho: 'M' },
      { nome: 'Caneca de Cerâmica 350 ml', quantidade: 1 },
    ],
    {
      multipart: {
        dados_pessoais: JSON.stringify(dadosPessoais),
        dados_entrega: JSON.stringify(entrega),
        endereco_entrega_igual_faturamento: 'true',
        observacoes: 'Entregar em horário comercial.',
        logo_extra: JSON.stringify({ produtos: 'Camiseta Polo Bordada', entende_alteracao_valor: true }),
        logo_extra_imagens: { name: 'logo.png', mimeType: 'image/png', buffer: logo },
      },
    },
  );
  const cancelado = await pedir(
    [{ nome: 'Caneca de Cerâmica 350 ml', quantidade: 3 }],
    json({ endereco_entrega_igual_faturamento: false, dados_faturamento: faturamentoFranca }),
  );
  const aprovados = [
    await pedir([{ nome: 'Boné Trucker', quantidade: 1 }], json()),
    await pedir([{ nome: 'Boné Trucker', quantidade: 2 }], json()),
  ];
  const entregue = await pedir([{ nome: 'Caneca de Cerâmica 350 ml', quantidade: 1 }], json());
  return { emTransporte, cancelado, aprovados, entregue };
}

type Pedidos = Awaited<ReturnType<typeof fazerPedidos>>;
/**
 * An admin and a franchisee of this run alone, so the desktop and phone projects — and a retry — never see
 * each other's orders: the admin filters by client.
 */
let contas: { admin: Conta; cliente: Conta };
let pedidos: Pedidos;

/** A row (a card on phones) by its order number. */
const linha = (page: Page, id: number) =>
  page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(`#${id}$`) }) });

/** Confirms the alert that follows a change and closes it. */
async function fecharAlerta(page: Page, texto: string | RegExp) {
  const alerta = page.getByRole('alertdialog');
  await expect(alerta).toContainText(texto);
  await alerta.getByRole('button', { name: 'OK' }).click();
  await expect(alerta).toBeHidden();
}

const cartao = (page: Page, rotulo: string): Locator =>
  page
    .getByRole('region', { name: mensagensPedidos.resumoTitulo })
    .locator('.stat-card')
    .filter({
      has: page.getByText(rotulo, { exact: true }),
    });

test.describe('orders from placement to reorder', () => {
  // The franchisee's screen checks what the admin did: the two tests run in order, sharing the orders.
  test.describe.configure({ mode: 'serial' });

  test('the admin filters, opens a detail, changes statuses one by one and in bulk, and exports', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(150_000);
    const [admin, cliente] = await novasContas(['admin', 'user']);
    contas = { admin, cliente };
    const feitos = await entreDias(() => fazerPedidos(request, contas.cliente.username));
    pedidos = feitos.escrito;
    const { emTransporte, cancelado, aprovados, entregue } = pedidos;
    const todos = [emTransporte, cancelado, ...aprovados, entregue];
    const foto = fotografar(page, testInfo);

    await comSessao(page, contas.admin.username);
    await page.goto('/admin-pedidos');
    await expect(page.getByRole('heading', { name: 'Gerenciamento de Pedidos', level: 1 })).toBeVisible();

    // Client filter: kept in the URL, exactly this franchisee's five orders.
    await page.getByLabel('Cliente', { exact: true }).fill(contas.cliente.username);
    await expect(page).toHaveURL(new RegExp(`[?&]cliente=${contas.cliente.username}`));
    await mostrando(page, 5, 'pedidos');
    for (const id of todos) await expect(linha(page, id)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Exportar para Excel (5)' })).toBeVisible();
    await linha(page, emTransporte).scrollIntoViewIfNeeded();
    await foto('admin-lista.png');

    // Status and whole São Paulo days.
    await page.getByLabel('Status', { exact: true }).selectOption('Pendente de Aprovação');
    await page.getByLabel('Data inicial').fill(feitos.primeiro);
    await page.getByLabel('Data final').fill(feitos.ultimo);
    await mostrando(page, 5, 'pedidos');
    await page.getByLabel('Data final').fill(addDays(feitos.primeiro, -1));
    await expect(page.getByRole('alert')).toHaveText(mensagensPedidos.periodoInvalido);
    const depois = addDays(feitos.ultimo, 1);
    await page.getByLabel('Data inicial').fill(depois);
    await page.getByLabel('Data final').fill(depois);
    await expect(page.getByText(mensagensPedidos.nenhumPedido)).toBeVisible();
    await mostrando(page, 0, 'pedidos');
    // A filtered list survives a reload (and could be linked).
    await page.reload();
    await expect(page.getByLabel('Data inicial')).toHaveValue(depois);
    await expect(page.getByLabel('Status', { exact: true })).toHaveValue('Pendente de Aprovação');
    await expect(page.getByText(mensagensPedidos.nenhumPedido)).toBeVisible();
    await page.getByText(mensagensPedidos.nenhumPedido).scrollIntoViewIfNeeded();
    await foto('admin-filtro-vazio.png');
    await page.getByRole('button', { name: 'Limpar filtros' }).click();
    await expect(page).toHaveURL(/\/admin-pedidos$/);
    await expect(page.getByLabel('Data inicial')).toHaveValue('');
    // A bad order number is explained, not sent.
    await page.getByLabel('ID do pedido').fill('12a');
    await expect(page.getByRole('alert')).toHaveText(mensagensPedidos.numeroInvalido);
    await page.getByLabel('ID do pedido').fill(String(emTransporte));
    await mostrando(page, 1, 'pedidos');
    await page.getByLabel('ID do pedido').fill('');
    await page.getByLabel('Cliente', { exact: true }).fill(contas.cliente.username);
    await mostrando(page, 5, 'pedidos');

    // The detail: order, client, delivery, billing note, items, extra logo, timeline, status control.
    await linha(page, emTransporte)
      .getByRole('button', { name: /^Ver Detalhes/ })
      .click();
    const detalhe = page.getByRole('dialog', { name: `Pedido #${emTransporte}` });
    await expect(detalhe.getByRole('region', { name: 'Dados do Cliente' })).toContainText(dadosPessoais.nome_completo);
    await expect(detalhe.getByRole('region', { name: 'Dados do Cliente' })).toContainText(contas.cliente.email);
    await expect(detalhe.getByRole('region', { name: 'Dados do Cliente' })).toContainText(dadosPessoais.cnpj);
    await expect(detalhe.getByRole('region', { name: 'Dados do Cliente' })).toContainText(dadosPessoais.telefone);
    await expect(detalhe.getByRole('region', { name: 'Dados de Entrega' })).toContainText('Rua General Osório, 120');
    await expect(detalhe.getByRole('region', { name: 'Dados de Faturamento' })).toContainText(
      mensagensPedidos.faturamentoIgualEntrega,
    );
    const itens = detalhe.getByRole('region', { name: 'Itens' });
    await expect(itens.getByRole('row', { name: /Camiseta Polo Bordada/ })).toContainText('R$ 179,80');
    await expect(itens.getByRole('row', { name: /Caneca de Cerâmica/ })).toContainText('R$ 39,90');
    await expect(detalhe.getByRole('region', { name: 'Histórico' })).toContainText(`por ${contas.cliente.username}`);
    // The logo needs the portal token: fetched by the app and shown from an object URL.
    const ampliar = detalhe.getByRole('button', { name: 'Ampliar logo.png' });
    await expect(ampliar).toBeEnabled();
    await expect
      .poll(() => ampliar.locator('img').evaluate((imagem: HTMLImageElement) => imagem.naturalWidth))
      .toBe(120);
    await foto('admin-detalhe.png');
    await ampliar.click();
    await expect(page.getByRole('dialog', { name: 'logo.png' }).getByRole('img', { name: 'logo.png' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'logo.png' })).toBeHidden();
    await expect(ampliar).toBeFocused();
    await detalhe.getByRole('button', { name: 'Fechar', exact: true }).click();

    // 'Em Transporte' from the row, with the carrier and code (the API's rules shown in the form), then counted as
    // such by its filter.
    await page.getByLabel(`Alterar status do pedido #${emTransporte}`).selectOption('Em Transporte');
    const envio = page.getByRole('dialog', { name: mensagensRastreio.emTransporteTitulo(emTransporte) });
    // Labelled as they behave: neither says '(opcional)' (the pair is, the help says); a carrier asks for the code.
    await expect(envio.getByText('(opcional)')).toHaveCount(0);
    await expect(envio.getByLabel(mensagensRastreio.codigo)).not.toHaveAttribute('aria-required', 'true');
    await envio.getByLabel(mensagensRastreio.transportadora).selectOption('Correios');
    await expect(envio.getByLabel(mensagensRastreio.codigo)).toHaveAttribute('aria-required', 'true');
    await envio.getByLabel(mensagensRastreio.codigo).fill('12345');
    await envio.getByRole('button', { name: 'Confirmar' }).click();
    await expect(envio.getByText(mensagensRastreio.codigoCorreios)).toBeVisible();
    await envio.getByLabel(mensagensRastreio.codigo).fill('qb123456789br');
    await foto('admin-em-transporte.png');
    await envio.getByRole('button', { name: 'Confirmar' }).click();
    await fecharAlerta(page, mensagensStatus.sucesso);
    await expect(envio).toBeHidden();
    await expect(linha(page, emTransporte)).toContainText('Em Transporte');
    await page.getByLabel('Status', { exact: true }).selectOption('Em Transporte');
    await mostrando(page, 1, 'pedidos');
    await expect(linha(page, emTransporte)).toBeVisible();
    await page.getByLabel('Status', { exact: true }).selectOption('');
    await mostrando(page, 5, 'pedidos');

    // The detail shows the code with its link; the admin corrects it (another carrier).
    await linha(page, emTransporte)
      .getByRole('button', { name: /^Ver Detalhes/ })
      .click();
    const enviado = page.getByRole('dialog', { name: `Pedido #${emTransporte}` });
    const rastreio = enviado.getByRole('region', { name: mensagensRastreio.secao });
    await expect(rastreio).toContainText('QB123456789BR');
    await expect(rastreio.getByRole('link', { name: mensagensRastreio.acompanharNa('Correios') })).toHaveAttribute(
      'href',
      'https://rastreamento.correios.com.br/app/index.php?objetos=QB123456789BR',
    );
    await rastreio.getByRole('button', { name: mensagensRastreio.editar }).click();
    const correcao = page.getByRole('dialog', { name: mensagensRastreio.editarTitulo });
    await expect(correcao.getByLabel(mensagensRastreio.codigo)).toHaveValue('QB123456789BR');
    await correcao.getByLabel(mensagensRastreio.transportadora).selectOption('Jadlog');
    await correcao.getByLabel(mensagensRastreio.codigo).fill('10084512345678');
    await correcao.getByRole('button', { name: 'Confirmar' }).click();
    await fecharAlerta(page, mensagensRastreio.atualizado);
    await expect(rastreio).toContainText('Jadlog');
    await expect(rastreio).toContainText('10084512345678');
    await rastreio.scrollIntoViewIfNeeded();
    await foto('admin-rastreio.png');
    await enviado.getByRole('button', { name: 'Fechar', exact: true }).click();

    // Another admin approves an order meanwhile: the stale screen is refused and shows the order as it is.
    const [aprovadoPorOutro] = aprovados;
    const lido = page.waitForResponse((resposta) => resposta.url().endsWith(`/api/admin/pedidos/${aprovadoPorOutro}`));
    await linha(page, aprovadoPorOutro ?? 0)
      .getByRole('button', { name: /^Ver Detalhes/ })
      .click();
    const outro = page.getByRole('dialog', { name: `Pedido #${aprovadoPorOutro}` });
    await lido;
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const mudanca = await request.put(`/api/admin/pedidos/${aprovadoPorOutro}/status`, {
      headers: { 'X-Portal-Authorization': `Bearer ${token}` },
      data: { status: 'Aprovado' },
    });
    expect(mudanca.ok()).toBe(true);
    await outro.getByLabel('Alterar status').selectOption('Em Transporte');
    // Nothing filled in: it goes without a code.
    await page
      .getByRole('dialog', { name: mensagensRastreio.emTransporteTitulo(aprovadoPorOutro ?? 0) })
      .getByRole('button', { name: 'Confirmar' })
      .click();
    await fecharAlerta(page, mensagensStatus.erroAtualizar(mensagensPedidos.versaoDesatualizada));
    await expect(outro.getByRole('region', { name: 'Informações do Pedido' })).toContainText('Aprovado');
    await expect(outro.getByLabel('Alterar status')).toHaveValue('Aprovado');
    await outro.getByRole('button', { name: 'Fechar', exact: true }).click();

    // Cancel from the detail: the reason modal.
    await linha(page, cancelado)
      .getByRole('button', { name: /^Ver Detalhes/ })
      .click();
    const detalheCancelado = page.getByRole('dialog', { name: `Pedido #${cancelado}` });
    await detalheCancelado.getByLabel('Alterar status').selectOption('Cancelado');
    const cancelamento = page.getByRole('dialog', { name: 'Cancelar Pedido' });
    await expect(cancelamento).toContainText(contas.cliente.username);
    await expect(cancelamento).toContainText('R$ 119,70');
    const confirmar = cancelamento.getByRole('button', { name: 'Confirmar Cancelamento' });
    await expect(confirmar).toBeDisabled();
    await cancelamento.getByLabel(/Motivo do cancelamento/).fill('Cliente desistiu do pedido');
    await foto('admin-cancelamento.png');
    await confirmar.click();
    await fecharAlerta(page, mensagensStatus.sucesso);
    await expect(cancelamento).toBeHidden();
    await expect(detalheCancelado.getByRole('region', { name: 'Informações do Pedido' })).toContainText('Cancelado');
    await expect(detalheCancelado.getByRole('region', { name: 'Histórico' })).toContainText(
      'Motivo: Cliente desistiu do pedido',
    );
    await expect(detalheCancelado.getByRole('region', { name: 'Histórico' })).toContainText(
      `por ${contas.admin.username}`,
    );
    await detalheCancelado.getByRole('button', { name: 'Fechar', exact: true }).click();
    await expect(linha(page, cancelado)).toContainText('Cancelado');

    // 'Entregue' asks first; afterwards the order has no selector.
    await page.getByLabel(`Alterar status do pedido #${entregue}`).selectOption('Entregue');
    const pergunta = page.getByRole('alertdialog');
    await expect(pergunta).toContainText(mensagensStatus.confirmarEntregue);
    await pergunta.getByRole('button', { name: 'Confirmar' }).click();
    await fecharAlerta(page, mensagensStatus.sucesso);
    await expect(linha(page, entregue)).toContainText('Entregue');
    await expect(page.getByLabel(`Alterar status do pedido #${entregue}`)).toHaveCount(0);

    // Bulk: approve two orders; the delivered one in the selection is named with its reason.
    for (const id of [...aprovados, entregue])
      await page.getByRole('checkbox', { name: `Selecionar pedido #${id}` }).check();
    const lote = page.getByRole('region', { name: 'Alteração de status em lote' });
    const selecionados = lote.getByRole('status').filter({ hasText: /selecionados?$/ });
    await expect(selecionados).toHaveText('3 pedidos selecionados');
    await lote.getByLabel('Novo status').selectOption('Aprovado');
    await lote.getByRole('button', { name: 'Aplicar' }).click();
    const confirmacaoLote = page.getByRole('alertdialog');
    await expect(confirmacaoLote).toContainText(mensagensPedidos.confirmarLote(3, 'Aprovado'));
    await confirmacaoLote.getByRole('button', { name: 'Confirmar' }).click();
    const resultado = page.getByRole('dialog', { name: mensagensPedidos.loteTitulo });
    await expect(resultado).toContainText(mensagensPedidos.loteResultado(2, 3));
    await expect(resultado).toContainText(
      mensagensPedidos.loteFalha(entregue, 'Este pedido já foi entregue e não pode mais ser alterado.'),
    );
    await foto('admin-lote.png');
    await resultado.getByRole('button', { name: 'OK' }).click();
    for (const id of aprovados) await expect(linha(page, id)).toContainText('Aprovado');
    await expect(selecionados).toHaveText('0 pedidos selecionados');

    // "Select all filtered" takes every page's ids.
    await lote.getByRole('button', { name: 'Selecionar todos os filtrados (5)' }).click();
    await expect(selecionados).toHaveText('5 pedidos selecionados');
    await lote.getByRole('button', { name: 'Limpar seleção' }).click();
    await expect(selecionados).toHaveText('0 pedidos selecionados');

    // Export the filtered orders: the file opens with both sheets and the five orders.
    await page.getByRole('button', { name: 'Exportar para Excel (5)' }).click();
    const download = page.waitForEvent('download');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Exportar' }).click();
    const baixado = await download;
    await fecharAlerta(page, `Arquivo: ${baixado.suggestedFilename()}`);
    const [resumo, detalhados] = await lerPlanilha(await baixado.path());
    expect([resumo?.nome, detalhados?.nome]).toEqual(['Resumo dos Pedidos', 'Itens Detalhados']);
    if (!resumo) throw new Error('sheet missing');
    expect(
      comoRegistros(resumo)
        .map((registro) => registro.Status)
        .sort(),
    ).toEqual(['Aprovado', 'Aprovado', 'Cancelado', 'Em Transporte', 'Entregue']);
    expect(comoRegistros(resumo).find((registro) => registro.Pedido === emTransporte)).toMatchObject({
      Transportadora: 'Jadlog',
      'Código de rastreio': '10084512345678',
    });
    await linha(page, entregue).scrollIntoViewIfNeeded();
    await foto('admin-final.png');
  });

  test('the franchisee sees the new statuses and the timeline, and orders one again', async ({ page }, testInfo) => {
    test.setTimeout(60_000);
    const { emTransporte, cancelado } = pedidos;
    const foto = fotografar(page, testInfo);
    await comSessao(page, contas.cliente.username);
    await page.goto('/meus-pedidos');
    await expect(page.getByRole('heading', { name: 'Meus Pedidos', level: 1 })).toBeVisible();

    // The cards count this franchisee's orders only.
    for (const [rotulo, valor] of [
      ['Total de Pedidos', '5'],
      ['Pendentes', '0'],
      ['Aprovados', '2'],
      ['Em Transporte', '1'],
      ['Entregues', '1'],
      ['Cancelados', '1'],
    ] as const) {
      await expect(cartao(page, rotulo).getByRole('definition')).toHaveText(valor);
    }
    await expect(page.getByText('Mostrando 5 de 5 pedidos')).toBeVisible();
    // No client filter, column or status selector here.
    await expect(page.getByLabel('Cliente', { exact: true })).toHaveCount(0);
    await expect(page.getByRole('columnheader', { name: 'Cliente' })).toHaveCount(0);
    await expect(page.getByLabel(/Alterar status/)).toHaveCount(0);
    await expect(linha(page, emTransporte)).toContainText('Em Transporte');
    // The carrier and the code, a link to the carrier's tracking page.
    await expect(linha(page, emTransporte)).toContainText('Jadlog');
    await expect(
      linha(page, emTransporte).getByRole('link', {
        name: `10084512345678 — ${mensagensRastreio.acompanharNa('Jadlog')}`,
      }),
    ).toHaveAttribute('href', 'https://www.jadlog.com.br/jadlog/tracking?cte=10084512345678');
    await expect(linha(page, cancelado).getByRole('link')).toHaveCount(0);
    await linha(page, emTransporte).scrollIntoViewIfNeeded();
    await foto('meus-pedidos.png');

    // The cancelled order: billing elsewhere, the timeline with who cancelled it and why.
    await linha(page, cancelado)
      .getByRole('button', { name: /^Ver Detalhes/ })
      .click();
    const detalhe = page.getByRole('dialog', { name: `Pedido #${cancelado}` });
    // The admin's detail without its actions: the client data too.
    const cliente = detalhe.getByRole('region', { name: 'Dados do Cliente' });
    for (const dado of [
      dadosPessoais.nome_completo,
      dadosPessoais.nome_empresa,
      dadosPessoais.cnpj,
      dadosPessoais.telefone,
      contas.cliente.email,
    ]) {
      await expect(cliente).toContainText(dado);
    }
    await cliente.scrollIntoViewIfNeeded();
    await foto('meus-pedidos-cliente.png');
    await expect(detalhe.getByRole('region', { name: 'Dados de Faturamento' })).toContainText('Avenida Brasil, 120');
    const historico = detalhe.getByRole('region', { name: 'Histórico' });
    await expect(historico.getByRole('listitem')).toHaveCount(2);
    await expect(historico.getByRole('listitem').last()).toContainText('Cancelado');
    await expect(historico.getByRole('listitem').last()).toContainText(`por ${contas.admin.username}`);
    await expect(historico).toContainText('Motivo: Cliente desistiu do pedido');
    await expect(detalhe.getByLabel(/Alterar status/)).toHaveCount(0);
    await historico.scrollIntoViewIfNeeded();
    await foto('meus-pedidos-historico.png');
    await detalhe.getByRole('button', { name: 'Fechar', exact: true }).click();

    // 'Pedir novamente': the items back in the cart, the badge updated.
    await linha(page, emTransporte)
      .getByRole('button', { name: /^Ver Detalhes/ })
      .click();
    const emRota = page.getByRole('dialog', { name: `Pedido #${emTransporte}` });
    await expect(emRota.getByRole('region', { name: 'Informações do Pedido' })).toContainText('Em Transporte');
    const rastreio = emRota.getByRole('region', { name: mensagensRastreio.secao });
    await expect(rastreio.getByRole('link', { name: mensagensRastreio.acompanharNa('Jadlog') })).toBeVisible();
    await expect(rastreio.getByRole('button')).toHaveCount(0);
    await rastreio.scrollIntoViewIfNeeded();
    await foto('meus-pedidos-rastreio.png');
    await emRota.getByRole('button', { name: 'Pedir novamente' }).click();
    await expect(page.getByRole('alertdialog')).toContainText(mensagensPedidos.pedirNovamente(2));
    await foto('meus-pedidos-pedir-novamente.png');
    await fecharAlerta(page, mensagensPedidos.pedirNovamente(2));
    await expect(page.getByTestId('cart-badge')).toHaveText('3');
  });
});

test('a long list comes page by page, and "select all" takes every filtered order', async ({ page, request }) => {
  test.setTimeout(120_000);
  const [admin, cliente] = await novasContas(['admin', 'user']);
  const pedir = await comoCliente(request, cliente.username);
  const ids: number[] = [];
  for (let vez = 0; vez < 27; vez++) {
    ids.push(await pedir([{ nome: 'Boné Trucker', quantidade: 1 }], json()));
  }

  await comSessao(page, cliente.username);
  await page.goto('/meus-pedidos');
  const numeros = page.getByRole('rowheader');
  // Newest first, 25 at a time; the count says what is on screen.
  await expect(page.getByText('Mostrando 25 de 27 pedidos')).toBeVisible();
  await expect(numeros).toHaveCount(25);
  await expect(numeros.first()).toHaveText(`#${ids.at(-1)}`);
  await page.getByRole('button', { name: 'Carregar mais' }).click();
  await expect(numeros).toHaveCount(27);
  await expect(page.getByText('Mostrando 27 de 27 pedidos')).toBeVisible();
  await expect(numeros.last()).toHaveText(`#${ids[0]}`);
  await expect(page.getByRole('button', { name: 'Carregar mais' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Menu do perfil' }).click();
  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/microsoft-login$/);
  await comSessao(page, admin.username);
  await page.goto(`/admin-pedidos?cliente=${cliente.username}`);
  await expect(page.getByRole('rowheader')).toHaveCount(25);
  const lote = page.getByRole('region', { name: 'Alteração de status em lote' });
  await lote.getByRole('button', { name: 'Selecionar todos os filtrados (27)' }).click();
  await expect(lote.getByRole('status').filter({ hasText: /selecionados$/ })).toHaveText('27 pedidos selecionados');
  // Even the orders of the page not loaded yet.
  await page.getByRole('button', { name: 'Carregar mais' }).click();
  await expect(page.getByRole('checkbox', { name: `Selecionar pedido #${ids[0]}` })).toBeChecked();
});
