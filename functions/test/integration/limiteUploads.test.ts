import { randomUUID } from 'node:crypto';
import { mensagensLimites, mensagensUpload } from '@portal/shared';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { InvocationContext } from '../../../scripts/stack/functionsHost/inProcess.ts';
import { timers } from '../../src/app/routes.ts';
import { corpoChamado, notasEmitida, pdf } from './chamadoDeTeste.ts';
import { type ApiPrivada, type AzuritePrivado, startApiPrivada, startAzuritePrivado } from './falhas/standIns.ts';
import { manualClock } from './inProcessApi.ts';
import { baseForm, comprarEm, logoPng, multipart, upload } from './requisicoesPedido.ts';
import { signedIn } from './usuariosDeTeste.ts';

/**
 * The upload quota (issue 19, finding 1): upload URLs counted per user and purpose as they are issued, and
 * uploads larger than they were declared removed by the timer's sweep whether or not anything claims them.
 * Blob Storage is a private Azurite: the sweep looks at every upload, and must not meet other files' blobs.
 */
const clock = manualClock();
let azurite: AzuritePrivado;
let api: ApiPrivada;

beforeAll(async () => {
  azurite = await startAzuritePrivado(inject('settings'));
  api = await startApiPrivada(inject('settings'), clock, { storage: azurite.connectionString }, { isolada: false });
});
afterAll(async () => {
  await api?.close();
  await azurite?.close();
});

async function pedirUrl(headers: Record<string, string>, finalidade = 'anexo-chamado', nome = 'nota.pdf') {
  const response = await fetch(`${api.url}/uploads`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ finalidade, nome, tamanho: pdf.length, tipo: '' }),
  });
  return {
    status: response.status,
    body: (await response.json().catch(() => null)) as Record<string, unknown> | null,
    retryAfter: response.headers.get('retry-after'),
  };
}

/** One run of the upload sweep, as the Functions host runs the registered timer. */
async function varrer() {
  const timer = timers.find(({ name }) => name === 'uploads-varredura');
  expect(timer, 'the uploads-varredura timer').toBeDefined();
  const context = new InvocationContext({ invocationId: randomUUID(), functionName: 'uploads-varredura' });
  await (await timer?.handler())?.(api.deps.platform)(
    { isPastDue: false, schedule: { adjustForDST: false }, scheduleStatus: { last: '', next: '', lastUpdated: '' } },
    context,
  );
}

/** The user's uploads still there to claim (a used-up one is an empty marker: uploadService.ts `consumir`). */
const nomesEnviados = async (userId: string) =>
  (await api.deps.blobs.list('uploads', `${userId}/`))
    .filter(({ size }) => size > 0)
    .map(({ name }) => name.split('/').pop());

