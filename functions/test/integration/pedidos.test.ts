import { randomUUID } from 'node:crypto';
import { mensagens, mensagensPedidos, pedidoCriadoResponseSchema } from '@portal/shared';
import { afterAll, beforeAll, describe, expect, inject, it, onTestFinished, vi } from 'vitest';
import { manualClock, startApiWithEmailDown, startInProcessApi } from './inProcessApi.ts';
import { pedidosGuardados } from './pedidosGuardados.ts';
import { baseForm, camposPedido, comprarEm, logoPng, multipart, upload, uploadsAbertos } from './requisicoesPedido.ts';
import { call, emailsTo, signedIn } from './usuariosDeTeste.ts';

const settings = inject('settings');
const emailUrl = inject('emailUrl');
const clock = manualClock();
let api: Awaited<ReturnType<typeof startInProcessApi>>;
let shop: Awaited<ReturnType<typeof comprarEm>>;
let png: Buffer;

beforeAll(async () => {
  api = await startInProcessApi(settings, clock);
  shop = await comprarEm(api);
  png = await logoPng();
});
afterAll(() => api.close());

const ordersOf = (userId: string) => pedidosGuardados(api.deps.cosmos.containers.pedidos, [userId]);

const blobNames = async (container: 'pedidos' | 'uploads', prefix = '') =>
  container === 'uploads'
    ? uploadsAbertos(api.deps.blobs, prefix)
    : (await api.deps.blobs.list(container, prefix)).map((blob) => blob.name);

