import {
  addDays,
  dayInSaoPaulo,
  firstDayOfMonth,
  listaLogsResponseSchema,
  listaProdutosAdminResponseSchema,
  listaProdutosResponseSchema,
  listaUsuariosResponseSchema,
  maximoUsuariosPorBusca,
  mensagensUsuarios,
  mondayOfWeek,
  painelAdminResponseSchema,
  produtoSalvoResponseSchema,
  resumirStatus,
  startOfDay,
  type TipoLog,
} from '@portal/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it, onTestFinished, vi } from 'vitest';
import { gravarPedidosBench } from '../../../scripts/bench/pedidosDados.ts';
import { routes } from '../../src/app/routes.ts';
import { manualClock, startInProcessApi, startIsolatedApi } from './inProcessApi.ts';
import { call, createUsuarioDeTeste, signedIn } from './usuariosDeTeste.ts';

const clock = manualClock();
let api: Awaited<ReturnType<typeof startInProcessApi>>;
let admin: Record<string, string>;
let png: Buffer;

beforeAll(async () => {
  api = await startInProcessApi(inject('settings'), clock);
  admin = (await signedIn(api, 'admin')).headers;
  png = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#1f5130' } })
    .png()
    .toBuffer();
});
afterAll(() => api.close());

const dataUrl = (bytes: Buffer, type = 'image/png') => `data:${type};base64,${bytes.toString('base64')}`;
const produto = (extra: Record<string, unknown> = {}) => ({
  nome: 'Squeeze Personalizado',
  descricao: 'Garrafa de 600 ml com a marca',
  preco: 29.9,
  tamanhos: ['P', 'G'],
  ativo: true,
  ...extra,
});
const blobNames = async (id: string) =>
  (await api.deps.blobs.list('produtos', `${id}/`)).map((blob) => blob.name).sort();

describe('admin routes', () => {
  it('answer 401 without a session and 403 to a franchisee, every one of them', async () => {
    const { headers } = await signedIn(api);
    const adminRoutes = routes.filter((route) => route.access !== 'publico' && route.access !== 'autenticado');
    expect(adminRoutes.length).toBeGreaterThanOrEqual(12);
    for (const route of adminRoutes) {
      const path = route.route.replace(/^api/, '').replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');
      for (const method of route.methods) {
        const body = method === 'GET' || method === 'DELETE' ? undefined : {};
        expect((await call(`${api.url}${path}`, method, {}, body)).status, `${method} ${route.route}`).toBe(401);
        expect((await call(`${api.url}${path}`, method, headers, body)).status, `${method} ${route.route}`).toBe(403);
      }
    }
  });

  it('never change or delete log entries: the only log route reads', () => {
    const logRoutes = routes.filter((route) => route.route.startsWith('api/admin/logs'));
    expect(logRoutes.flatMap((route) => route.methods)).toEqual(['GET']);
  });
});

