import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { chamadoCriadoResponseSchema, mensagensConversa, mensagensPrazos } from '@portal/shared';
import { createDependencies } from '../functions/src/app/dependencies.ts';
import { chamadosDomain } from '../functions/src/composition/chamados.ts';
import { cabecalhosDe, comSessao, configDaPilha, novasContas } from './dadosDoTeste.ts';
import { expect, fotografar, test } from './fixtures.ts';

const dia = 24 * 60 * 60 * 1000;

/**
 * A ticket filed, then moved back in time (filed `dias` days ago, nobody answered) and its stored deadline computed
 * again by the API's own service, as its next change would: the stack runs on the real clock.
 */
async function chamadoAtrasado(request: APIRequestContext, username: string, email: string, titulo: string) {
  const aberto = await request.post('/api/support/contact', {
    headers: { ...(await cabecalhosDe(username)), 'X-User-Email': email, 'Idempotency-Key': randomUUID() },
    multipart: {
      assunto: titulo,
      categoria: 'Solicitações de Marketing',
      tipoSolicitacao: 'Serviço',
      descricao: 'Arte para a vitrine da loja.',
    },
  });
  expect(aberto.status()).toBe(201);
  const { chamado } = chamadoCriadoResponseSchema.parse(await aberto.json());
  const deps = createDependencies(configDaPilha());
  try {
    const { chamadosRepository, prazos } = chamadosDomain(deps.platform);
    const lido = await chamadosRepository.find(String(chamado.id));
    if (!lido) throw new Error('ticket not found');
    // Years back: due before any other ticket of the stack, so it sorts first whatever else is late.
    const em = new Date(Date.now() - 400 * dia).toISOString();
    const antigo = {
      ...lido.doc,
      created_at: em,
      historico_status: lido.doc.historico_status.map((evento) => ({ ...evento, em })),
    };
    await chamadosRepository.update(prazos.carimbar(antigo, new Date()), lido.etag);
  } finally {
    deps.cosmos.client.dispose();
  }
  return chamado;
}

test("a late ticket shows 'Atrasado' and sorts first by deadline; the dashboard counts it", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const foto = fotografar(page, testInfo, { fullPage: true });
  const [cliente, admin] = await novasContas(['user', 'admin']);
  const titulo = `Vitrine ${randomUUID().slice(0, 6)}`;
  const atrasado = await chamadoAtrasado(request, cliente.username, cliente.email, titulo);
  // Another ticket of the same requester, filed now: on time.
  const emDia = await request.post('/api/support/contact', {
    headers: {
      ...(await cabecalhosDe(cliente.username)),
      'X-User-Email': cliente.email,
      'Idempotency-Key': randomUUID(),
    },
    multipart: {
      assunto: `${titulo} (nova)`,
      categoria: 'Solicitações de Marketing',
      tipoSolicitacao: 'Campanha',
      descricao: 'Campanha de dezembro.',
    },
  });
  expect(emDia.status()).toBe(201);

  await comSessao(page, admin.username);
  // The requester's tickets only: the desktop and phone runs plant late tickets of their own at the same time.
  await page.goto(`/admin-chamados?usuario=${cliente.username}`);
  await expect(page.getByRole('columnheader', { name: mensagensPrazos.colunaPrazo })).toBeVisible();
  await page.getByLabel(mensagensPrazos.ordenarPor).selectOption('prazo');
  await expect(page).toHaveURL(/ordem=prazo/);
  const primeira = page.getByRole('row').nth(1);
  await expect(primeira).toContainText(atrasado.protocolo);
  await expect(primeira).toContainText(mensagensPrazos.atrasado);
  await expect(page.getByRole('row').nth(2)).toContainText(mensagensPrazos.venceEm(8 * 60).slice(0, 9));
  await foto('admin-chamados-prazo.png');

  // Only the late ones: this one is, the new one is not.
  await page.getByLabel(mensagensPrazos.colunaPrazo).selectOption('1');
  await expect(page).toHaveURL(/atrasados=1/);
  await expect(page.getByRole('row').filter({ hasText: atrasado.protocolo })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: `${titulo} (nova)` })).toHaveCount(0);

  await page.goto('/admin');
  const secao = page.getByRole('region', { name: mensagensPrazos.painel.titulo });
  await expect(secao).toBeVisible();
  await expect(secao.getByText(mensagensPrazos.painel.atrasados, { exact: true })).toBeVisible();
  await foto('admin-prazos.png');
});

test("a franchisee's ticket waiting for them says it awaits their answer, and their reply resumes it", async ({
  page,
  request,
}, testInfo) => {
  const [cliente, admin] = await novasContas(['user', 'admin']);
  const aberto = await request.post('/api/support/contact', {
    headers: {
      ...(await cabecalhosDe(cliente.username)),
      'X-User-Email': cliente.email,
      'Idempotency-Key': randomUUID(),
    },
    multipart: {
      assunto: 'Arte da vitrine',
      categoria: 'Solicitações de Marketing',
      tipoSolicitacao: 'Serviço',
      descricao: 'Arte para a vitrine da loja.',
    },
  });
  expect(aberto.status()).toBe(201);
  const { chamado } = chamadoCriadoResponseSchema.parse(await aberto.json());
  const aguardando = await request.put(`/api/admin/chamados/${chamado.id}/status`, {
    headers: await cabecalhosDe(admin.username),
    data: { status: 'Aguardando franqueado' },
  });
  expect(aguardando.status()).toBe(200);

  await comSessao(page, cliente.username);
  await page.goto(`/meus-chamados?protocolo=${chamado.protocolo}`);
  await page
    .getByRole('row')
    .filter({ hasText: chamado.protocolo })
    .getByRole('button', { name: /^Ver Detalhes/ })
    .click();
  const detalhe = page.getByRole('dialog', { name: `Chamado ${chamado.protocolo}` });
  const formulario = detalhe.getByRole('form', { name: mensagensConversa.resposta });
  await expect(formulario).toBeVisible();
  const aviso = detalhe.getByText(mensagensConversa.aguardaResposta);
  await expect(aviso).toBeVisible();
  await expect(detalhe.getByText(mensagensConversa.reabrira)).toHaveCount(0);
  await aviso.scrollIntoViewIfNeeded();
  await fotografar(page, testInfo)('aguardando-franqueado.png');

  await formulario.getByLabel(mensagensConversa.resposta).fill('Segue a arte aprovada.');
  await formulario.getByRole('button', { name: mensagensConversa.enviar }).click();
  const confirmacao = page.getByRole('alertdialog');
  await expect(confirmacao).toContainText(mensagensConversa.enviada);
  await confirmacao.getByRole('button', { name: 'OK' }).click();
  await expect(detalhe.getByText(mensagensConversa.aguardaResposta)).toHaveCount(0);
});
