import { randomUUID } from 'node:crypto';
import type { Locator } from '@playwright/test';
import {
  chamadoCriadoResponseSchema,
  maximoTextoResposta,
  mensagensChamados,
  mensagensConversa,
  mensagensTexto,
} from '@portal/shared';
import { cabecalhosDe, comSessao, novasContas } from './dadosDoTeste.ts';
import { expect, fotografar, latestEmail, test } from './fixtures.ts';

const pdf = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
/** A small JPEG: the marker bytes are what the API checks. */
const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2048, 7), Buffer.from([0xff, 0xd9])]);

test('a franchisee files a Material request with attachments, finds it in Meus chamados; an admin resolves it and the franchisee is e-mailed', async ({
  page,
  browser,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const foto = fotografar(page, testInfo, { fullPage: true });
  const [cliente, admin] = await novasContas(['user', 'admin']);
  await comSessao(page, cliente.username);
  await page.goto('/painel');

  // The hub's ticket card leads to the form, and its second link to Meus chamados.
  await expect(page.getByRole('link', { name: 'Meus chamados', exact: true })).toHaveAttribute(
    'href',
    '/meus-chamados',
  );
  await foto('painel-chamados.png');
  await page.getByRole('link', { name: /Abertura de Chamados/ }).click();
  await expect(page).toHaveURL(/\/chamados$/);
  await expect(page.getByRole('heading', { name: 'Abertura de Chamados' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Abertura de Chamados' });

  // Sent empty: the spec's messages under the fields; each clears as its field is edited.
  await form.getByRole('button', { name: 'Enviar Chamado' }).click();
  await expect(form.getByText(mensagensChamados.titulo)).toBeVisible();
  await expect(form.getByText(mensagensChamados.formulario)).toBeVisible();
  await form.getByLabel('Título').fill('Material para a feira regional');
  await expect(form.getByText(mensagensChamados.titulo)).toHaveCount(0);

  await form.getByLabel('Tipo de formulário').selectOption('Solicitações de Marketing');
  await form.getByLabel('Tipo de solicitação').selectOption('Material');
  await form.getByRole('button', { name: 'Enviar Chamado' }).click();
  await expect(form.getByText(mensagensChamados.materiais)).toBeVisible();
  await expect(form.getByText(mensagensChamados.prazoEntrega)).toBeVisible();
  await foto('chamado-erros.png');

  await form.getByRole('checkbox', { name: 'BANNER', exact: true }).check();
  await form.getByRole('checkbox', { name: 'FOLDER', exact: true }).check();
  await expect(form.getByText(mensagensChamados.materiais)).toHaveCount(0);
  await form.getByLabel('Descrição da quantidade e tamanho').fill('2 banners 1 x 2 m e 500 folders A5');
  await form.getByLabel('Prazo de entrega').fill('2026-12-20');
  await form.getByLabel('Descrição da demanda').fill('Feira regional de dezembro em Ribeirão Preto.');
  await form.getByLabel('Referências do material').setInputFiles([
    { name: 'briefing.pdf', mimeType: 'application/pdf', buffer: pdf },
    { name: 'foto-stand.jpg', mimeType: 'image/jpeg', buffer: jpeg },
  ]);
  await expect(form.getByRole('list', { name: 'Arquivos selecionados' }).getByRole('listitem')).toHaveCount(2);

  // The ticket call waits until both progress bars have been seen full (it is only delayed, never changed).
  let liberar: () => void = () => {};
  const retido = new Promise<void>((resolve) => {
    liberar = resolve;
  });
  await page.route('**/api/support/contact', async (route) => {
    await retido;
    await route.continue();
  });
  await form.getByRole('button', { name: 'Enviar Chamado' }).click();
  await expect(form.getByRole('button', { name: 'Enviando chamado...' })).toBeDisabled();
  for (const nome of ['briefing.pdf', 'foto-stand.jpg']) {
    await expect(form.getByRole('progressbar', { name: `Envio de ${nome}` })).toHaveAttribute('aria-valuenow', '100');
  }
  await foto('chamado-enviando.png');
  liberar();

  const aviso = page.getByRole('alert').filter({ hasText: mensagensChamados.sucesso });
  await expect(aviso).toBeVisible();
  const protocolo = /Protocolo: (CH-\d+)/.exec((await aviso.textContent()) ?? '')?.[1] ?? '';
  expect(protocolo).toMatch(/^CH-\d+$/);
  // The form is blank again.
  await expect(form.getByLabel('Título')).toHaveValue('');
  await expect(form.getByLabel('Tipo de formulário')).toHaveValue('');
  await foto('chamado-sucesso.png');

  // Meus chamados lists it with its fields and attachments.
  await page.getByRole('link', { name: 'Ver meus chamados' }).click();
  await expect(page).toHaveURL(/\/meus-chamados/);
  await expect(page.getByText(protocolo).first()).toBeVisible();
  await page.getByRole('button', { name: 'Ver Detalhes' }).click();
  const detalhe = page.getByRole('dialog', { name: `Chamado ${protocolo}` });
  await expect(detalhe.getByText('BANNER, FOLDER')).toBeVisible();
  await expect(detalhe.getByText('2 banners 1 x 2 m e 500 folders A5')).toBeVisible();
  await expect(detalhe.getByRole('button', { name: /briefing\.pdf/ })).toBeVisible();
  await expect(detalhe.getByRole('button', { name: /foto-stand\.jpg/ })).toBeVisible();
  await expect(detalhe.getByText('Aberto', { exact: true }).first()).toBeVisible();
  // The attachment downloads with the portal token, as the file that was picked.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    detalhe.getByRole('button', { name: /briefing\.pdf/ }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('briefing.pdf');
  await foto('meus-chamados.png');

  await detalhe.getByRole('button', { name: 'Fechar', exact: true }).click();

  // The conversation (issue 21): an admin answers with a file; the franchisee sees it unread, opens the file and
  // answers with one of their own; the admin sees it and resolves the ticket; each side is e-mailed.
  const contexto = await browser.newContext({ baseURL, viewport: page.viewportSize() });
  const adminPage = await contexto.newPage();
  const assunto = `[${protocolo}] Nova resposta: Material para a feira regional`;
  try {
    await comSessao(adminPage, admin.username);
    await adminPage.goto(`/admin-chamados?protocolo=${protocolo}`);
    const linhaAdmin = adminPage.getByRole('row').filter({ hasText: protocolo });
    await expect(linhaAdmin).toContainText(mensagensConversa.naoLido);
    await linhaAdmin.getByRole('button', { name: /^Ver Detalhes/ }).click();
    const doAdmin = adminPage.getByRole('dialog', { name: `Chamado ${protocolo}` });
    await responder(doAdmin, 'Recebemos o pedido. Segue o modelo de arte.', {
      name: 'modelo-arte.pdf',
      mimeType: 'application/pdf',
      buffer: pdf,
    });
    await expect(doAdmin.getByLabel('Alterar status')).toHaveValue('Em andamento');
    expect((await latestEmail(request, cliente.email)).subject).toBe(assunto);

    // The franchisee: the reply is news, with its file.
    await page.reload();
    const linha = page.getByRole('row').filter({ hasText: protocolo });
    await expect(linha).toContainText(mensagensConversa.naoLido);
    await foto('meus-chamados-nova-resposta.png');
    await linha.getByRole('button', { name: /^Ver Detalhes/ }).click();
    const conversa = detalhe.getByRole('list', { name: mensagensConversa.titulo });
    await expect(conversa).toContainText('Recebemos o pedido. Segue o modelo de arte.');
    await expect(conversa).toContainText(mensagensConversa.suporte);
    const [modelo] = await Promise.all([
      page.waitForEvent('download'),
      conversa.getByRole('button', { name: /modelo-arte\.pdf/ }).click(),
    ]);
    expect(modelo.suggestedFilename()).toBe('modelo-arte.pdf');
    await responder(detalhe, 'Obrigado! Segue a logo em alta.', {
      name: 'logo.jpg',
      mimeType: 'image/jpeg',
      buffer: jpeg,
    });
    await expect(conversa).toContainText(mensagensConversa.voce);
    await foto('meus-chamados-conversa.png');
    await detalhe.getByRole('button', { name: 'Fechar', exact: true }).click();
    await expect(linha).not.toContainText(mensagensConversa.naoLido);

    // Back to the admin: the answer is there (unread), and the ticket is resolved.
    await adminPage.reload();
    await expect(linhaAdmin).toContainText(mensagensConversa.naoLido);
    await linhaAdmin.getByRole('button', { name: /^Ver Detalhes/ }).click();
    await expect(doAdmin.getByRole('list', { name: mensagensConversa.titulo })).toContainText(
      'Obrigado! Segue a logo em alta.',
    );
    await expect(doAdmin.getByRole('button', { name: /logo\.jpg/ })).toBeVisible();
    expect((await latestEmail(request, admin.email)).subject).toBe(assunto);
    await adminPage.getByLabel('Alterar status').selectOption('Resolvido');
    await expect(adminPage.getByText(mensagensChamados.statusAtualizado)).toBeVisible();
    await fotografar(adminPage, testInfo, { fullPage: true })('admin-chamados.png');
  } finally {
    await contexto.close();
  }
  const email = await latestEmail(request, cliente.email);
  expect(email.subject).toBe(`Chamado ${protocolo}: Resolvido — Portal do Franqueado`);
});

/** Writes a reply with a file in an open ticket and waits for the confirmation. */
async function responder(detalhe: Locator, texto: string, arquivo: { name: string; mimeType: string; buffer: Buffer }) {
  const formulario = detalhe.getByRole('form', { name: mensagensConversa.resposta });
  await formulario.getByLabel(mensagensConversa.resposta).fill(texto);
  await formulario.getByLabel(mensagensConversa.anexos).setInputFiles(arquivo);
  await formulario.getByRole('button', { name: mensagensConversa.enviar }).click();
  const confirmacao = detalhe.page().getByRole('alertdialog');
  await expect(confirmacao).toContainText(mensagensConversa.enviada);
  await confirmacao.getByRole('button', { name: 'OK' }).click();
  await expect(detalhe.getByRole('list', { name: mensagensConversa.titulo })).toContainText(texto);
}

test('the list sums each conversation up; a reply past 5 000 characters is kept whole and refused beside the field', async ({
  page,
  request,
}, testInfo) => {
  const [cliente, admin] = await novasContas(['user', 'admin']);
  const headers = await cabecalhosDe(cliente.username);
  const aberto = await request.post('/api/support/contact', {
    headers: { ...headers, 'X-User-Email': cliente.email, 'Idempotency-Key': randomUUID() },
    multipart: {
      assunto: 'Banner da loja',
      categoria: 'Solicitações de Marketing',
      tipoSolicitacao: 'Campanha',
      descricao: 'Banner da campanha de dezembro.',
    },
  });
  expect(aberto.status()).toBe(201);
  const { chamado } = chamadoCriadoResponseSchema.parse(await aberto.json());
  const responder = async (quem: Record<string, string>, texto: string) =>
    expect(
      (
        await request.post(`/api/support/chamados/${chamado.id}/mensagens`, {
          headers: { ...quem, 'Idempotency-Key': randomUUID() },
          data: { texto },
        })
      ).status(),
    ).toBe(201);
  await responder(headers, 'Alguma novidade?');
  await responder(await cabecalhosDe(admin.username), 'Sim: a arte sai amanhã.');

  await comSessao(page, cliente.username);
  await page.goto(`/meus-chamados?protocolo=${chamado.protocolo}`);
  const linha = page.getByRole('row').filter({ hasText: chamado.protocolo });
  await expect(linha).toContainText(mensagensConversa.resumo(2, 'suporte'));
  await linha.getByRole('button', { name: /^Ver Detalhes/ }).click();
  const detalhe = page.getByRole('dialog', { name: `Chamado ${chamado.protocolo}` });
  await expect(detalhe.getByRole('list', { name: mensagensConversa.titulo })).toContainText('Sim: a arte sai amanhã.');

  // Pasted past the limit: nothing is cut; the counter and the field say why it does not go.
  const formulario = detalhe.getByRole('form', { name: mensagensConversa.resposta });
  const campo = formulario.getByLabel(mensagensConversa.resposta);
  const longo = `${'Texto colado de um documento. '.repeat(167)}fim`;
  expect(longo.length).toBeGreaterThan(maximoTextoResposta);
  await campo.fill(longo);
  await expect(campo).toHaveValue(longo);
  await expect(formulario.getByText(mensagensTexto.contadorExcedido(longo.length, maximoTextoResposta))).toBeVisible();
  await formulario.getByRole('button', { name: mensagensConversa.enviar }).click();
  await expect(formulario.getByText(mensagensConversa.textoLongo(maximoTextoResposta))).toBeVisible();
  await expect(campo).toHaveAttribute('aria-invalid', 'true');
  await expect(campo).toHaveValue(longo);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await fotografar(page, testInfo)('resposta-longa.png');
  await detalhe.getByRole('button', { name: 'Fechar', exact: true }).click();
  await fotografar(page, testInfo, { fullPage: true })('meus-chamados-resumo.png');
});
