import {
  fimExportacaoSchema,
  listaPedidosResponseSchema,
  type Pedido,
  pedidoCriadoResponseSchema,
  pedidoExportacaoSchema,
  pedidoResponseSchema,
  pedirNovamenteResponseSchema,
  statusAtualizadoResponseSchema,
  statusEmLoteResponseSchema,
} from '@portal/shared';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import * as z from 'zod/mini';
import { comProdutoGravado } from '../../../scripts/test/support/produtosGravados.ts';
import { manualClock, startApiWithEmailDown, startInProcessApi } from './inProcessApi.ts';
import { baseForm, comprarEm, multipart } from './requisicoesPedido.ts';
import { call, emailsTo, signedIn } from './usuariosDeTeste.ts';

const emailUrl = inject('emailUrl');
// 20:00 on 9 March in São Paulo: the orders of the date test fall within one session's 8 hours.
const base = new Date('2026-03-09T23:00:00.000Z');
const clock = manualClock(base);
let api: Awaited<ReturnType<typeof startInProcessApi>>;
let shop: Awaited<ReturnType<typeof comprarEm>>;
let admin: Record<string, string>;

beforeAll(async () => {
  api = await startInProcessApi(inject('settings'), clock);
  shop = await comprarEm(api);
  admin = (await signedIn(api, 'admin')).headers;
});
afterAll(() => api.close());

/** A franchisee with one order placed now (the test's clock). */
async function orderOf(shopper?: Awaited<ReturnType<typeof shop.shopperWithCart>>) {
  const buyer = shopper ?? (await shop.shopperWithCart());
  if (shopper) {
    await call(`${api.url}/carrinho`, 'POST', buyer.headers, {
      produto_id: shop.byName('Boné Trucker').id,
      quantidade: 1,
    });
  }
  const placed = await shop.placeOrder(buyer.headers, multipart(baseForm()));
  expect(placed.status).toBe(201);
  return { ...buyer, pedido: pedidoCriadoResponseSchema.parse(placed.body).pedido };
}

const changeStatus = (pedido: Pick<Pedido, 'id'>, body: unknown, versao?: string) =>
  call(
    `${api.url}/admin/pedidos/${pedido.id}/status`,
    'PUT',
    { ...admin, ...(versao ? { 'if-match': versao } : {}) },
    body,
  );