describe('POST /api/pedidos', () => {
  it('places the cart as an order priced from the catalogue, empties the cart and e-mails one confirmation', async () => {
    const { user, headers } = await shop.shopperWithCart();
    // Prices and totals sent by a client are not part of the contract and are ignored.
    const form = multipart({ ...baseForm(), total: '0.01', itens: [{ produto_id: 'x', preco_unitario: 0.01 }] });
    const { status, body } = await shop.placeOrder(headers, form);
    expect(status).toBe(201);
    const { pedido, message } = pedidoCriadoResponseSchema.parse(body);
    expect(message).toBe(`Pedido #${pedido.id} finalizado com sucesso! Um email foi enviado com os detalhes.`);
    expect(pedido.status).toBe('Pendente de Aprovação');
    expect(pedido.total).toBeCloseTo(2 * 89.9 + 39.9, 2);
    expect(pedido.itens).toEqual([
      expect.objectContaining({ nome: 'Camiseta Polo Bordada', tamanho: 'G', quantidade: 2, preco_unitario: 89.9 }),
      expect.objectContaining({
        nome: 'Caneca de Cerâmica 350 ml',
        tamanho: null,
        quantidade: 1,
        preco_unitario: 39.9,
      }),
    ]);
    expect(pedido.dados_faturamento).toMatchObject({ cidade: 'Campinas', cep: '13010-100' });
    expect(pedido.user).toEqual({ username: user.username, email: user.email });

    expect((await call(`${api.url}/carrinho`, 'GET', headers)).body).toMatchObject({ itens: [], quantidade_total: 0 });

    const [doc] = await ordersOf(user.id);
    expect(doc.historico_status).toEqual([
      { status: 'Pendente de Aprovação', por: user.username, motivo: null, em: expect.any(String) },
    ]);

    const emails = await emailsTo(emailUrl, user.email);
    expect(emails).toHaveLength(1);
    expect(emails[0]?.subject).toContain(`#${pedido.id}`);
    expect(emails[0]?.text).toContain('2× Camiseta Polo Bordada (tamanho G)');
    expect(emails[0]?.text).toContain('1× Caneca de Cerâmica 350 ml');
    expect(emails[0]?.text).toContain('Total: R$ 219,70');
    expect(emails[0]?.text).toContain('Rua das Flores, 100 - Sala 2');

    const logs = await api.deps.cosmos.containers.logs.items
      .query({ query: 'SELECT * FROM c WHERE c.usuarioId = @u', parameters: [{ name: '@u', value: user.id }] })
      .fetchAll();
    expect(logs.resources.map((log) => [log.tipo, log.acao])).toContainEqual(['Pedido', 'Pedido criado']);
  });

  it('the same idempotency key — sequential or concurrent — gives one order and one e-mail', async () => {
    const { user, headers } = await shop.shopperWithCart();
    const key = randomUUID();
    const [first, second] = await Promise.all([
      shop.placeOrder(headers, multipart(baseForm()), key),
      shop.placeOrder(headers, multipart(baseForm()), key),
    ]);
    const third = await shop.placeOrder(headers, multipart(baseForm()), key);
    const ids = [first, second, third].map((result) => pedidoCriadoResponseSchema.parse(result.body).pedido.id);
    expect(new Set(ids).size).toBe(1);
    expect([first.status, second.status].sort()).toEqual([200, 201]);
    expect(third.status).toBe(200);
    expect(await ordersOf(user.id)).toHaveLength(1);
    expect(await emailsTo(emailUrl, user.email)).toHaveLength(1);
  });

  it('one cart is one order: of 6 parallel checkouts with different keys one wins, the others get a pt-BR 409', async () => {
    const { user, headers } = await shop.shopperWithCart();
    const results = await Promise.all(
      Array.from({ length: 6 }, () => shop.placeOrder(headers, multipart(baseForm()), randomUUID())),
    );
    const statuses = results.map((result) => result.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409]);
    const vencedor = pedidoCriadoResponseSchema.parse(results.find((result) => result.status === 201)?.body).pedido;
    for (const perdedor of results.filter((result) => result.status === 409)) {
      expect(perdedor.body).toEqual({ message: mensagensPedidos.carrinhoJaFinalizado(vencedor.id) });
    }
    expect((await ordersOf(user.id)).map((pedido) => pedido.numero)).toEqual([vencedor.id]);
    expect(await emailsTo(emailUrl, user.email)).toHaveLength(1);
    expect((await call(`${api.url}/carrinho`, 'GET', headers)).body).toMatchObject({ itens: [], quantidade_total: 0 });
    // A later checkout of the empty cart is told the same; a cart filled again orders again.
    expect(await shop.placeOrder(headers, multipart(baseForm()))).toEqual(results.find((r) => r.status === 409));
    await call(`${api.url}/carrinho`, 'POST', headers, { produto_id: shop.byName('Boné Trucker').id, quantidade: 1 });
    expect((await shop.placeOrder(headers, multipart(baseForm()))).status).toBe(201);
  });

  it('the key is bound to the cart it consumed: sent again with a new cart it is refused (422), the cart left alone', async () => {
    const { headers } = await shop.shopperWithCart();
    const key = randomUUID();
    expect((await shop.placeOrder(headers, multipart(baseForm()), key)).status).toBe(201);
    // The consumed cart unchanged: a replay.
    expect((await shop.placeOrder(headers, multipart(baseForm()), key)).status).toBe(200);
    await call(`${api.url}/carrinho`, 'POST', headers, { produto_id: shop.byName('Boné Trucker').id, quantidade: 2 });
    expect(await shop.placeOrder(headers, multipart(baseForm()), key)).toEqual({
      status: 422,
      body: { message: mensagens.chaveComOutroConteudo },
    });
    expect((await call(`${api.url}/carrinho`, 'GET', headers)).body).toMatchObject({ quantidade_total: 2 });
  });

  it('numbers orders placed at the same moment by different users without a failure', async () => {
    const shoppers = await Promise.all(Array.from({ length: 8 }, () => shop.shopperWithCart()));
    const results = await Promise.all(shoppers.map(({ headers }) => shop.placeOrder(headers, multipart(baseForm()))));
    expect(results.map((result) => result.status)).toEqual(Array(8).fill(201));
    const numbers = results.map((result) => pedidoCriadoResponseSchema.parse(result.body).pedido.id);
    expect(new Set(numbers).size).toBe(8);
  });

  it('answers a JSON body that is not an object with a 400', async () => {
    const { headers } = await shop.shopperWithCart();
    for (const body of ['null', '[]', '"texto"']) {
      const response = await fetch(`${api.url}/pedidos`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body,
      });
      expect(response.status, body).toBe(400);
    }
  });

  it('refuses an empty cart', async () => {
    const { headers } = await signedIn(api);
    expect(await shop.placeOrder(headers, multipart(baseForm()))).toEqual({
      status: 400,
      body: { message: 'Seu carrinho está vazio!' },
    });
  });

  it('validates every field on the server, changing nothing', async () => {
    const { user, headers } = await shop.shopperWithCart();
    const invalid = { ...baseForm(), dados_pessoais: { ...camposPedido.dados_pessoais, cnpj: '123' } };
    expect(await shop.placeOrder(headers, multipart(invalid))).toEqual({
      status: 400,
      body: { message: 'CNPJ é obrigatório e deve estar no formato 00.000.000/0000-00' },
    });
    const differentBilling = { ...baseForm(), endereco_entrega_igual_faturamento: 'false' };
    expect((await shop.placeOrder(headers, multipart(differentBilling))).status).toBe(400);
    const logoWithoutImage = { ...baseForm(), logo_extra: { produtos: 'Camisetas', entende_alteracao_valor: true } };
    expect(await shop.placeOrder(headers, multipart(logoWithoutImage))).toEqual({
      status: 400,
      body: { message: 'Pelo menos uma imagem é obrigatória' },
    });
    expect(await ordersOf(user.id)).toHaveLength(0);
    expect((await call(`${api.url}/carrinho`, 'GET', headers)).body).toMatchObject({ quantidade_total: 3 });
  });

  it('attaches extra-logo images sent as file parts, checked by their first bytes', async () => {
    const { headers } = await shop.shopperWithCart();
    const logo = { ...baseForm(), logo_extra: { produtos: 'Camisetas e canecas', entende_alteracao_valor: true } };
    const fake = await shop.placeOrder(
      headers,
      multipart(logo, [{ name: 'logo.png', content: Buffer.from('not an image') }]),
    );
    expect(fake).toEqual({ status: 400, body: { message: 'O arquivo logo.png não é uma imagem válida.' } });

    const { status, body } = await shop.placeOrder(headers, multipart(logo, [{ name: 'logo.png', content: png }]));
    expect(status).toBe(201);
    const { pedido } = pedidoCriadoResponseSchema.parse(body);
    expect(pedido.logo_extra?.imagens).toEqual([{ nome: 'logo.png', url: `/api/pedidos/${pedido.id}/logo/0` }]);
    expect(await blobNames('pedidos', `${pedido.id}/`)).toEqual([`${pedido.id}/logo-1.png`]);

    // Downloads go through the API: the owner and admins may read it, other users may not.
    const imageUrl = `${api.url.replace(/\/api$/, '')}${pedido.logo_extra?.imagens[0]?.url}`;
    const own = await fetch(imageUrl, { headers });
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await own.arrayBuffer()).equals(png)).toBe(true);
    const admin = await signedIn(api, 'admin');
    expect((await fetch(imageUrl, { headers: admin.headers })).status).toBe(200);
    const other = await signedIn(api);
    expect((await fetch(imageUrl, { headers: other.headers })).status).toBe(404);
    expect((await fetch(imageUrl)).status).toBe(401);
  });

  it('serves extra-logo images as downloads in a sandbox, under their UTF-8 names', async () => {
    const { headers } = await shop.shopperWithCart();
    const logo = { ...baseForm(), logo_extra: { produtos: 'Camisetas', entende_alteracao_valor: true } };
    const { status, body } = await shop.placeOrder(headers, multipart(logo, [{ name: 'logo-ação.png', content: png }]));
    expect(status).toBe(201);
    const { pedido } = pedidoCriadoResponseSchema.parse(body);
    expect(pedido.logo_extra?.imagens.map(({ nome }) => nome)).toEqual(['logo-ação.png']);
    const imagem = await fetch(`${api.url.replace(/\/api$/, '')}${pedido.logo_extra?.imagens[0]?.url}`, { headers });
    expect(imagem.status).toBe(200);
    expect(imagem.headers.get('content-disposition')).toMatch(
      new RegExp(`^attachment; filename="[^"]*"; filename\\*=UTF-8''${encodeURIComponent('logo-ação.png')}$`),
    );
    expect(imagem.headers.get('content-security-policy')).toBe('sandbox');
  });

  it('an 11 MB logo image is refused with the spec message: no order, no blob left behind', async () => {
    const { user, headers } = await shop.shopperWithCart();
    // Other files place orders with logos in the same storage at the same time (decision 84): the check is on this
    // API's own blob store, through a spy that records and calls through.
    const gravacoes = vi.spyOn(api.deps.blobs, 'put');
    onTestFinished(() => gravacoes.mockRestore());
    const logo = { ...baseForm(), logo_extra: { produtos: 'Camisetas', entende_alteracao_valor: true } };
    const big = Buffer.concat([png, Buffer.alloc(11 * 1024 * 1024)]);
    expect(await shop.placeOrder(headers, multipart(logo, [{ name: 'logo-grande.png', content: big }]))).toEqual({
      status: 400,
      body: { message: 'A imagem logo-grande.png é muito grande. Tamanho máximo permitido: 10MB' },
    });
    expect(await ordersOf(user.id)).toHaveLength(0);
    expect(gravacoes).not.toHaveBeenCalled();

    // The same through a direct upload that declares a small size: the blob is checked and removed.
    const sent = await upload(api, headers, 'logo-pedido', 'logo-grande.png', big, {
      tipo: 'image/png',
      tamanho: 1000,
    });
    if (!('uploadId' in sent)) throw new Error(`upload refused: ${sent.status}`);
    const viaUpload = await shop.placeOrder(headers, multipart(logo, [], [['logo_extra_upload_id', sent.uploadId]]));
    expect(viaUpload).toEqual({
      status: 400,
      body: { message: 'A imagem logo-grande.png é muito grande. Tamanho máximo permitido: 10MB' },
    });
    expect(await blobNames('uploads', `${user.id}/`)).toEqual([]);
    expect(await ordersOf(user.id)).toHaveLength(0);
  });

  it('attaches images uploaded through create-only upload URLs, only the owner’s', async () => {
    const { user, headers } = await shop.shopperWithCart();
    // The upload itself checks that the URL took the bytes (201).
    const sent = await upload(api, headers, 'logo-pedido', 'marca.png', png, { tipo: 'image/png' });
    if (!('uploadId' in sent)) throw new Error(`upload refused: ${sent.status}`);
    // Named by the server: owner, purpose, upload, the bytes declared (the sweep and the claim hold it to them).
    expect(sent.url).toContain(`/uploads/${user.id}/logo-pedido/${sent.uploadId}/${png.length}/marca.png?`);
    // Create-only: the same URL cannot overwrite the blob.
    const overwrite = await fetch(sent.url, {
      method: 'PUT',
      headers: { 'x-ms-blob-type': 'BlockBlob' },
      body: new Uint8Array(png),
    });
    expect(overwrite.status).toBeGreaterThanOrEqual(400);

    const { headers: intruderHeaders } = await signedIn(api);
    await call(`${api.url}/carrinho`, 'POST', intruderHeaders, {
      produto_id: shop.byName('Boné Trucker').id,
      quantidade: 1,
    });
    const logo = { ...baseForm(), logo_extra: { produtos: 'Bonés', entende_alteracao_valor: true } };
    const stolen = await shop.placeOrder(
      intruderHeaders,
      multipart(logo, [], [['logo_extra_upload_id', sent.uploadId]]),
    );
    expect(stolen.status).toBe(400);

    const { status, body } = await shop.placeOrder(
      headers,
      multipart(logo, [], [['logo_extra_upload_id', sent.uploadId]]),
    );
    expect(status).toBe(201);
    const { pedido } = pedidoCriadoResponseSchema.parse(body);
    expect(pedido.logo_extra?.imagens.map((imagem) => imagem.nome)).toEqual(['marca.png']);
    expect(await blobNames('uploads', `${user.id}/`)).toEqual([]);
  });

  it('refuses an upload request over 10 MB or not an image', async () => {
    const { headers } = await shop.shopperWithCart();
    expect(
      await call(`${api.url}/uploads`, 'POST', headers, {
        finalidade: 'logo-pedido',
        nome: 'a.png',
        tamanho: 10 * 1024 * 1024 + 1,
        tipo: 'image/png',
      }),
    ).toEqual({
      status: 400,
      body: { message: 'A imagem a.png é muito grande. Tamanho máximo permitido: 10MB' },
    });
    expect(
      (
        await call(`${api.url}/uploads`, 'POST', headers, {
          finalidade: 'logo-pedido',
          nome: 'a.pdf',
          tamanho: 10,
          tipo: 'application/pdf',
        })
      ).status,
    ).toBe(400);
  });
});

describe('e-mail outage', () => {
  it('still places the order (201); the sweep delivers the e-mail once the service is back', async () => {
    const down = await startApiWithEmailDown(settings, clock, { isolated: true });
    try {
      const downShop = await comprarEm(down);
      const { user, headers } = await signedIn(down);
      await call(`${down.url}/carrinho`, 'POST', headers, {
        produto_id: downShop.byName('Caderno Executivo A5').id,
        quantidade: 1,
      });
      const placed = await downShop.placeOrder(headers, multipart(baseForm()));
      expect(placed.status).toBe(201);
      const { pedido } = pedidoCriadoResponseSchema.parse(placed.body);

      const { sinkUrl, close } = await down.emailVolta();
      try {
        expect(await down.deps.outbox.sweep()).toBe(0); // not due yet: retries back off
        clock.advance(61_000);
        expect(await down.deps.outbox.sweep()).toBeGreaterThanOrEqual(1);
        expect(await down.deps.outbox.sweep()).toBe(0);
        const emails = await emailsTo(sinkUrl, user.email);
        expect(emails.map((email) => email.subject)).toEqual([`Pedido #${pedido.id} recebido — Portal do Franqueado`]);
      } finally {
        await close();
      }
    } finally {
      await down.close();
    }
  });
});