describe('products', () => {
  it('creates with images in Blob Storage, edits, toggles and deletes them with their blobs', async () => {
    const created = await call(`${api.url}/admin/produtos`, 'POST', admin, produto({ imagem_base64: dataUrl(png) }));
    expect(created.status).toBe(201);
    const { message, produto: novo } = produtoSalvoResponseSchema.parse(created.body);
    expect(message).toBe('Produto criado com sucesso!');
    expect(novo).toMatchObject({ nome: 'Squeeze Personalizado', preco: 29.9, tamanhos: ['P', 'G'], ativo: true });
    expect(await blobNames(novo.id)).toEqual([`${novo.id}/miniatura`, `${novo.id}/original`]);
    const thumb = await fetch(new URL(novo.imagem_miniatura_url ?? '', api.url));
    expect(thumb.headers.get('content-type')).toBe('image/webp');
    const stored = await api.deps.cosmos.containers.produtos.item(novo.id, novo.id).read();
    expect(JSON.stringify(stored.resource)).not.toContain(png.toString('base64').slice(0, 40));

    // Bare base64 for the size guide; the image stays as it was when none is sent.
    const guia = await sharp(png).jpeg().toBuffer();
    const edited = await call(
      `${api.url}/admin/produtos/${novo.id}`,
      'PUT',
      { ...admin, 'if-match': novo.versao },
      {
        ...produto({ preco: 31 }),
        guia_tamanho_base64: guia.toString('base64'),
      },
    );
    expect(edited.status).toBe(200);
    const afterEdit = produtoSalvoResponseSchema.parse(edited.body);
    expect(afterEdit).toMatchObject({ message: 'Produto atualizado com sucesso!', produto: { preco: 31 } });
    expect(afterEdit.produto.imagem_url).toBe(novo.imagem_url);
    expect(await blobNames(novo.id)).toEqual([
      `${novo.id}/guia-tamanho`,
      `${novo.id}/miniatura`,
      `${novo.id}/original`,
    ]);

    // A second admin saving over what they saw before the edit is refused; the first edit stays.
    expect(
      await call(
        `${api.url}/admin/produtos/${novo.id}`,
        'PUT',
        { ...admin, 'if-match': novo.versao },
        produto({ preco: 1 }),
      ),
    ).toEqual({
      status: 409,
      body: { message: 'Este produto foi alterado por outra pessoa. Recarregue a lista e tente novamente.' },
    });

    // A new picture in an edit that is refused (stock that leaves a size out) never replaces the live one.
    const original = async () => (await api.deps.blobs.get('produtos', `${novo.id}/original`))?.content;
    const antes = await original();
    const outraImagem = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c0392b' } })
      .png()
      .toBuffer();
    const recusada = await call(`${api.url}/admin/produtos/${novo.id}`, 'PUT', admin, {
      ...produto({ preco: 31, estoque: { P: 3 } }),
      imagem_base64: dataUrl(outraImagem),
    });
    expect(recusada).toEqual({ status: 400, body: { message: 'Informe o estoque de cada tamanho do produto.' } });
    expect(antes).toBeDefined();
    expect(await original()).toEqual(antes);

    const toggled = await call(
      `${api.url}/admin/produtos/${novo.id}`,
      'PUT',
      admin,
      produto({ preco: 31, ativo: false }),
    );
    expect(toggled.body).toMatchObject({ message: 'Produto desativado com sucesso!', produto: { ativo: false } });
    const shop = listaProdutosResponseSchema.parse(await (await fetch(`${api.url}/produtos`)).json()).produtos;
    expect(shop.map((item) => item.id)).not.toContain(novo.id);
    const all = listaProdutosAdminResponseSchema.parse((await call(`${api.url}/admin/produtos`, 'GET', admin)).body);
    expect(all.produtos.find((item) => item.id === novo.id)).toMatchObject({ ativo: false });

    const removedImage = await call(`${api.url}/admin/produtos/${novo.id}`, 'PUT', admin, {
      ...produto({ preco: 31, ativo: false }),
      remover_imagem: true,
    });
    expect(removedImage.body).toMatchObject({ produto: { imagem_url: null } });
    expect(await blobNames(novo.id)).toEqual([`${novo.id}/guia-tamanho`]);

    expect(await call(`${api.url}/admin/produtos/${novo.id}`, 'DELETE', admin)).toEqual({
      status: 200,
      body: { message: 'Produto deletado permanentemente com sucesso!' },
    });
    expect(await blobNames(novo.id)).toEqual([]);
    expect((await call(`${api.url}/admin/produtos/${novo.id}`, 'DELETE', admin)).status).toBe(404);
  });

  it('refuses bad payloads with the spec messages and stores nothing', async () => {
    // Other files write product pictures to the same storage at the same time (decision 84), so the check is on
    // this API's own blob store: a spy that records and calls through.
    const gravacoes = vi.spyOn(api.deps.blobs, 'put');
    onTestFinished(() => gravacoes.mockRestore());
    const refused = async (body: unknown) => {
      const answer = await call(`${api.url}/admin/produtos`, 'POST', admin, body);
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      return answer.body?.message;
    };
    expect(await refused({ descricao: 'x', preco: 1 })).toBe('Nome, descrição e preço são obrigatórios');
    expect(await refused({ nome: 'x', descricao: '   ', preco: 1 })).toBe('Nome, descrição e preço são obrigatórios');
    expect(await refused({ nome: 'x', descricao: 'y' })).toBe('Nome, descrição e preço são obrigatórios');
    expect(await refused(produto({ preco: -1 }))).toBe(
      'O preço deve ser um valor de pelo menos R$ 0,00, com até 2 casas decimais.',
    );
    expect(await refused(produto({ preco: 1.234 }))).toBe(
      'O preço deve ser um valor de pelo menos R$ 0,00, com até 2 casas decimais.',
    );
    const oneMegabytePlusOne = Buffer.concat([png, Buffer.alloc(1024 * 1024 + 1 - png.length)]);
    expect(await refused(produto({ imagem_base64: dataUrl(oneMegabytePlusOne) }))).toBe(
      'A imagem deve ter no máximo 1MB.',
    );
    const textAsPng = Buffer.from('isto não é uma imagem, só texto com extensão .png');
    expect(await refused(produto({ imagem_base64: dataUrl(textAsPng) }))).toBe(
      'Por favor, selecione apenas arquivos de imagem.',
    );
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect(await refused(produto({ guia_tamanho_base64: dataUrl(svg, 'image/svg+xml') }))).toBe(
      'Por favor, selecione apenas arquivos de imagem.',
    );
    expect(await refused(produto({ imagem_base64: 'data:image/png;base64,@@@' }))).toBe(
      'A imagem enviada não pôde ser lida. Selecione-a novamente.',
    );
    expect(await refused(produto({ tamanhos: ['P', 'P'] }))).toBe('Há tamanhos repetidos.');
    // A valid picture with a stock that leaves a size out: refused before the picture is stored.
    expect(await refused(produto({ imagem_base64: dataUrl(png), estoque: { P: 3 } }))).toBe(
      'Informe o estoque de cada tamanho do produto.',
    );
    expect(gravacoes).not.toHaveBeenCalled();
  });
});