describe('reading orders', () => {
  it('the owner and admins read an order; another user gets 404; admin routes are 401/403 for others', async () => {
    const { headers, pedido } = await orderOf();
    const own = await call(`${api.url}/pedidos/${pedido.id}`, 'GET', headers);
    expect(pedidoResponseSchema.parse(own.body).pedido).toMatchObject({ id: pedido.id, historico: [{ motivo: null }] });
    expect((await call(`${api.url}/pedidos/${pedido.id}`, 'GET', admin)).status).toBe(200);

    const { headers: strangerHeaders } = await signedIn(api);
    expect(await call(`${api.url}/pedidos/${pedido.id}`, 'GET', strangerHeaders)).toEqual({
      status: 404,
      body: { message: 'Pedido não encontrado.' },
    });
    expect((await call(`${api.url}/pedidos/${pedido.id}/logo/0`, 'GET', strangerHeaders)).status).toBe(404);

    for (const [method, path] of [
      ['GET', '/admin/pedidos'],
      ['GET', '/admin/exportacao-pedidos'],
      ['GET', `/admin/pedidos/${pedido.id}`],
      ['PUT', `/admin/pedidos/${pedido.id}/status`],
      ['POST', '/admin/pedidos/status-em-lote'],
    ] as const) {
      const body = method === 'GET' ? undefined : { status: 'Aprovado', ids: [pedido.id] };
      expect((await call(`${api.url}${path}`, method, {}, body)).status, `${method} ${path} anonymous`).toBe(401);
      expect((await call(`${api.url}${path}`, method, strangerHeaders, body)).status, `${method} ${path}`).toBe(403);
    }
    expect((await call(`${api.url}/pedidos/${pedido.id}`, 'GET', admin)).status).toBe(200);
  });

  it('lists only the user’s own orders in meus-pedidos, each with items, and counts them', async () => {
    const first = await orderOf();
    await orderOf(first);
    const mine = listaPedidosResponseSchema.parse(
      (await call(`${api.url}/pedidos/meus-pedidos`, 'GET', first.headers)).body,
    );
    expect(mine.pedidos).toHaveLength(2);
    expect(
      mine.pedidos.every((pedido) => pedido.user.username === first.user.username && pedido.itens.length > 0),
    ).toBe(true);
    expect(mine).toMatchObject({ total_filtrado: 2, resumo: { total: 2, pendentes: 2 }, continuacao: null });
  });

  it('filters by whole São Paulo days around midnight, by number, client and status, and pages with a token', async () => {
    const buyer = await shop.shopperWithCart();
    // 23:59:59.999 on 9 March in São Paulo (UTC−3), then 00:00 on 10 March.
    clock.set(new Date('2026-03-10T02:59:59.999Z'));
    const late = (await orderOf(buyer)).pedido;
    clock.set(new Date('2026-03-10T03:00:00.000Z'));
    const early = (await orderOf(buyer)).pedido;
    clock.set(new Date('2026-03-10T06:00:00.000Z'));
    const later = (await orderOf(buyer)).pedido;
    clock.set(base);

    const list = async (query: string) => {
      const answer = await call(
        `${api.url}/admin/pedidos?cliente=${buyer.user.username.toUpperCase()}&${query}`,
        'GET',
        admin,
      );
      expect(answer.status, query).toBe(200);
      return listaPedidosResponseSchema.parse(answer.body);
    };
    expect((await list('de=2026-03-09&ate=2026-03-09')).pedidos.map((pedido) => pedido.id)).toEqual([late.id]);
    expect((await list('de=2026-03-10&ate=2026-03-10')).pedidos.map((pedido) => pedido.id)).toEqual([
      later.id,
      early.id,
    ]);
    expect((await list('de=2026-03-10')).total_filtrado).toBe(2);
    expect((await list(`id=${early.id}`)).pedidos.map((pedido) => pedido.id)).toEqual([early.id]);
    expect((await list('status=Aprovado')).pedidos).toEqual([]);

    await changeStatus(later, { status: 'Em Preparação' });
    const emTransporte = await list('status=Em%20Transporte');
    expect(emTransporte.pedidos.map((pedido) => pedido.id)).toEqual([later.id]);

    const pages: number[][] = [];
    let continuacao: string | null = null;
    do {
      const page = await list(`limite=2${continuacao ? `&continuacao=${encodeURIComponent(continuacao)}` : ''}`);
      pages.push(page.pedidos.map((pedido) => pedido.id));
      if (continuacao) expect(page.resumo).toBeUndefined();
      continuacao = page.continuacao;
    } while (continuacao);
    expect(pages.flat()).toEqual([later.id, early.id, late.id]);

    expect(await call(`${api.url}/admin/pedidos?de=2026-03-10&ate=2026-03-09`, 'GET', admin)).toMatchObject({
      status: 400,
      body: { message: 'A data inicial deve ser anterior ou igual à data final.' },
    });
    expect((await call(`${api.url}/admin/pedidos?de=ontem`, 'GET', admin)).status).toBe(400);
    expect((await call(`${api.url}/admin/pedidos?continuacao=lixo`, 'GET', admin)).status).toBe(400);
  });

  it('exports every filtered order as JSON lines, newest first as the list, ending with the count; bad filters are 400', async () => {
    const buyer = await shop.shopperWithCart();
    // A minute apart, so "newest first" has one answer.
    const aos = async (minutos: number) => {
      clock.set(new Date(base.getTime() + minutos * 60_000));
      return (await orderOf(buyer)).pedido;
    };
    const primeiro = await aos(1);
    const segundo = await aos(2);
    const terceiro = await aos(3);
    clock.set(base);
    await changeStatus(segundo, { status: 'Aprovado' });
    const exportar = async (query: string) => {
      const resposta = await fetch(`${api.url}/admin/exportacao-pedidos?${query}`, { headers: admin });
      return { status: resposta.status, tipo: resposta.headers.get('content-type'), texto: await resposta.text() };
    };

    const todas = await exportar(`cliente=${buyer.user.username}`);
    expect(todas.status).toBe(200);
    expect(todas.tipo).toBe('application/x-ndjson; charset=utf-8');
    expect(todas.texto.endsWith('\n')).toBe(true);
    const linhas = todas.texto
      .trimEnd()
      .split('\n')
      .map((linha) => JSON.parse(linha) as unknown);
    const fim = fimExportacaoSchema.parse(linhas.at(-1));
    const exportados = linhas.slice(0, -1);
    expect(fim).toEqual({ fim: true, quantidade: 3 });
    const lista = listaPedidosResponseSchema.parse(
      (await call(`${api.url}/admin/pedidos?cliente=${buyer.user.username}`, 'GET', admin)).body,
    );
    // The same orders as the list shows, in its order, with what the workbook writes and nothing else: no version,
    // timeline, product ids, pictures or budget excess (issue 36: the admin reads it on the order).
    expect(exportados).toEqual(
      lista.pedidos.map(({ versao: _, historico: __, acima_da_verba: ____, logo_extra, itens, ...pedido }) => ({
        ...pedido,
        logo_extra: logo_extra && { produtos: logo_extra.produtos },
        itens: itens.map(({ produto_id: ___, ...item }) => item),
      })),
    );
    expect(
      z
        .array(pedidoExportacaoSchema)
        .parse(exportados)
        .map((pedido) => pedido.id),
    ).toEqual([terceiro.id, segundo.id, primeiro.id]);

    const aprovados = await exportar(`cliente=${buyer.user.username}&status=Aprovado`);
    expect(
      aprovados.texto
        .trimEnd()
        .split('\n')
        .map((linha) => JSON.parse(linha) as unknown),
    ).toEqual([expect.objectContaining({ id: segundo.id, status: 'Aprovado' }), { fim: true, quantidade: 1 }]);
    expect(await exportar(`cliente=${buyer.user.username}&status=Cancelado`)).toMatchObject({
      status: 200,
      texto: '{"fim":true,"quantidade":0}\n',
    });

    for (const [query, message] of [
      ['de=2026-03-10&ate=2026-03-09', 'A data inicial deve ser anterior ou igual à data final.'],
      ['de=2026-02-30', 'Data inválida. Use o formato AAAA-MM-DD.'],
      ['status=Perdido', 'Status do filtro inválido.'],
    ] as const) {
      const recusada = await exportar(query);
      expect({ status: recusada.status, corpo: JSON.parse(recusada.texto) }, query).toEqual({
        status: 400,
        corpo: { message },
      });
    }
  });
});

