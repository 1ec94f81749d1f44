import { randomUUID } from 'node:crypto';
import {
  type Chamado,
  chamadoCriadoResponseSchema,
  chamadoSchema,
  type ListaChamadosResponse,
  listaChamadosResponseSchema,
  mensagens,
  mensagensConversa,
  mensagensLimites,
  mensagensTexto,
  mensagensUpload,
} from '@portal/shared';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import * as z from 'zod/mini';
import { chamadoDocSchema } from '../../src/data/chamados/chamadosRepository.ts';
import { corpoChamado, notasEmitida, pdf } from './chamadoDeTeste.ts';
import { manualClock, startInProcessApi } from './inProcessApi.ts';
import { upload } from './requisicoesPedido.ts';
import { call, emailsTo, signedIn, testSession } from './usuariosDeTeste.ts';

/** Ticket conversations (issue 21) end to end: real Cosmos, Azurite and e-mail sink; the test's clock. */
let api: Awaited<ReturnType<typeof startInProcessApi>>;
const emailUrl = inject('emailUrl');
const settings = inject('settings');
const caixaSuporte = settings.SUPPORT_MAILBOX ?? '';
// Now: upload URLs are signed on this clock and Azurite checks them on its own. Tests that move it upload nothing after.
const clock = manualClock();
const dia = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  api = await startInProcessApi(settings, clock);
});
afterAll(() => api.close());

const respostaSchema = z.object({ message: z.string(), chamado: chamadoSchema });

/** A franchisee with one ticket filed now. */
async function comChamado() {
  const { user, headers } = await signedIn(api);
  const resposta = await fetch(`${api.url}/support/contact`, {
    method: 'POST',
    headers: { ...headers, 'X-User-Email': user.email, 'idempotency-key': randomUUID() },
    body: corpoChamado(),
  });
  expect(resposta.status).toBe(201);
  return { user, headers, chamado: chamadoCriadoResponseSchema.parse(await resposta.json()).chamado };
}

const responder = (
  headers: Record<string, string>,
  chamado: Pick<Chamado, 'id'>,
  corpo: unknown,
  chave: string | null = randomUUID(),
) =>
  call(
    `${api.url}/support/chamados/${chamado.id}/mensagens`,
    'POST',
    { ...headers, ...(chave ? { 'idempotency-key': chave } : {}) },
    corpo,
  );

const ler = async (headers: Record<string, string>, chamado: Pick<Chamado, 'id'>) =>
  chamadoSchema.parse((await call(`${api.url}/support/chamados/${chamado.id}`, 'GET', headers)).body?.chamado);

/** The ticket as stored, with its version (for planting a conversation). */
const container = () => api.deps.cosmos.containers.chamados;
async function lerDoc(chamado: Pick<Chamado, 'id'>) {
  const { resources } = await container()
    .items.query({
      query: 'SELECT * FROM c WHERE c.id = @id AND c.tipo = "chamado"',
      parameters: [{ name: '@id', value: String(chamado.id) }],
    })
    .fetchAll();
  const [achado] = resources;
  return { doc: chamadoDocSchema.parse(achado), etag: String(achado?._etag) };
}

const mudarStatus = (headers: Record<string, string>, chamado: Pick<Chamado, 'id'>, status: string) =>
  call(`${api.url}/admin/chamados/${chamado.id}/status`, 'PUT', headers, { status });