describe('users and roles', () => {
  const setRole = (headers: Record<string, string>, id: string, role: string) =>
    call(`${api.url}/users/${id}/permissions`, 'PUT', headers, { role });
  const forbidden = {
    status: 403,
    body: { message: 'Você não tem permissão para modificar este usuário ou o usuário é Master e está protegido.' },
  };

  it('follows the role matrix: master→admin ok; admin→admin, →master, anyone→master and self are 403', async () => {
    const { user: master, headers: masterHeaders } = await signedIn(api, 'master');
    const otherAdmin = await createUsuarioDeTeste(api.deps, { role: 'admin' });
    const otherMaster = await createUsuarioDeTeste(api.deps, { role: 'master' });
    const user = await createUsuarioDeTeste(api.deps);

    expect((await setRole(masterHeaders, otherAdmin.id, 'user')).body).toMatchObject({
      message: 'Permissões atualizadas com sucesso!',
      user: { id: otherAdmin.id, role: 'user' },
    });
    expect((await setRole(masterHeaders, otherAdmin.id, 'admin')).status).toBe(200);
    expect(await setRole(admin, otherAdmin.id, 'user')).toEqual(forbidden);
    expect(await setRole(admin, otherMaster.id, 'user')).toEqual(forbidden);
    expect(await setRole(masterHeaders, otherMaster.id, 'user')).toEqual(forbidden);
    expect(await setRole(masterHeaders, master.id, 'user')).toEqual(forbidden);
    expect((await setRole(masterHeaders, user.id, 'master')).status).toBe(400);
    expect((await setRole(admin, user.id, 'admin')).status).toBe(200);
    expect((await setRole(admin, user.id, 'user')).status).toBe(403); // now an admin: admins change users only
    expect((await setRole(masterHeaders, 'nao-existe', 'admin')).status).toBe(404);
  });

  it("a demoted admin's old token gets 403 on an admin route at once", async () => {
    const master = await signedIn(api, 'master');
    const { user: demoted, headers: oldToken } = await signedIn(api, 'admin');
    expect((await call(`${api.url}/admin/pedidos`, 'GET', oldToken)).status).toBe(200);
    expect((await setRole(master.headers, demoted.id, 'user')).status).toBe(200);
    expect((await call(`${api.url}/admin/pedidos`, 'GET', oldToken)).status).toBe(403);
    expect((await call(`${api.url}/profile`, 'GET', oldToken)).body).toMatchObject({ user: { role: 'user' } });
  });

  it('lists users by name with a search over name and e-mail, any case', async () => {
    const user = await createUsuarioDeTeste(api.deps);
    const all = listaUsuariosResponseSchema.parse((await call(`${api.url}/users`, 'GET', admin)).body).users;
    const names = all.map((entry) => entry.username);
    expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    const found = listaUsuariosResponseSchema.parse(
      (await call(`${api.url}/users?busca=${user.email.toUpperCase()}`, 'GET', admin)).body,
    ).users;
    expect(found).toEqual([
      {
        id: user.id,
        username: user.username,
        email: user.email,
        role: 'user',
        created_at: user.created_at,
        email_verified: true,
        origem: 'senha',
        unidades: [],
      },
    ]);
  });
  it('finds users as one types (the /logs filter): a bounded search, one user by id, bad queries refused', async () => {
    const marca = `achar-${Date.now().toString(36)}`;
    const criados = [];
    for (const letra of ['c', 'a', 'b']) {
      const user = await createUsuarioDeTeste(api.deps);
      await api.deps.cosmos.containers.usuarios
        .item(user.id, user.id)
        .patch([{ op: 'set', path: '/email', value: `${marca}-${letra}@franquia.dev` }]);
      criados.push({ ...user, email: `${marca}-${letra}@franquia.dev` });
    }
    const listar = async (consulta: string) =>
      listaUsuariosResponseSchema.parse((await call(`${api.url}/users?${consulta}`, 'GET', admin)).body).users;
    const porNome = [...criados].sort((a, b) => a.username.localeCompare(b.username));

    // By part of the e-mail, any case, by name, at most `limite`.
    expect((await listar(`busca=${marca.toUpperCase()}`)).map(({ id }) => id)).toEqual(porNome.map(({ id }) => id));
    expect((await listar(`busca=${marca}&limite=2`)).map(({ id }) => id)).toEqual(
      porNome.slice(0, 2).map(({ id }) => id),
    );
    // One user by id: the filter in the URL named again after a reload.
    const [alvo] = criados;
    expect((await listar(`id=${alvo?.id}`)).map(({ email }) => email)).toEqual([alvo?.email]);
    expect(await listar('id=nao-existe')).toEqual([]);

    for (const consulta of ['limite=0', `limite=${maximoUsuariosPorBusca + 1}`, 'limite=dois', 'limite=1.5']) {
      expect(await call(`${api.url}/users?${consulta}`, 'GET', admin), consulta).toEqual({
        status: 400,
        body: { message: mensagensUsuarios.limiteBusca(maximoUsuariosPorBusca) },
      });
    }
    expect(await call(`${api.url}/users?id=${encodeURIComponent('../x')}`, 'GET', admin)).toEqual({
      status: 400,
      body: { message: mensagensUsuarios.usuarioNaoEncontrado },
    });
    // Still the user managers' route.
    const { headers: franqueado } = await signedIn(api);
    expect((await call(`${api.url}/users?busca=${marca}&limite=5`, 'GET', franqueado)).status).toBe(403);
  });
});