describe('upload quota', () => {
  it('70 upload URL requests: the later ones get 429 with the pt-BR text and Retry-After; other purposes and later hours go on', async () => {
    const { headers } = await signedIn(api);
    const respostas = [];
    for (let pedido = 0; pedido < 70; pedido++) respostas.push(await pedirUrl(headers));
    expect(respostas.slice(0, 60).map(({ status }) => status)).toEqual(Array(60).fill(201));
    expect(respostas.slice(60).map(({ status }) => status)).toEqual(Array(10).fill(429));
    const recusa = respostas[60];
    expect(recusa?.body?.message).toMatch(
      /^Muitos arquivos enviados em pouco tempo\. Tente novamente em \d+ minutos?\.$/,
    );
    const espera = Number(recusa?.retryAfter);
    expect(espera).toBeGreaterThan(0);
    expect(espera).toBeLessThanOrEqual(3600);

    // Another purpose has its own count; the same one issues again once the window has moved on.
    expect((await pedirUrl(headers, 'logo-pedido', 'marca.png')).status).toBe(201);
    clock.advance(espera * 1000);
    expect((await pedirUrl(headers)).status).toBe(201);
  });

  it('a parallel burst of 70 requests gets at most 60 URLs, and never a 500', async () => {
    const { headers } = await signedIn(api);
    const statuses = (await Promise.all(Array.from({ length: 70 }, () => pedirUrl(headers)))).map(
      ({ status }) => status,
    );
    expect(statuses.filter((status) => status === 201).length).toBeLessThanOrEqual(60);
    expect(statuses.every((status) => status === 201 || status === 429)).toBe(true);
  });

  it('a file far larger than declared, sent with the upload URL, is removed by the sweep within minutes, unclaimed', async () => {
    const { user, headers } = await signedIn(api);
    const grande = new Uint8Array(5 * 1024 * 1024);
    grande.set(pdf);
    const mentira = await upload(api, headers, 'anexo-chamado', 'grande.pdf', grande, { tamanho: 1000 });
    expect(mentira.status).toBe(201);
    await upload(api, headers, 'anexo-chamado', 'honesto.pdf', pdf);
    expect((await nomesEnviados(user.id)).sort()).toEqual(['grande.pdf', 'honesto.pdf']);

    clock.advance(3 * 60_000);
    await varrer();
    expect(await nomesEnviados(user.id)).toEqual(['honesto.pdf']);
  });

  it('refuses to claim an upload larger than it was declared, and removes it', async () => {
    const { user, headers } = await signedIn(api);
    const maior = new Uint8Array(4096);
    maior.set(pdf);
    const enviado = await upload(api, headers, 'anexo-chamado', 'maior.pdf', maior, { tamanho: pdf.length });
    const uploadId = 'uploadId' in enviado ? String(enviado.uploadId) : '';
    await expect(api.deps.uploads.claim(user.id, 'anexo-chamado', [uploadId])).rejects.toMatchObject({
      kind: 'invalid',
      message: 'O arquivo "maior.pdf" é maior do que o informado ao enviá-lo. Envie o arquivo novamente.',
    });
    expect(await nomesEnviados(user.id)).toEqual([]);
  });
  it("files sent inside a ticket's form count against the same quota as upload URLs, per user and purpose", async () => {
    const { user, headers } = await signedIn(api);
    const abrir = (arquivos: number) =>
      fetch(`${api.url}/support/contact`, {
        method: 'POST',
        headers: { ...headers, 'X-User-Email': user.email, 'idempotency-key': randomUUID() },
        body: corpoChamado(notasEmitida, {
          anexos: Array.from({ length: arquivos }, (_, ordem) => ({ nome: `nota-${ordem}.pdf`, bytes: pdf })),
        }),
      });
    // Three tickets of ten files and twenty-five upload URLs: the hour's 55 (within five tickets an hour).
    for (let chamado = 0; chamado < 3; chamado++) expect((await abrir(10)).status).toBe(201);
    for (let url = 0; url < 25; url++) expect((await pedirUrl(headers)).status).toBe(201);

    // Ten more files in one form would make 65: refused whole, with when to try again, and nothing filed.
    const recusa = await abrir(10);
    expect(recusa.status).toBe(429);
    const espera = Number(recusa.headers.get('retry-after'));
    expect(espera).toBeGreaterThan(0);
    expect(await recusa.json()).toEqual({ message: mensagensLimites.enviosDemais(espera) });
    const meus = await fetch(`${api.url}/support/meus-chamados`, { headers });
    expect(((await meus.json()) as { chamados: unknown[] }).chamados).toHaveLength(3);
    // Five fit; then neither a form's file nor an upload URL does.
    expect((await abrir(5)).status).toBe(201);
    expect((await abrir(1)).status).toBe(429);
    expect((await pedirUrl(headers)).status).toBe(429);
    // A ticket without files is not an upload.
    expect((await abrir(0)).status).toBe(201);
  });

  it("an order's extra-logo images sent as file parts count against the logo quota", async () => {
    const shop = await comprarEm(api);
    const { headers } = await shop.shopperWithCart();
    for (let url = 0; url < 60; url++) expect((await pedirUrl(headers, 'logo-pedido', 'marca.png')).status).toBe(201);
    const logo = { ...baseForm(), logo_extra: { produtos: 'Camisetas', entende_alteracao_valor: true } };
    const recusa = await shop.placeOrder(headers, multipart(logo, [{ name: 'logo.png', content: await logoPng() }]));
    expect(recusa.status).toBe(429);
    expect(recusa.body.message).toMatch(
      /^Muitos arquivos enviados em pouco tempo\. Tente novamente em \d+ minutos?\.$/,
    );
    // The cart is still there: an order without images goes through.
    expect((await shop.placeOrder(headers, multipart(baseForm()))).status).toBe(201);
  });

  it('an upload is one file, used once: its URL cannot bring it back, and one id named twice is refused', async () => {
    const { user, headers } = await signedIn(api);
    const enviado = await upload(api, headers, 'anexo-chamado', 'nota.pdf', pdf);
    if (!('uploadId' in enviado)) throw new Error(`upload refused: ${enviado.status}`);
    const abrir = (uploadIds: string[]) =>
      fetch(`${api.url}/support/contact`, {
        method: 'POST',
        headers: { ...headers, 'X-User-Email': user.email, 'idempotency-key': randomUUID() },
        body: corpoChamado(notasEmitida, { uploadIds }),
      });
    // The same id ten times in one ticket (the attack: ten attachments from one upload).
    const repetido = await abrir(Array(10).fill(enviado.uploadId));
    expect(repetido.status).toBe(400);
    expect(await repetido.json()).toEqual({ message: mensagensUpload.repetido });
    expect((await abrir([enviado.uploadId])).status).toBe(201);
    // Used: its create-only URL cannot write it again within its 15 minutes, nor can another ticket claim it.
    const denovo = await fetch(enviado.url, {
      method: 'PUT',
      headers: { 'x-ms-blob-type': 'BlockBlob' },
      body: new Uint8Array(pdf),
    });
    expect(denovo.status).toBeGreaterThanOrEqual(400);
    expect((await abrir([enviado.uploadId])).status).toBe(400);
    expect(await nomesEnviados(user.id)).toEqual([]);
    // The marker goes once the URL has expired.
    clock.advance(16 * 60_000);
    await varrer();
    expect(await api.deps.blobs.list('uploads', `${user.id}/`)).toEqual([]);
  });

  it('an order or a reply naming one upload twice is refused with the reason', async () => {
    const shop = await comprarEm(api);
    const { headers } = await shop.shopperWithCart();
    const enviado = await upload(api, headers, 'logo-pedido', 'marca.png', await logoPng(), { tipo: 'image/png' });
    if (!('uploadId' in enviado)) throw new Error(`upload refused: ${enviado.status}`);
    const logo = { ...baseForm(), logo_extra: { produtos: 'Camisetas', entende_alteracao_valor: true } };
    const pedido = await shop.placeOrder(
      headers,
      multipart(
        logo,
        [],
        [
          ['logo_extra_upload_id', enviado.uploadId],
          ['logo_extra_upload_id', enviado.uploadId],
        ],
      ),
    );
    expect(pedido).toEqual({ status: 400, body: { message: mensagensUpload.repetido } });
  });
});
