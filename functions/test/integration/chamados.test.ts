import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import {
  chamadoAtualizadoResponseSchema,
  chamadoCriadoResponseSchema,
  listaChamadosResponseSchema,
  mensagensChamados,
  mensagensTexto,
  mensagensUpload,
  sessaoResponseSchema,
} from '@portal/shared';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signInWithDevTenant } from '../../../scripts/stack/devTenantClient.ts';
import { devTenantDefaults } from '../../../scripts/stack/devTenantSettings.ts';
import { corpoChamado, docx, notasEmitida, pdf, xlsx } from './chamadoDeTeste.ts';
import { manualClock, startInProcessApi } from './inProcessApi.ts';
import { upload, uploadsAbertos } from './requisicoesPedido.ts';
import { call, emailsTo, post, signedIn } from './usuariosDeTeste.ts';

/** POST /api/support/contact end to end: real Cosmos, Azurite, e-mail sink and dev tenant. */
let api: Awaited<ReturnType<typeof startInProcessApi>>;
const emailUrl = inject('emailUrl');
const settings = inject('settings');
const caixaSuporte = settings.SUPPORT_MAILBOX ?? '';

beforeAll(async () => {
  api = await startInProcessApi(settings, manualClock());
});
afterAll(() => api.close());

/** A Windows program's first bytes ('MZ'), whatever it is named. */
const exe = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00]);

async function enviar(
  headers: Record<string, string>,
  form: FormData | string,
  extraHeaders: Record<string, string> = {},
) {
  const response = await fetch(`${api.url}/support/contact`, {
    method: 'POST',
    headers: { ...headers, ...extraHeaders },
    body: form,
  });
  return { status: response.status, body: (await response.json().catch(() => null)) as Record<string, unknown> | null };
}

const material = {
  assunto: 'Material para a feira',
  categoria: 'Solicitações de Marketing',
  tipoSolicitacao: 'Material',
  quantidadeTamanho: '2 banners 1x2 m',
  prazoEntrega: '2026-12-20',
  descricao: 'Feira regional de dezembro.',
};

/** A franchisee with the headers the portal sends: portal token and their own e-mail. */
async function franqueado() {
  const { user, headers } = await signedIn(api);
  return { user, headers: { ...headers, 'X-User-Email': user.email } };
}

const nadaGuardado = async (userId: string) => {
  const lista = await api.deps.consultaChamados.list({ userId }, {}, { limite: 10 });
  expect(lista.total_filtrado).toBe(0);
  expect(await api.deps.blobs.list('chamados', `${userId}/`)).toEqual([]);
};