describe('activity log', () => {
  /** Its own database, so the stat cards can be counted exactly while other test files write entries. */
  it('has an entry per mutation, filterable by type, action, user and day, with counts', async () => {
    const registro = await startIsolatedApi(inject('settings'), clock);
    try {
      const { user: logAdmin, headers: admin } = await signedIn(registro, 'admin');
      const adminName = logAdmin.username;
      const list = async (query: string) =>
        listaLogsResponseSchema.parse((await call(`${registro.url}/admin/logs?${query}`, 'GET', admin)).body);
      const antes = (await list('')).resumo;
      const created = produtoSalvoResponseSchema.parse(
        (await call(`${registro.url}/admin/produtos`, 'POST', admin, produto({ nome: 'Caneta Log' }))).body,
      ).produto;
      clock.advance(1000);
      await call(`${registro.url}/admin/produtos/${created.id}`, 'DELETE', admin);
      const mine = await list(`tipo=Produto&usuarioId=${logAdmin.id}`);
      expect(mine.logs.map((log) => [log.acao, log.detalhes])).toEqual([
        ['Produto excluído', 'Caneta Log (R$ 29,90)'],
        ['Produto criado', 'Caneta Log (R$ 29,90)'],
      ]);
      // Who by name, id and e-mail: two users may show the same name.
      for (const log of mine.logs) {
        expect([log.usuario, log.usuario_id, log.usuario_email]).toEqual([adminName, logAdmin.id, logAdmin.email]);
      }
      expect(mine.total_filtrado).toBe(2);
      // The stat cards grew by this test's two product entries and nothing else, and match a direct count.
      expect(antes).toBeDefined();
      expect(mine.resumo).toEqual({
        ...antes,
        produtos: (antes?.produtos ?? 0) + 2,
        total: (antes?.total ?? 0) + 2,
      });
      const contar = async (tipo?: TipoLog) =>
        (
          await registro.deps.cosmos.containers.logs.items
            .query<number>(
              tipo
                ? {
                    query: 'SELECT VALUE COUNT(1) FROM c WHERE c.tipo = @tipo',
                    parameters: [{ name: '@tipo', value: tipo }],
                  }
                : 'SELECT VALUE COUNT(1) FROM c',
            )
            .fetchAll()
        ).resources[0];
      expect(mine.resumo).toEqual({
        total: await contar(),
        pedidos: await contar('Pedido'),
        produtos: await contar('Produto'),
        usuarios: await contar('Usuario'),
        sistema: await contar('Sistema'),
      });

      expect((await list(`acao=EXCLU&usuarioId=${logAdmin.id}`)).logs.map((log) => log.acao)).toEqual([
        'Produto excluído',
      ]);
      // The entries are stamped by the API's clock, and `de`/`ate` are days in São Paulo.
      const hoje = dayInSaoPaulo(clock.now());
      expect((await list(`usuarioId=${logAdmin.id}&de=2000-01-01&ate=2000-01-02`)).logs).toEqual([]);
      const deHoje = (await list(`usuarioId=${logAdmin.id}&de=${hoje}`)).logs;
      expect(deHoje.length).toBeGreaterThanOrEqual(1);
      expect(deHoje.map((log) => log.acao)).toContain('Produto excluído');
      expect((await call(`${registro.url}/admin/logs?tipo=Outro`, 'GET', admin)).status).toBe(400);
    } finally {
      await registro.close();
    }
  });
});