describe('ticket conversations (issue 21)', () => {
  it('a reply each way with an attachment: one timeline, e-mails to the other side with the protocol, files for both sides only', async () => {
    const { user, headers, chamado } = await comChamado();
    const admin = await signedIn(api, 'admin');

    // The requester first: nobody answered yet, so the support mailbox hears it.
    const arquivo = await upload(api, headers, 'anexo-chamado', 'comprovante.pdf', pdf);
    if (!('uploadId' in arquivo)) throw new Error(`upload refused: ${arquivo.status}`);
    const primeira = await responder(headers, chamado, {
      texto: 'Segue o comprovante.\nObrigado!',
      anexo_upload_ids: [arquivo.uploadId],
    });
    expect(primeira.status, JSON.stringify(primeira.body)).toBe(201);
    const depois = respostaSchema.parse(primeira.body);
    expect(depois.message).toBe(mensagensConversa.enviada);
    expect(depois.chamado.mensagens).toEqual([
      {
        id: expect.any(String),
        autor: { username: user.username, lado: 'solicitante' },
        texto: 'Segue o comprovante.\nObrigado!',
        anexos: [{ indice: 0, nome: 'comprovante.pdf', tamanho: pdf.length, contentType: 'application/pdf' }],
        em: clock.now().toISOString(),
      },
    ]);
    // The form's attachments stay the form's.
    expect(depois.chamado.anexos).toEqual([]);
    const assunto = `[${chamado.protocolo}] Nova resposta: ${chamado.titulo}`;
    const paraSuporte = (await emailsTo(emailUrl, caixaSuporte)).find((email) => email.subject === assunto);
    expect(paraSuporte?.text).toContain(`${user.username} respondeu ao chamado ${chamado.protocolo}.`);
    expect(paraSuporte?.text).toContain('Segue o comprovante.\nObrigado!');
    expect(paraSuporte?.text).toContain('1 anexo na resposta.');
    expect(paraSuporte?.text).toContain(`/admin-chamados?protocolo=${chamado.id}`);

    // The admin answers with a file of their own: the ticket starts ('Em andamento'), the requester is told.
    clock.advance(60_000);
    const doAdmin = await upload(api, admin.headers, 'anexo-chamado', 'orientacao.pdf', pdf);
    if (!('uploadId' in doAdmin)) throw new Error(`upload refused: ${doAdmin.status}`);
    const segunda = respostaSchema.parse(
      (
        await responder(admin.headers, chamado, {
          texto: 'Recebido, vamos analisar.',
          anexo_upload_ids: [doAdmin.uploadId],
        })
      ).body,
    ).chamado;
    expect(segunda.status).toBe('Em andamento');
    expect(segunda.historico_status.map(({ status, por }) => [status, por])).toEqual([
      ['Aberto', user.username],
      ['Em andamento', admin.user.username],
    ]);
    expect(segunda.mensagens.map(({ autor, anexos }) => [autor.lado, anexos.map(({ indice }) => indice)])).toEqual([
      ['solicitante', [0]],
      ['suporte', [1]],
    ]);
    const [paraRequerente] = await emailsTo(emailUrl, user.email);
    expect(paraRequerente?.subject).toBe(assunto);
    expect(paraRequerente?.text).toContain(`/meus-chamados?protocolo=${chamado.id}`);

    // The requester again, once the support side's last notice is ten minutes old (a reply sooner waits for the
    // window's end, conversaChamadoEmails.test.ts): now the admin who answered hears it, not the mailbox.
    clock.advance(10 * 60_000);
    expect((await responder(headers, chamado, { texto: 'Perfeito.' })).status).toBe(201);
    expect((await emailsTo(emailUrl, admin.user.email)).map(({ subject }) => subject)).toEqual([assunto]);

    // Both sides open both files; another franchisee gets nothing.
    for (const quem of [headers, admin.headers]) {
      for (const indice of [0, 1]) {
        const baixado = await fetch(`${api.url}/support/chamados/${chamado.id}/anexos/${indice}`, { headers: quem });
        expect(baixado.status).toBe(200);
        expect(new Uint8Array(await baixado.arrayBuffer())).toEqual(pdf);
      }
    }
    const estranho = await signedIn(api);
    expect(
      (await fetch(`${api.url}/support/chamados/${chamado.id}/anexos/1`, { headers: estranho.headers })).status,
    ).toBe(404);
    expect(await responder(estranho.headers, chamado, { texto: 'Oi' })).toEqual({
      status: 404,
      body: { message: 'Chamado não encontrado.' },
    });
    expect((await call(`${api.url}/support/chamados/${chamado.id}/leitura`, 'PUT', estranho.headers)).status).toBe(404);
    expect((await ler(headers, chamado)).mensagens).toHaveLength(3);

    const logs = await api.deps.activity.list({ usuarioId: admin.user.id }, { limite: 10 });
    expect(logs.logs.map(({ acao, detalhes }) => [acao, detalhes])).toContainEqual([
      'Resposta no chamado',
      `Chamado ${chamado.protocolo}: resposta do suporte com 1 anexo, chamado em andamento`,
    ]);
  });

  it('a reply is written once per Idempotency-Key, even when sent twice at once', async () => {
    const { headers, chamado } = await comChamado();
    const chave = randomUUID();
    const [um, dois] = await Promise.all([
      responder(headers, chamado, { texto: 'Uma vez só' }, chave),
      responder(headers, chamado, { texto: 'Uma vez só' }, chave),
    ]);
    expect([um.status, dois.status].sort()).toEqual([200, 201]);
    expect((await responder(headers, chamado, { texto: 'Uma vez só' }, chave)).status).toBe(200);
    // The key is bound to what it sent (issue 32): other text with it is refused, and nothing is added.
    expect(await responder(headers, chamado, { texto: 'Outro texto' }, chave)).toEqual({
      status: 422,
      body: { message: mensagens.chaveComOutroConteudo },
    });
    expect((await ler(headers, chamado)).mensagens.map(({ texto }) => texto)).toEqual(['Uma vez só']);
  });

  it('refuses a blank or long text, an unknown upload and a malformed key in pt-BR, and writes nothing', async () => {
    const { headers, chamado } = await comChamado();
    for (const [corpo, message] of [
      [{ texto: '   ' }, mensagensConversa.textoObrigatorio],
      [{}, mensagensConversa.textoObrigatorio],
      [{ texto: 'x'.repeat(5001) }, mensagensConversa.textoLongo(5000)],
      [{ texto: 'Oi', anexo_upload_ids: [randomUUID()] }, mensagensUpload.anexoNaoEncontrado],
      // Control characters other than line breaks and tabs (each would be six bytes stored), and half a character.
      [{ texto: 'Oi\u0000' }, mensagensTexto.controle],
      [{ texto: '\u001b[2J limpa a tela' }, mensagensTexto.controle],
      [{ texto: `Fim${'\u0085'}` }, mensagensTexto.controle],
      [{ texto: 'meio \ud800 caractere' }, mensagensTexto.controle],
    ] as const) {
      const resposta = await responder(headers, chamado, corpo);
      expect(resposta.status, JSON.stringify(corpo).slice(0, 80)).toBe(400);
      expect(resposta.body?.message).toBe(message);
    }
    expect(await responder(headers, chamado, { texto: 'Oi' }, 'x')).toEqual({
      status: 400,
      body: { message: 'Chave de idempotência inválida.' },
    });
    expect((await ler(headers, chamado)).mensagens).toEqual([]);
  });

  it("the requester's reply reopens a resolved ticket within 7 days; after that it asks for a new ticket", async () => {
    const { user, chamado } = await comChamado();
    const admin = await signedIn(api, 'admin');
    expect((await mudarStatus(admin.headers, chamado, 'Resolvido')).status).toBe(200);

    clock.advance(6 * dia);
    // Sessions expire on the same clock: both sign in again.
    let sessao = await testSession(api.deps, user);
    let suporte = await testSession(api.deps, admin.user);
    const reaberto = respostaSchema.parse(
      (await responder(sessao, chamado, { texto: 'Voltou a acontecer.' })).body,
    ).chamado;
    expect(reaberto.status).toBe('Em andamento');
    expect(reaberto.historico_status.at(-1)).toMatchObject({ status: 'Em andamento', por: user.username });
    expect(
      (await emailsTo(emailUrl, caixaSuporte)).find((email) => email.text.includes('Voltou a acontecer.'))?.text,
    ).toContain(mensagensConversa.emailReaberto);

    expect((await mudarStatus(suporte, chamado, 'Resolvido')).status).toBe(200);
    clock.advance(7 * dia + 60_000);
    sessao = await testSession(api.deps, user);
    suporte = await testSession(api.deps, admin.user);
    expect(await responder(sessao, chamado, { texto: 'Ainda tenho dúvidas.' })).toEqual({
      status: 409,
      body: { message: mensagensConversa.prazoEncerrado(7) },
    });
    expect((await ler(sessao, chamado)).status).toBe('Resolvido');
    // Support may still write on a resolved ticket; its status stays.
    const nota = respostaSchema.parse((await responder(suporte, chamado, { texto: 'Encerrado.' })).body).chamado;
    expect(nota.status).toBe('Resolvido');
    expect(nota.mensagens.map(({ texto }) => texto)).toEqual(['Voltou a acontecer.', 'Encerrado.']);
  });

  it('unread markers for each side, and both lists sorted by the last activity', async () => {
    const { headers, chamado: primeiro } = await comChamado();
    clock.advance(60_000);
    const segundo = (
      await fetch(`${api.url}/support/contact`, {
        method: 'POST',
        headers: {
          ...headers,
          'X-User-Email': (await ler(headers, primeiro)).user.email,
          'idempotency-key': randomUUID(),
        },
        body: corpoChamado(),
      }).then(async (resposta) => chamadoCriadoResponseSchema.parse(await resposta.json()))
    ).chamado;
    const admin = await signedIn(api, 'admin');
    const meus = async () =>
      listaChamadosResponseSchema.parse((await call(`${api.url}/support/meus-chamados`, 'GET', headers)).body).chamados;
    const doAdmin = async () =>
      listaChamadosResponseSchema
        .parse((await call(`${api.url}/admin/chamados?usuario=${primeiro.user.username}`, 'GET', admin.headers)).body)
        .chamados.map(({ id, nao_lido }) => [id, nao_lido]);

    // New tickets are news for the support team, not for whoever filed them.
    expect(await doAdmin()).toEqual([
      [segundo.id, true],
      [primeiro.id, true],
    ]);
    expect((await meus()).map(({ nao_lido }) => nao_lido)).toEqual([false, false]);
    const aberto = chamadoSchema.parse(
      (await call(`${api.url}/support/chamados/${primeiro.id}/leitura`, 'PUT', admin.headers)).body?.chamado,
    );
    expect(aberto.nao_lido).toBe(false);
    expect(await doAdmin()).toEqual([
      [segundo.id, true],
      [primeiro.id, false],
    ]);

    // The admin answers the older one: it comes first in both lists, unread for the requester until opened.
    clock.advance(60_000);
    await responder(admin.headers, primeiro, { texto: 'Olá!' });
    expect((await meus()).map(({ id, nao_lido }) => [id, nao_lido])).toEqual([
      [primeiro.id, true],
      [segundo.id, false],
    ]);
    expect((await doAdmin())[0]).toEqual([primeiro.id, false]);
    await call(`${api.url}/support/chamados/${primeiro.id}/leitura`, 'PUT', headers);
    expect((await meus()).map(({ nao_lido }) => nao_lido)).toEqual([false, false]);
    // Reading what is read changes nothing, not even the version.
    const versao = (await ler(headers, primeiro)).versao;
    await call(`${api.url}/support/chamados/${primeiro.id}/leitura`, 'PUT', headers);
    expect((await ler(headers, primeiro)).versao).toBe(versao);
  });

  it("a franchisee's reply makes the ticket unread for support again, after an admin opened it", async () => {
    const { headers, chamado } = await comChamado();
    const admin = await signedIn(api, 'admin');
    const paraSuporte = async () => (await ler(admin.headers, chamado)).nao_lido;
    await call(`${api.url}/support/chamados/${chamado.id}/leitura`, 'PUT', admin.headers);
    expect(await paraSuporte()).toBe(false);

    clock.advance(60_000);
    expect((await responder(headers, chamado, { texto: 'Alguma novidade?' })).status).toBe(201);
    expect(await paraSuporte()).toBe(true);
    // Still read by the requester, who wrote it.
    expect((await ler(headers, chamado)).nao_lido).toBe(false);
  });
  it('12 replies at once by different people and keys all land, each once', async () => {
    const { headers, chamado } = await comChamado();
    const admins = await Promise.all(Array.from({ length: 4 }, () => signedIn(api, 'admin')));
    // The requester four times, each admin twice: every reply has its own Idempotency-Key.
    const autores = [
      headers,
      headers,
      headers,
      headers,
      ...admins.flatMap(({ headers: doAdmin }) => [doAdmin, doAdmin]),
    ];
    const respostas = await Promise.all(
      autores.map((autor, indice) => responder(autor, chamado, { texto: `Resposta ${indice}` })),
    );
    expect(respostas.map(({ status }) => status)).toEqual(Array(autores.length).fill(201));
    expect((await ler(headers, chamado)).mensagens.map(({ texto }) => texto).sort()).toEqual(
      autores.map((_, indice) => `Resposta ${indice}`).sort(),
    );
  });
  it("a demoted admin no longer gets the requester's replies: the support mailbox does", async () => {
    const { headers, chamado } = await comChamado();
    const admin = await signedIn(api, 'admin');
    const master = await signedIn(api, 'master');
    expect((await responder(admin.headers, chamado, { texto: 'Vou cuidar disso.' })).status).toBe(201);
    const rebaixado = await call(`${api.url}/users/${admin.user.id}/permissions`, 'PUT', master.headers, {
      role: 'user',
    });
    expect(rebaixado.status).toBe(200);

    clock.advance(60_000);
    expect((await responder(headers, chamado, { texto: 'Quem vai me atender agora?' })).status).toBe(201);
    expect(await emailsTo(emailUrl, admin.user.email)).toEqual([]);
    expect(
      (await emailsTo(emailUrl, caixaSuporte)).some((email) => email.text.includes('Quem vai me atender agora?')),
    ).toBe(true);
  });
  it('keeps line breaks and tabs in a reply; refuses a control character in the ticket form too', async () => {
    const { user, headers, chamado } = await comChamado();
    const texto = 'Linha 1\r\nLinha 2\n\tcom recuo';
    const escrita = await responder(headers, chamado, { texto });
    expect(escrita.status).toBe(201);
    expect((await ler(headers, chamado)).mensagens.map((mensagem) => mensagem.texto)).toEqual([texto]);

    const formulario = await fetch(`${api.url}/support/contact`, {
      method: 'POST',
      headers: { ...headers, 'X-User-Email': user.email, 'idempotency-key': randomUUID() },
      body: corpoChamado({ ...notasEmitida, descricao: 'Despesas\u0007 do dia de campo' }),
    });
    expect(formulario.status).toBe(400);
    expect(await formulario.json()).toEqual({ message: mensagensTexto.controle });
  });

  it('holds a script back with 429, Retry-After and a pt-BR text; someone typing never meets the limit', async () => {
    const { headers, chamado } = await comChamado();
    // The attack: 59 replies to one ticket as fast as they go.
    const rajada = [];
    for (let indice = 0; indice < 59; indice++)
      rajada.push(await responder(headers, chamado, { texto: `Rajada ${indice}` }));
    // Ten replies in any minute.
    expect(rajada.map(({ status }) => status)).toEqual([...Array(10).fill(201), ...Array(49).fill(429)]);
    const recusa = await fetch(`${api.url}/support/chamados/${chamado.id}/mensagens`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
      body: JSON.stringify({ texto: 'Mais uma' }),
    });
    expect(recusa.status).toBe(429);
    const espera = Number(recusa.headers.get('retry-after'));
    expect(espera).toBeGreaterThan(0);
    expect(espera).toBeLessThanOrEqual(60);
    expect(await recusa.json()).toEqual({ message: mensagensLimites.respostasDemais(espera) });
    expect((await ler(headers, chamado)).mensagens).toHaveLength(10);

    // A person: one reply every six seconds (faster than anyone writes one) for three minutes.
    clock.advance(60_000);
    for (let indice = 0; indice < 30; indice++) {
      clock.advance(6_000);
      expect((await responder(headers, chamado, { texto: `Resposta ${indice}` })).status).toBe(201);
    }
  });

  it('refuses a reply that would take the ticket past 1.8 MB as stored, counting bytes, not characters', async () => {
    const { headers, chamado } = await comChamado();
    const { doc, etag } = await lerDoc(chamado);
    // Filed replies up to ~9 KB under the cap (planted: replying them would take minutes of the rate limit).
    const enchimento = (tamanho: number) => ({
      id: randomUUID(),
      chave: `planta:${randomUUID()}`,
      autor: { userId: doc.userId, username: doc.user.username, email: doc.user.email, lado: 'solicitante' as const },
      texto: 'a'.repeat(tamanho),
      em: doc.created_at,
    });
    const mensagens = Array.from({ length: 180 }, () => enchimento(5000));
    const base = Buffer.byteLength(JSON.stringify({ ...doc, mensagens }));
    mensagens.push(enchimento(1_800_000 - 9_000 - base - 200));
    await container()
      .item(doc.id, doc.userId)
      .replace({ ...doc, mensagens }, { accessCondition: { type: 'IfMatch', condition: etag } });
    expect(1_800_000 - Buffer.byteLength(JSON.stringify((await lerDoc(chamado)).doc))).toBeGreaterThan(8_500);

    // 5 000 characters of '€' are 15 000 bytes stored; 5 000 of 'a', 5 000.
    expect(await responder(headers, chamado, { texto: '€'.repeat(5000) })).toEqual({
      status: 409,
      body: { message: mensagensConversa.mensagensDemais },
    });
    expect((await responder(headers, chamado, { texto: 'a'.repeat(5000) })).status).toBe(201);
    expect(Buffer.byteLength(JSON.stringify((await lerDoc(chamado)).doc))).toBeLessThanOrEqual(1_800_000);
  });
  it('lists project the conversation out: a page stays small however long the conversations, each summary right', async () => {
    const { user, headers, chamado: primeiro } = await comChamado();
    const abrir = async () => {
      clock.advance(1000);
      const resposta = await fetch(`${api.url}/support/contact`, {
        method: 'POST',
        headers: { ...headers, 'X-User-Email': user.email, 'idempotency-key': randomUUID() },
        body: corpoChamado(),
      });
      return chamadoCriadoResponseSchema.parse(await resposta.json()).chamado;
    };
    const segundo = await abrir();
    const terceiro = await abrir();
    const admin = await signedIn(api, 'admin');
    // Two long conversations (planted: replying them would take the rate limit's minutes), then a real reply each.
    for (const chamado of [primeiro, segundo]) {
      const { doc, etag } = await lerDoc(chamado);
      const mensagens = Array.from({ length: 150 }, (_, indice) => ({
        id: randomUUID(),
        chave: `planta:${randomUUID()}`,
        autor: {
          userId: doc.userId,
          username: doc.user.username,
          email: doc.user.email,
          lado: indice % 2 === 0 ? ('solicitante' as const) : ('suporte' as const),
        },
        texto: 'Conversa longa. '.repeat(300),
        em: doc.created_at,
      }));
      await container()
        .item(doc.id, doc.userId)
        .replace({ ...doc, mensagens }, { accessCondition: { type: 'IfMatch', condition: etag } });
    }
    clock.advance(60_000);
    expect((await responder(admin.headers, primeiro, { texto: 'Do suporte' })).status).toBe(201);
    clock.advance(60_000);
    expect((await responder(headers, segundo, { texto: 'Do solicitante' })).status).toBe(201);

    const pagina = async (caminho: string, quem: Record<string, string>) => {
      const resposta = await fetch(`${api.url}/${caminho}`, { headers: quem });
      const corpo = await resposta.text();
      return { bytes: Buffer.byteLength(corpo), lista: listaChamadosResponseSchema.parse(JSON.parse(corpo)) };
    };
    const resumo = ({ id, respostas, ultimo_lado, nao_lido }: ListaChamadosResponse['chamados'][number]) => ({
      id,
      respostas,
      ultimo_lado,
      nao_lido,
    });

    const meus = await pagina('support/meus-chamados', headers);
    expect(meus.bytes).toBeLessThan(4_000);
    expect(meus.lista.chamados.map(resumo)).toEqual([
      { id: segundo.id, respostas: 151, ultimo_lado: 'solicitante', nao_lido: false },
      { id: primeiro.id, respostas: 151, ultimo_lado: 'suporte', nao_lido: true },
      { id: terceiro.id, respostas: 0, ultimo_lado: null, nao_lido: false },
    ]);
    expect(meus.lista.chamados[0]).toEqual({
      id: segundo.id,
      protocolo: segundo.protocolo,
      titulo: segundo.titulo,
      formulario: segundo.formulario,
      tipoSolicitacao: '',
      status: 'Aberto',
      created_at: segundo.created_at,
      user: segundo.user,
      ultima_atividade: clock.now().toISOString(),
      nao_lido: false,
      respostas: 151,
      ultimo_lado: 'solicitante',
    });

    const doSuporte = await pagina(`admin/chamados?usuario=${user.username}`, admin.headers);
    expect(doSuporte.bytes).toBeLessThan(4_000);
    expect(doSuporte.lista.chamados.map(resumo)).toEqual([
      { id: segundo.id, respostas: 151, ultimo_lado: 'solicitante', nao_lido: true },
      { id: primeiro.id, respostas: 151, ultimo_lado: 'suporte', nao_lido: false },
      { id: terceiro.id, respostas: 0, ultimo_lado: null, nao_lido: true },
    ]);
    // The detail still has the whole conversation.
    expect((await ler(headers, primeiro)).mensagens).toHaveLength(151);
  });
});