describe('status changes', () => {
  it('records each change in the timeline, the log and one e-mail; delivered is final (409)', async () => {
    const { user, pedido } = await orderOf();
    const approved = await changeStatus(pedido, { status: 'Aprovado' });
    expect(approved.status).toBe(200);
    const body = statusAtualizadoResponseSchema.parse(approved.body);
    expect(body.message).toBe('Status do pedido atualizado com sucesso!');
    expect(body.pedido.historico.map((evento) => evento.status)).toEqual(['Pendente de Aprovação', 'Aprovado']);

    expect((await changeStatus(pedido, { status: 'Aprovado' })).status).toBe(200); // no change, no e-mail
    expect((await changeStatus(pedido, { status: 'Entregue' })).status).toBe(200);
    expect(await changeStatus(pedido, { status: 'Cancelado', motivo_cancelamento: 'Tarde demais' })).toEqual({
      status: 409,
      body: { message: 'Este pedido já foi entregue e não pode mais ser alterado.' },
    });

    const subjects = (await emailsTo(emailUrl, user.email)).map((email) => email.subject);
    expect(subjects.filter((subject) => subject.startsWith(`Pedido #${pedido.id}:`))).toEqual([
      `Pedido #${pedido.id}: Entregue — Portal do Franqueado`,
      `Pedido #${pedido.id}: Aprovado — Portal do Franqueado`,
    ]);
    const logs = await api.deps.cosmos.containers.logs.items
      .query({
        query: 'SELECT * FROM c WHERE CONTAINS(c.detalhes, @n)',
        parameters: [{ name: '@n', value: `Pedido #${pedido.id}:` }],
      })
      .fetchAll();
    expect(logs.resources.map((log) => log.acao).sort()).toEqual(['Pedido finalizado', 'Status do pedido alterado']);
  });

  it('cancelling needs a reason (400); the reason reaches the timeline and the e-mail', async () => {
    const { user, pedido } = await orderOf();
    for (const motivo of [undefined, '', '   ']) {
      expect(await changeStatus(pedido, { status: 'Cancelado', motivo_cancelamento: motivo })).toEqual({
        status: 400,
        body: { message: 'Por favor, informe o motivo do cancelamento.' },
      });
    }
    expect((await changeStatus(pedido, { status: 'Enviado' })).status).toBe(400);
    const cancelled = statusAtualizadoResponseSchema.parse(
      (await changeStatus(pedido, { status: 'Cancelado', motivo_cancelamento: ' Sem estoque ' })).body,
    ).pedido;
    expect(cancelled).toMatchObject({ status: 'Cancelado', motivo_cancelamento: 'Sem estoque' });
    expect(cancelled.historico.at(-1)).toMatchObject({ status: 'Cancelado', motivo: 'Sem estoque' });
    expect((await emailsTo(emailUrl, user.email))[0]?.text).toContain('Motivo do cancelamento: Sem estoque');
  });

  it('a change based on a stale version gets 409 and the first change stays', async () => {
    const { pedido } = await orderOf();
    const seen = pedido.versao;
    expect((await changeStatus(pedido, { status: 'Aprovado' }, seen)).status).toBe(200);
    expect(await changeStatus(pedido, { status: 'Cancelado', motivo_cancelamento: 'Outro admin' }, seen)).toEqual({
      status: 409,
      body: { message: 'Este pedido foi alterado por outra pessoa. Atualize a lista e tente novamente.' },
    });
    // Two changes racing on the same version: one wins, the other is refused, never both.
    const current = pedidoResponseSchema.parse(
      (await call(`${api.url}/admin/pedidos/${pedido.id}`, 'GET', admin)).body,
    ).pedido;
    const race = await Promise.all([
      changeStatus(pedido, { status: 'Em Preparação' }, current.versao),
      changeStatus(pedido, { status: 'Cancelado', motivo_cancelamento: 'Corrida' }, current.versao),
    ]);
    expect(race.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const final = pedidoResponseSchema.parse(
      (await call(`${api.url}/admin/pedidos/${pedido.id}`, 'GET', admin)).body,
    ).pedido;
    expect(final.historico).toHaveLength(3);
    expect(final.status).toBe(race[0]?.status === 200 ? 'Em Preparação' : 'Cancelado');
  });

  it('bulk change reports each order: moved, already delivered, unknown', async () => {
    const one = (await orderOf()).pedido;
    const two = (await orderOf()).pedido;
    const delivered = (await orderOf()).pedido;
    await changeStatus(delivered, { status: 'Entregue' });
    const answer = await call(`${api.url}/admin/pedidos/status-em-lote`, 'POST', admin, {
      ids: [one.id, two.id, delivered.id, 999_999_999],
      status: 'Aprovado',
    });
    expect(answer.status).toBe(200);
    const body = statusEmLoteResponseSchema.parse(answer.body);
    expect(body.message).toBe('2 de 4 pedidos atualizados.');
    expect(body.resultados.map(({ id, ok, message }) => ({ id, ok, message }))).toEqual([
      { id: one.id, ok: true, message: undefined },
      { id: two.id, ok: true, message: undefined },
      { id: delivered.id, ok: false, message: 'Este pedido já foi entregue e não pode mais ser alterado.' },
      { id: 999_999_999, ok: false, message: 'Pedido não encontrado.' },
    ]);
    expect(
      (await call(`${api.url}/admin/pedidos/status-em-lote`, 'POST', admin, { ids: [one.id], status: 'Cancelado' }))
        .status,
    ).toBe(400);
    expect(
      (await call(`${api.url}/admin/pedidos/status-em-lote`, 'POST', admin, { ids: [], status: 'Aprovado' })).body,
    ).toEqual({
      message: 'Selecione pelo menos um pedido.',
    });
  });
});

describe('shipment tracking (issue 21)', () => {
  const correios = { transportadora: 'Correios', codigo: 'qb123456789br' };
  const jadlog = { transportadora: 'Jadlog', codigo: '10084512345678' };
  const lerPedido = async (pedido: Pick<Pedido, 'id'>) =>
    pedidoResponseSchema.parse((await call(`${api.url}/admin/pedidos/${pedido.id}`, 'GET', admin)).body).pedido;
  const corrigir = (pedido: Pick<Pedido, 'id'>, body: unknown, versao?: string) =>
    call(
      `${api.url}/admin/pedidos/${pedido.id}/rastreio`,
      'PUT',
      { ...admin, ...(versao ? { 'if-match': versao } : {}) },
      body,
    );
  const assuntos = async (email: string, pedido: Pick<Pedido, 'id'>) =>
    (await emailsTo(emailUrl, email))
      .map((mensagem) => mensagem.subject)
      .filter((assunto) => assunto.startsWith(`Pedido #${pedido.id}:`));
  /** The order's log lines, sorted (the test clock stands still, so their times tie). */
  const logsDo = async (pedido: Pick<Pedido, 'id'>) =>
    (
      await api.deps.cosmos.containers.logs.items
        .query<{ acao: string; detalhes: string }>({
          query: 'SELECT c.acao, c.detalhes FROM c WHERE CONTAINS(c.detalhes, @n)',
          parameters: [{ name: '@n', value: `Pedido #${pedido.id}:` }],
        })
        .fetchAll()
    ).resources
      .map((log) => [log.acao, log.detalhes])
      .sort((a, b) => String(a).localeCompare(String(b)));

  it('going to Em Transporte takes a carrier and code the franchisee sees, in the e-mail with its link and in the export', async () => {
    const { user, headers, pedido } = await orderOf();
    const enviado = await changeStatus(pedido, { status: 'Em Preparação', rastreio: correios }, pedido.versao);
    expect(enviado.status).toBe(200);
    const esperado = { transportadora: 'Correios', codigo: 'QB123456789BR' };
    expect(statusAtualizadoResponseSchema.parse(enviado.body).pedido.rastreio).toEqual(esperado);

    // The franchisee: the detail and the list.
    const proprio = pedidoResponseSchema.parse((await call(`${api.url}/pedidos/${pedido.id}`, 'GET', headers)).body);
    expect(proprio.pedido.rastreio).toEqual(esperado);
    const meus = listaPedidosResponseSchema.parse((await call(`${api.url}/pedidos/meus-pedidos`, 'GET', headers)).body);
    expect(meus.pedidos.find((linha) => linha.id === pedido.id)?.rastreio).toEqual(esperado);

    const [email] = await emailsTo(emailUrl, user.email);
    expect(email?.subject).toBe(`Pedido #${pedido.id}: Em Transporte — Portal do Franqueado`);
    expect(email?.text).toContain('Transportadora: Correios · Código: QB123456789BR');
    expect(email?.text).toContain('https://rastreamento.correios.com.br/app/index.php?objetos=QB123456789BR');
    expect(email?.html).toContain('href="https://rastreamento.correios.com.br/app/index.php?objetos=QB123456789BR"');
    expect(await logsDo(pedido)).toEqual([
      [
        'Status do pedido alterado',
        `Pedido #${pedido.id}: Pendente de Aprovação → Em Transporte. Rastreio: Correios QB123456789BR`,
      ],
    ]);

    const exportado = await fetch(`${api.url}/admin/exportacao-pedidos?id=${pedido.id}`, { headers: admin });
    const [linha] = (await exportado.text()).trimEnd().split('\n');
    expect(pedidoExportacaoSchema.parse(JSON.parse(linha ?? '')).rastreio).toEqual(esperado);
  });

  it('refuses a bad carrier or code, or a code for another status, in pt-BR and changes nothing', async () => {
    const { user, pedido } = await orderOf();
    for (const [corpo, message] of [
      [{ status: 'Aprovado', rastreio: correios }, 'O rastreio só pode ser informado para pedidos Em Transporte.'],
      [
        { status: 'Em Preparação', rastreio: { ...correios, codigo: '12345' } },
        'O código dos Correios tem o formato AA123456789BR.',
      ],
      [
        { status: 'Em Preparação', rastreio: { ...jadlog, transportadora: 'DHL' } },
        'Escolha a transportadora da lista.',
      ],
      [
        { status: 'Em Preparação', rastreio: { ...jadlog, codigo: 'ab' } },
        'O código de rastreio deve ter de 4 a 40 letras, números, pontos, barras ou hífens.',
      ],
      [
        { status: 'Em Preparação', rastreio: { ...jadlog, codigo: '<script>' } },
        'O código de rastreio deve ter de 4 a 40 letras, números, pontos, barras ou hífens.',
      ],
      [{ status: 'Em Preparação', rastreio: { transportadora: 'Loggi' } }, 'Informe o código de rastreio.'],
    ] as const) {
      expect(await changeStatus(pedido, corpo), JSON.stringify(corpo)).toEqual({ status: 400, body: { message } });
    }
    expect(await lerPedido(pedido)).toMatchObject({
      status: 'Pendente de Aprovação',
      rastreio: null,
      versao: pedido.versao,
    });
    expect(await assuntos(user.email, pedido)).toEqual([]);
  });

  it('corrects the code with If-Match (logged, e-mailed), removes it, and refuses stale versions and other statuses', async () => {
    const { user, pedido } = await orderOf();
    expect(await corrigir(pedido, { rastreio: jadlog })).toEqual({
      status: 409,
      body: { message: 'O rastreio só pode ser informado para pedidos Em Transporte.' },
    });
    const emTransito = statusAtualizadoResponseSchema.parse(
      (await changeStatus(pedido, { status: 'Em Transporte', rastreio: correios })).body,
    ).pedido;

    const corrigido = await corrigir(pedido, { rastreio: jadlog }, emTransito.versao);
    expect(corrigido.status).toBe(200);
    const depois = statusAtualizadoResponseSchema.parse(corrigido.body);
    expect(depois).toMatchObject({
      message: 'Rastreio do pedido atualizado com sucesso!',
      pedido: { rastreio: jadlog, status: 'Em Transporte' },
    });
    // The version it was based on is gone: a second admin on the old screen is refused.
    expect(await corrigir(pedido, { rastreio: correios }, emTransito.versao)).toEqual({
      status: 409,
      body: { message: 'Este pedido foi alterado por outra pessoa. Atualize a lista e tente novamente.' },
    });
    // The same again changes nothing and e-mails nobody.
    expect((await corrigir(pedido, { rastreio: jadlog }, depois.pedido.versao)).status).toBe(200);
    expect((await lerPedido(pedido)).versao).toBe(depois.pedido.versao);
    expect(await corrigir(pedido, {})).toEqual({ status: 400, body: { message: 'Informe o código de rastreio.' } });
    expect(await corrigir(pedido, { rastreio: null })).toMatchObject({
      status: 200,
      body: { message: 'Rastreio do pedido removido.', pedido: { rastreio: null } },
    });
    expect((await corrigir({ id: 999_999_999 }, { rastreio: jadlog })).status).toBe(404);

    const emails = await emailsTo(emailUrl, user.email);
    expect(
      emails.map((email) => email.subject).filter((assunto) => assunto.startsWith(`Pedido #${pedido.id}:`)),
    ).toEqual([
      `Pedido #${pedido.id}: rastreio atualizado — Portal do Franqueado`,
      `Pedido #${pedido.id}: rastreio atualizado — Portal do Franqueado`,
      `Pedido #${pedido.id}: Em Transporte — Portal do Franqueado`,
    ]);
    expect(emails[0]?.text).toContain(`O rastreio do seu pedido #${pedido.id} foi removido pela equipe.`);
    expect(emails[1]?.text).toContain('Transportadora: Jadlog · Código: 10084512345678');
    expect(emails[1]?.text).toContain('https://www.jadlog.com.br/jadlog/tracking?cte=10084512345678');
    expect(await logsDo(pedido)).toEqual([
      ['Rastreio do pedido alterado', `Pedido #${pedido.id}: rastreio Correios QB123456789BR → Jadlog 10084512345678`],
      ['Rastreio do pedido alterado', `Pedido #${pedido.id}: rastreio Jadlog 10084512345678 → nenhum`],
      [
        'Status do pedido alterado',
        `Pedido #${pedido.id}: Pendente de Aprovação → Em Transporte. Rastreio: Correios QB123456789BR`,
      ],
    ]);

    // Delivered keeps the code and is final; going back before shipping drops it.
    await corrigir(pedido, { rastreio: jadlog });
    await changeStatus(pedido, { status: 'Entregue' });
    expect((await lerPedido(pedido)).rastreio).toEqual(jadlog);
    expect((await corrigir(pedido, { rastreio: correios })).status).toBe(409);
    const outro = (await orderOf()).pedido;
    await changeStatus(outro, { status: 'Em Preparação', rastreio: jadlog });
    await changeStatus(outro, { status: 'Aprovado' });
    expect((await lerPedido(outro)).rastreio).toBeNull();
  });

  it('bulk change to Em Transporte takes a code per order; codes for unselected orders or other statuses are 400', async () => {
    const um = (await orderOf()).pedido;
    const dois = (await orderOf()).pedido;
    const lote = (corpo: object) => call(`${api.url}/admin/pedidos/status-em-lote`, 'POST', admin, corpo);
    for (const [corpo, message] of [
      [
        { ids: [um.id], status: 'Aprovado', rastreios: [{ id: um.id, rastreio: jadlog }] },
        'O rastreio só pode ser informado para pedidos Em Transporte.',
      ],
      [
        { ids: [um.id], status: 'Em Preparação', rastreios: [{ id: dois.id, rastreio: jadlog }] },
        'Há código de rastreio para um pedido que não está selecionado.',
      ],
      [
        {
          ids: [um.id],
          status: 'Em Preparação',
          rastreios: [
            { id: um.id, rastreio: jadlog },
            { id: um.id, rastreio: correios },
          ],
        },
        'Há mais de um código de rastreio para o mesmo pedido.',
      ],
      [
        {
          ids: [um.id],
          status: 'Em Preparação',
          rastreios: [{ id: um.id, rastreio: { ...correios, codigo: 'x1234' } }],
        },
        'O código dos Correios tem o formato AA123456789BR.',
      ],
    ] as const) {
      expect(await lote(corpo), JSON.stringify(corpo)).toEqual({ status: 400, body: { message } });
    }
    const resposta = await lote({
      ids: [um.id, dois.id],
      status: 'Em Preparação',
      rastreios: [{ id: um.id, rastreio: correios }],
    });
    expect(
      statusEmLoteResponseSchema.parse(resposta.body).resultados.map(({ id, pedido }) => [id, pedido?.rastreio]),
    ).toEqual([
      [um.id, { transportadora: 'Correios', codigo: 'QB123456789BR' }],
      [dois.id, null],
    ]);
    // Already in transport: a code given now is a correction of that order alone.
    const segunda = await lote({
      ids: [um.id, dois.id],
      status: 'Em Preparação',
      rastreios: [{ id: dois.id, rastreio: jadlog }],
    });
    expect(
      statusEmLoteResponseSchema.parse(segunda.body).resultados.map(({ id, pedido }) => [id, pedido?.rastreio]),
    ).toEqual([
      [um.id, { transportadora: 'Correios', codigo: 'QB123456789BR' }],
      [dois.id, jadlog],
    ]);
  });
});

describe('e-mail outage during status changes', () => {
  it('each change is e-mailed exactly once when the service comes back', async () => {
    const down = await startApiWithEmailDown(inject('settings'), clock, { isolated: true });
    try {
      // The order is placed while e-mail is down too: its confirmation waits in the same outbox.
      const downShop = await comprarEm(down);
      const { user, headers: own } = await downShop.shopperWithCart();
      const placed = await downShop.placeOrder(own, multipart(baseForm()));
      expect(placed.status).toBe(201);
      const { pedido } = pedidoCriadoResponseSchema.parse(placed.body);
      const { headers } = await signedIn(down, 'admin');
      for (const status of ['Aprovado', 'Em Preparação']) {
        expect((await call(`${down.url}/admin/pedidos/${pedido.id}/status`, 'PUT', headers, { status })).status).toBe(
          200,
        );
      }
      const { sinkUrl, close } = await down.emailVolta();
      try {
        clock.advance(61_000);
        await Promise.all([down.deps.outbox.sweep(), down.deps.outbox.sweep()]);
        await down.deps.outbox.sweep();
        expect((await emailsTo(sinkUrl, user.email)).map((email) => email.subject).sort()).toEqual([
          `Pedido #${pedido.id} recebido — Portal do Franqueado`,
          `Pedido #${pedido.id}: Aprovado — Portal do Franqueado`,
          `Pedido #${pedido.id}: Em Transporte — Portal do Franqueado`,
        ]);
      } finally {
        await close();
      }
    } finally {
      await down.close();
    }
  });
});

describe('pedir novamente', () => {
  it('puts the order back in the cart at today’s prices and names a product no longer available', async () => {
    const buyer = await shop.shopperWithCart();
    const produtos = api.deps.cosmos.containers.produtos;
    await comProdutoGravado(produtos, { nome: 'Agenda Temporária', preco: 15 }, async (id) => {
      await call(`${api.url}/carrinho`, 'POST', buyer.headers, { produto_id: id, quantidade: 3 });
      const placed = await shop.placeOrder(buyer.headers, multipart(baseForm()));
      const { pedido } = pedidoCriadoResponseSchema.parse(placed.body);
      await produtos.item(id, id).patch([{ op: 'set', path: '/ativo', value: false }]);

      const answer = await call(`${api.url}/pedidos/${pedido.id}/pedir-novamente`, 'POST', buyer.headers);
      expect(answer.status).toBe(200);
      const body = pedirNovamenteResponseSchema.parse(answer.body);
      expect(body.indisponiveis).toEqual(['Agenda Temporária']);
      expect(body.message).toBe(
        '2 itens adicionados ao carrinho com os preços de hoje. Não estão mais disponíveis: Agenda Temporária.',
      );
      expect(body.carrinho.itens.map((item) => [item.produto.nome, item.quantidade])).toEqual([
        ['Camiseta Polo Bordada', 2],
        ['Caneca de Cerâmica 350 ml', 1],
      ]);
      const { headers: strangerHeaders } = await signedIn(api);
      expect((await call(`${api.url}/pedidos/${pedido.id}/pedir-novamente`, 'POST', strangerHeaders)).status).toBe(404);
    });
  });
});