describe('dashboard', () => {
  /** Its own database, so the counts compare exactly while other test files write to theirs. */
  it('counts what a direct count of the data gives, and charts 12 weeks and the top products', async () => {
    // The API's clock, read once: "this week" and "this month" are its, not a second reading of the wall clock (a run
    // across midnight of a Sunday, or of a month's last day, would compare two different weeks or months).
    const relogio = manualClock();
    const painel = await startIsolatedApi(inject('settings'), relogio);
    const { deps } = painel;
    try {
      await gravarPedidosBench(deps, 'franqueado', { orders: 240, users: 12, knownUserOrders: 30, days: 120 });
      const { headers } = await signedIn(painel, 'admin');
      const answer = await call(`${painel.url}/admin/dashboard`, 'GET', headers);
      expect(answer.status).toBe(200);
      const dashboard = painelAdminResponseSchema.parse(answer.body);

      const all = async <T>(container: 'produtos' | 'usuarios' | 'pedidos', query: string) =>
        (await deps.cosmos.containers[container].items.query<T>(query).fetchAll()).resources;
      const orders = await all<{
        status: string;
        created_at: string;
        itens: { produto_id: string; nome: string; quantidade: number }[];
      }>('pedidos', "SELECT c.status, c.created_at, c.itens FROM c WHERE c.tipo = 'pedido'");
      expect(orders.length).toBe(240);
      expect(dashboard.produtos).toBe((await all('produtos', 'SELECT c.id FROM c')).length);
      expect(dashboard.usuarios).toBe((await all('usuarios', 'SELECT c.id FROM c')).length);
      expect(dashboard.pedidos).toEqual(resumirStatus(orders.map((order) => order.status)));

      // The same weeks counted by hand from every order's date.
      expect(dashboard.pedidosPorSemana).toHaveLength(12);
      for (const { inicio, quantidade } of dashboard.pedidosPorSemana) {
        expect(new Date(`${inicio}T12:00:00Z`).getUTCDay(), inicio).toBe(1);
        const fim = startOfDay(addDays(inicio, 7));
        const naSemana = orders.filter((order) => order.created_at >= startOfDay(inicio) && order.created_at < fim);
        expect(quantidade, inicio).toBe(naSemana.length);
      }
      expect(dashboard.pedidosPorSemana.at(-1)?.inicio).toBe(mondayOfWeek(dayInSaoPaulo(relogio.now())));

      const doMes = startOfDay(firstDayOfMonth(dayInSaoPaulo(relogio.now())));
      const somas = new Map<string, number>();
      for (const order of orders.filter((item) => item.created_at >= doMes && item.status !== 'Cancelado')) {
        for (const item of order.itens) somas.set(item.nome, (somas.get(item.nome) ?? 0) + item.quantidade);
      }
      const esperado = [...somas.entries()]
        .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0], 'pt-BR'))
        .slice(0, 5)
        .map(([nome, quantidade]) => ({ nome, quantidade }));
      expect(dashboard.maisVendidos.map(({ nome, quantidade }) => ({ nome, quantidade }))).toEqual(esperado);
    } finally {
      await painel.close();
    }
  }, 60_000);
});