describe('POST /api/support/contact', () => {
  it('files an invoice ticket with multipart attachments; both e-mails carry the protocol; the log has it', async () => {
    const { user, headers } = await franqueado();
    const resposta = await enviar(
      headers,
      corpoChamado(notasEmitida, {
        anexos: [
          { nome: 'nota.pdf', bytes: pdf },
          { nome: 'recibo.docx', bytes: docx },
        ],
      }),
    );
    expect(resposta.status).toBe(201);
    const { message, chamado } = chamadoCriadoResponseSchema.parse(resposta.body);
    expect(message).toBe(mensagensChamados.sucesso);
    expect(chamado).toMatchObject({
      protocolo: `CH-${chamado.id}`,
      status: 'Aberto',
      titulo: notasEmitida.assunto,
      formulario: 'Lançamento de Notas e Despesas',
      dadosPagamento: 'financeiro@agrofranquia.com.br',
      notaFiscal: 'Emitida',
      tipoSolicitacao: '',
      user: { username: user.username, email: user.email },
    });
    expect(chamado.anexos.map(({ nome, contentType }) => [nome, contentType])).toEqual([
      ['nota.pdf', 'application/pdf'],
      ['recibo.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ]);
    expect(await api.deps.blobs.list('chamados', `${user.id}/${chamado.id}/`)).toHaveLength(2);

    const suporte = (await emailsTo(emailUrl, caixaSuporte)).find((email) => email.subject.includes(chamado.protocolo));
    expect(suporte?.subject).toBe(`Novo chamado ${chamado.protocolo}: ${notasEmitida.assunto}`);
    expect(suporte?.text).toContain('Dados de pagamento: financeiro@agrofranquia.com.br');
    expect(suporte?.text).toContain('Data de pagamento: 10/12/2026');
    expect(suporte?.text).toContain('nota.pdf');
    expect(suporte?.text).toContain(`/admin-chamados?protocolo=${chamado.id}`);
    const [confirmacao] = await emailsTo(emailUrl, user.email);
    expect(confirmacao?.subject).toBe(`Chamado ${chamado.protocolo} recebido — Portal do Franqueado`);
    expect(confirmacao?.text).toContain(`Protocolo: ${chamado.protocolo}`);

    const logs = await api.deps.activity.list({ usuarioId: user.id }, { limite: 10 });
    expect(logs.logs.map(({ acao, detalhes }) => [acao, detalhes])).toContainEqual([
      'Chamado criado',
      `Chamado ${chamado.protocolo} (Lançamento de Notas e Despesas) criado com 2 anexos`,
    ]);
  });

  it('files a Material request with attachments uploaded straight to storage, and only the owner or an admin opens them', async () => {
    const { user, headers } = await franqueado();
    const ids = [];
    for (const [nome, bytes] of [
      ['briefing.docx', docx],
      ['referencia.pdf', pdf],
    ] as const) {
      const enviado = await upload(api, headers, 'anexo-chamado', nome, bytes);
      ids.push('uploadId' in enviado ? String(enviado.uploadId) : '');
    }
    const resposta = await enviar(headers, corpoChamado(material, { materiais: ['BANNER', 'FOLDER'], uploadIds: ids }));
    expect(resposta.status).toBe(201);
    const { chamado } = chamadoCriadoResponseSchema.parse(resposta.body);
    expect(chamado).toMatchObject({ tipoSolicitacao: 'Material', materiais: ['BANNER', 'FOLDER'], contratante: '' });
    expect(chamado.anexos.map(({ nome }) => nome)).toEqual(['briefing.docx', 'referencia.pdf']);
    // The uploads were moved into the ticket: nothing is left waiting.
    expect(await uploadsAbertos(api.deps.blobs, `${user.id}/`)).toEqual([]);
    expect((await emailsTo(emailUrl, user.email))[0]?.subject).toContain(chamado.protocolo);

    const anexo = `${api.url}/support/chamados/${chamado.id}/anexos/1`;
    const proprio = await fetch(anexo, { headers });
    expect(proprio.status).toBe(200);
    expect(new Uint8Array(await proprio.arrayBuffer())).toEqual(pdf);
    expect(proprio.headers.get('content-type')).toBe('application/pdf');
    const outro = await signedIn(api);
    expect((await fetch(anexo, { headers: outro.headers })).status).toBe(404);
    const admin = await signedIn(api, 'admin');
    expect((await fetch(anexo, { headers: admin.headers })).status).toBe(200);
  });

  it('keeps the UTF-8 names of multipart attachments: ü stays ü, not Ã¼', async () => {
    const { headers } = await franqueado();
    const resposta = await enviar(
      headers,
      corpoChamado(notasEmitida, { anexos: [{ nome: 'relatório-müller ação.pdf', bytes: pdf }] }),
    );
    expect(resposta.status).toBe(201);
    const { chamado } = chamadoCriadoResponseSchema.parse(resposta.body);
    expect(chamado.anexos.map(({ nome }) => nome)).toEqual(['relatório-müller ação.pdf']);
    const download = await fetch(`${api.url}/support/chamados/${chamado.id}/anexos/0`, { headers });
    expect(download.headers.get('content-disposition')).toContain(
      `filename*=UTF-8''${encodeURIComponent('relatório-müller ação.pdf')}`,
    );
  });

  it("serves attachments as downloads in a sandbox, never as a page of the portal's origin", async () => {
    const { headers } = await franqueado();
    // A PDF by its first bytes whose body is a page with a script: inline on the portal's origin it could run.
    const pagina = new TextEncoder().encode(
      '%PDF-1.7\n<html><body><script>alert(document.domain)</script></body></html>',
    );
    const resposta = await enviar(
      headers,
      corpoChamado(notasEmitida, { anexos: [{ nome: 'nota.pdf', bytes: pagina }] }),
    );
    expect(resposta.status).toBe(201);
    const { chamado } = chamadoCriadoResponseSchema.parse(resposta.body);
    const download = await fetch(`${api.url}/support/chamados/${chamado.id}/anexos/0`, { headers });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="nota\.pdf"; /);
    expect(download.headers.get('content-security-policy')).toBe('sandbox');
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(pagina);
  });

  it('files campaign, service and not-yet-issued invoice tickets; campaign and service take documents and pictures only', async () => {
    const { headers } = await franqueado();
    const campanha = {
      assunto: 'Campanha de Natal',
      categoria: 'Solicitações de Marketing',
      tipoSolicitacao: 'Campanha',
      descricao: 'Ofertas de dezembro.',
    };
    expect((await enviar(headers, corpoChamado(campanha, { anexos: [{ nome: 'arte.pdf', bytes: pdf }] }))).status).toBe(
      201,
    );
    expect(
      await enviar(
        headers,
        corpoChamado(
          { ...campanha, tipoSolicitacao: 'Serviço' },
          { anexos: [{ nome: 'orcamento.xlsx', bytes: xlsx }] },
        ),
      ),
    ).toEqual({
      status: 400,
      body: { message: mensagensUpload.anexoRestritoInvalido('orcamento.xlsx') },
    });
    const aEmitir = {
      ...notasEmitida,
      formaPagamento: 'Boleto',
      notaFiscal: 'À emitir',
      motivoNaoEmissao: 'Fornecedor pessoa física',
    };
    const resposta = await enviar(headers, corpoChamado(aEmitir, { anexos: [{ nome: 'planilha.xlsx', bytes: xlsx }] }));
    expect(resposta.status).toBe(201);
    // A Pix key left in the form after switching to Boleto is not kept.
    expect(chamadoCriadoResponseSchema.parse(resposta.body).chamado).toMatchObject({
      motivoNaoEmissao: 'Fornecedor pessoa física',
      dadosPagamento: '',
    });
  });

  it("refuses the form's rules with the spec's messages, and anything but multipart", async () => {
    const { user, headers } = await franqueado();
    const { assunto: _sem, ...semTitulo } = notasEmitida;
    expect(await enviar(headers, corpoChamado(semTitulo))).toEqual({
      status: 400,
      body: { message: mensagensChamados.titulo },
    });
    expect(await enviar(headers, corpoChamado({ ...notasEmitida, dadosPagamento: '' }))).toEqual({
      status: 400,
      body: { message: mensagensChamados.dadosPagamento },
    });
    expect(await enviar(headers, corpoChamado(material))).toEqual({
      status: 400,
      body: { message: mensagensChamados.materiais },
    });
    expect(await enviar(headers, corpoChamado(material, { materiais: ['CAMISETA'] }))).toEqual({
      status: 400,
      body: { message: mensagensChamados.materialInvalido('CAMISETA') },
    });
    expect(await enviar(headers, JSON.stringify(notasEmitida), { 'content-type': 'application/json' })).toEqual({
      status: 415,
      body: { message: mensagensChamados.formato },
    });
    await nadaGuardado(user.id);
  });

  it('refuses a title with a line break or another control character: nothing reaches the e-mail subject', async () => {
    const { user, headers } = await franqueado();
    const marcador = randomUUID();
    for (const titulo of [
      `Teste\r\nBcc: ${marcador}@exemplo.com`,
      `Teste\nBcc: ${marcador}@exemplo.com`,
      'Teste\u0000',
    ]) {
      expect(await enviar(headers, corpoChamado({ ...notasEmitida, assunto: titulo }))).toEqual({
        status: 400,
        body: { message: mensagensTexto.umaLinha },
      });
    }
    await nadaGuardado(user.id);
    const recebidos = await (await fetch(`${emailUrl}/messages`)).text();
    expect(recebidos).not.toContain(marcador);
  });

  it('refuses an 11th file, a file of 10 MB + 1 byte and a program renamed .pdf, leaving nothing stored', async () => {
    const { user, headers } = await franqueado();
    const onze = Array.from({ length: 11 }, (_, indice) => ({ nome: `nota-${indice + 1}.pdf`, bytes: pdf }));
    expect(await enviar(headers, corpoChamado(notasEmitida, { anexos: onze }))).toEqual({
      status: 400,
      body: { message: 'Máximo de 10 arquivos permitidos. Você selecionou 11.' },
    });

    const grande = new Uint8Array(10 * 1024 * 1024 + 1);
    grande.set(pdf);
    expect(
      await enviar(headers, corpoChamado(notasEmitida, { anexos: [{ nome: 'grande.pdf', bytes: grande }] })),
    ).toEqual({
      status: 400,
      body: { message: 'Arquivo "grande.pdf" excede o tamanho máximo de 10MB. Tamanho atual: 10,01 MB' },
    });

    // A good file first: its copy in the ticket's folder goes too when the next one is refused.
    const programa = [
      { nome: 'nota.pdf', bytes: pdf },
      { nome: 'programa.pdf', bytes: exe },
    ];
    expect(await enviar(headers, corpoChamado(notasEmitida, { anexos: programa }))).toEqual({
      status: 400,
      body: { message: mensagensUpload.anexoInvalido('programa.pdf') },
    });
    await nadaGuardado(user.id);
  });

  it('refuses the same through direct uploads: 11 of them, one that grew past 10 MB, a disguised program', async () => {
    const { user, headers } = await franqueado();
    const ids: string[] = [];
    for (let indice = 0; indice < 11; indice++) {
      const enviado = await upload(api, headers, 'anexo-chamado', `nota-${indice}.pdf`, pdf);
      ids.push('uploadId' in enviado ? String(enviado.uploadId) : '');
    }
    expect(await enviar(headers, corpoChamado(notasEmitida, { uploadIds: ids }))).toEqual({
      status: 400,
      body: { message: 'Máximo de 10 arquivos permitidos. Você selecionou 11.' },
    });
    await api.deps.uploads.discard(user.id, 'anexo-chamado', ids);

    // The URL was asked for a small file; the bytes sent are one over the limit.
    const grande = new Uint8Array(10 * 1024 * 1024 + 1);
    grande.set(pdf);
    const mentira = await upload(api, headers, 'anexo-chamado', 'grande.pdf', grande, { tamanho: 1000 });
    const bom = await upload(api, headers, 'anexo-chamado', 'nota.pdf', pdf);
    const disfarce = await upload(api, headers, 'anexo-chamado', 'programa.pdf', exe);
    const id = (enviado: Awaited<ReturnType<typeof upload>>) => ('uploadId' in enviado ? String(enviado.uploadId) : '');
    expect(await enviar(headers, corpoChamado(notasEmitida, { uploadIds: [id(bom), id(mentira)] }))).toEqual({
      status: 400,
      body: { message: 'Arquivo "grande.pdf" excede o tamanho máximo de 10MB. Tamanho atual: 10,01 MB' },
    });
    expect(await enviar(headers, corpoChamado(notasEmitida, { uploadIds: [id(bom), id(disfarce)] }))).toEqual({
      status: 400,
      body: { message: mensagensUpload.anexoInvalido('programa.pdf') },
    });
    await nadaGuardado(user.id);
    // The refused uploads are deleted; the good one waits for the corrected ticket.
    expect((await uploadsAbertos(api.deps.blobs, `${user.id}/`)).map((name) => name.split('/').pop())).toEqual([
      'nota.pdf',
    ]);
    const corrigido = await enviar(headers, corpoChamado(notasEmitida, { uploadIds: [id(bom)] }));
    expect(chamadoCriadoResponseSchema.parse(corrigido.body).chamado.anexos.map(({ nome }) => nome)).toEqual([
      'nota.pdf',
    ]);
  });

  it("refuses another user's e-mail in X-User-Email, and a missing one", async () => {
    const { user, headers } = await franqueado();
    const refused = { status: 403, body: { message: mensagensChamados.emailDiferente } };
    expect(
      await enviar({ ...headers, 'X-User-Email': 'outra.pessoa@franquia.dev' }, corpoChamado(notasEmitida)),
    ).toEqual(refused);
    const { 'X-User-Email': _email, ...semEmail } = headers;
    expect(await enviar(semEmail, corpoChamado(notasEmitida))).toEqual(refused);
    expect(
      (await enviar({ ...headers, 'X-User-Email': user.email.toUpperCase() }, corpoChamado(notasEmitida))).status,
    ).toBe(201);
  });

  it('files one ticket per Idempotency-Key: a retry gets the same protocol', async () => {
    const { user, headers } = await franqueado();
    const chave = { 'Idempotency-Key': randomUUID() };
    const primeira = await enviar(headers, corpoChamado(notasEmitida), chave);
    const segunda = await enviar(headers, corpoChamado(notasEmitida), chave);
    expect([primeira.status, segunda.status]).toEqual([201, 200]);
    expect(chamadoCriadoResponseSchema.parse(segunda.body).chamado.protocolo).toBe(
      chamadoCriadoResponseSchema.parse(primeira.body).chamado.protocolo,
    );
    expect((await api.deps.consultaChamados.list({ userId: user.id }, {}, { limite: 10 })).total_filtrado).toBe(1);
  });
});

describe('work-account tickets (X-Azure-Token)', () => {
  const tenant = { issuer: inject('tenantUrl') };
  const entrar = async (login: string) =>
    signInWithDevTenant(tenant, {
      clientId: devTenantDefaults.clientId,
      redirectUri: `${settings.PUBLIC_BASE_URL}/microsoft-login-success`,
      scope: `${devTenantDefaults.scope} openid profile`,
      login,
      password: 'Franquia@2026',
      ca: await readFile(inject('tenantCaCertPath'), 'utf8'),
    });

  it("needs the user's own valid work-account token; a password user needs none", async () => {
    const ana = await entrar('ana@franquia.dev');
    const sessao = sessaoResponseSchema.parse(
      (await post(`${api.url}/auth/microsoft`, { accessToken: ana.accessToken })).body,
    );
    const headers = { 'x-portal-authorization': `Bearer ${sessao.token}`, 'X-User-Email': sessao.user.email };

    expect(await enviar(headers, corpoChamado(notasEmitida))).toEqual({
      status: 403,
      body: { message: mensagensChamados.tokenAzureAusente },
    });
    const invalido = { status: 403, body: { message: mensagensChamados.tokenAzureInvalido } };
    const [cabecalho, , assinatura] = ana.accessToken.split('.');
    const forjado = `${cabecalho}.${Buffer.from(JSON.stringify({ tid: 'x', oid: 'y' })).toString('base64url')}.${assinatura}`;
    expect(await enviar({ ...headers, 'X-Azure-Token': forjado }, corpoChamado(notasEmitida))).toEqual(invalido);
    const bruno = await entrar('bruno@franquia.dev');
    expect(await enviar({ ...headers, 'X-Azure-Token': bruno.accessToken }, corpoChamado(notasEmitida))).toEqual(
      invalido,
    );
    // An ID token is no access token for this API.
    expect(await enviar({ ...headers, 'X-Azure-Token': ana.idToken }, corpoChamado(notasEmitida))).toEqual(invalido);

    const aceito = await enviar({ ...headers, 'X-Azure-Token': ana.accessToken }, corpoChamado(notasEmitida));
    expect(aceito.status).toBe(201);
  });
});

describe('reading tickets and their status', () => {
  it("lists a franchisee's own tickets only; another user's ticket is not found", async () => {
    const dono = await franqueado();
    const outro = await franqueado();
    const { chamado } = chamadoCriadoResponseSchema.parse(
      (await enviar(dono.headers, corpoChamado(material, { materiais: ['LOGO'] }))).body,
    );

    const meus = listaChamadosResponseSchema.parse(
      (await call(`${api.url}/support/meus-chamados`, 'GET', dono.headers)).body,
    );
    expect(meus.chamados.map(({ protocolo }) => protocolo)).toEqual([chamado.protocolo]);
    expect(meus.total_filtrado).toBe(1);
    const alheios = listaChamadosResponseSchema.parse(
      (await call(`${api.url}/support/meus-chamados`, 'GET', outro.headers)).body,
    );
    expect(alheios.chamados).toEqual([]);
    expect(await call(`${api.url}/support/chamados/${chamado.id}`, 'GET', outro.headers)).toEqual({
      status: 404,
      body: { message: mensagensChamados.chamadoNaoEncontrado },
    });
    const filtrado = await call(`${api.url}/support/meus-chamados?status=Resolvido`, 'GET', dono.headers);
    expect(listaChamadosResponseSchema.parse(filtrado.body).total_filtrado).toBe(0);
    expect(
      (await call(`${api.url}/support/meus-chamados?de=2026-12-02&ate=2026-12-01`, 'GET', dono.headers)).status,
    ).toBe(400);
  });

  it('admin routes refuse non-admins; an admin filters, moves a ticket to Resolvido and the requester is e-mailed', async () => {
    const { user, headers } = await franqueado();
    const { chamado } = chamadoCriadoResponseSchema.parse((await enviar(headers, corpoChamado(notasEmitida))).body);
    const semPermissao = { status: 403, body: { message: 'Você não tem permissão para realizar esta ação.' } };
    expect(await call(`${api.url}/admin/chamados`, 'GET', headers)).toEqual(semPermissao);
    expect(
      await call(`${api.url}/admin/chamados/${chamado.id}/status`, 'PUT', headers, { status: 'Resolvido' }),
    ).toEqual(semPermissao);

    const admin = await signedIn(api, 'admin');
    const lista = listaChamadosResponseSchema.parse(
      (
        await call(
          `${api.url}/admin/chamados?usuario=${user.username.toUpperCase()}&protocolo=${chamado.protocolo}`,
          'GET',
          admin.headers,
        )
      ).body,
    );
    expect(lista.chamados.map(({ id }) => id)).toEqual([chamado.id]);

    const mudar = (versao: string, status: string) =>
      call(
        `${api.url}/admin/chamados/${chamado.id}/status`,
        'PUT',
        { ...admin.headers, 'If-Match': versao },
        { status },
      );
    const resolvido = await mudar(chamado.versao, 'Resolvido');
    expect(resolvido.status).toBe(200);
    const atualizado = chamadoAtualizadoResponseSchema.parse(resolvido.body).chamado;
    expect(atualizado.historico_status.map(({ status }) => status)).toEqual(['Aberto', 'Resolvido']);
    expect((await emailsTo(emailUrl, user.email))[0]?.subject).toBe(
      `Chamado ${chamado.protocolo}: Resolvido — Portal do Franqueado`,
    );
    // A change made on the old version is refused, not applied over the newer one.
    expect(await mudar(chamado.versao, 'Em andamento')).toEqual({
      status: 409,
      body: { message: mensagensChamados.versaoDesatualizada },
    });
    expect(await mudar(atualizado.versao, 'Fechado')).toEqual({
      status: 400,
      body: { message: 'Status do chamado inválido.' },
    });
  });
});
