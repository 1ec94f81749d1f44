import {
  listaLogsResponseSchema,
  listaUnidadesResponseSchema,
  listaUsuariosResponseSchema,
  mensagensUnidades,
  permissoesResponseSchema,
  type UnidadeRequest,
  unidadeResponseSchema,
} from '@portal/shared';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { manualClock, startInProcessApi } from './inProcessApi.ts';
import { unidadeDeTeste } from './unidadeDeTeste.ts';
import { call, createUsuarioDeTeste, signedIn } from './usuariosDeTeste.ts';

const clock = manualClock();
let api: Awaited<ReturnType<typeof startInProcessApi>>;
let admin: Awaited<ReturnType<typeof signedIn>>;

beforeAll(async () => {
  api = await startInProcessApi(inject('settings'), clock);
  admin = await signedIn(api, 'admin');
});
afterAll(() => api.close());

const criar = async (dados: UnidadeRequest = unidadeDeTeste()) => {
  const resposta = await call(`${api.url}/admin/unidades`, 'POST', admin.headers, dados);
  expect(resposta.status).toBe(201);
  return unidadeResponseSchema.parse(resposta.body).unidade;
};
const listar = async () =>
  listaUnidadesResponseSchema.parse((await call(`${api.url}/admin/unidades`, 'GET', admin.headers)).body).unidades;
const logsCom = async (texto: string) =>
  listaLogsResponseSchema
    .parse((await call(`${api.url}/admin/logs?limite=200`, 'GET', admin.headers)).body)
    .logs.filter((log) => log.detalhes.includes(texto));

describe('franchise units (issue 36)', () => {
  it('an admin creates, lists and edits a unit, each change in the activity log', async () => {
    const dados = unidadeDeTeste();
    const unidade = await criar(dados);
    expect(unidade).toMatchObject({ ...dados, usuarios: [] });
    expect((await listar()).find((item) => item.id === unidade.id)).toMatchObject(dados);

    const editada = await call(`${api.url}/admin/unidades/${unidade.id}`, 'PUT', admin.headers, {
      ...dados,
      telefone: '(16) 99999-0000',
    });
    expect(editada.status).toBe(200);
    expect(unidadeResponseSchema.parse(editada.body)).toMatchObject({
      message: mensagensUnidades.atualizada,
      unidade: { telefone: '(16) 99999-0000' },
    });
    // The test clock stands still, so both entries share a time: compared as a set.
    expect((await logsCom(dados.nome)).map((log) => [log.tipo, log.acao, log.usuario]).sort()).toEqual([
      ['Usuario', 'Unidade atualizada', admin.user.username],
      ['Usuario', 'Unidade criada', admin.user.username],
    ]);
  });

  it('refuses a CNPJ whose check digits are wrong, with a pt-BR message, and stores nothing', async () => {
    const dados = unidadeDeTeste({ cnpj: '11.222.333/0001-82' });
    const resposta = await call(`${api.url}/admin/unidades`, 'POST', admin.headers, dados);
    expect(resposta).toMatchObject({ status: 400, body: { message: mensagensUnidades.cnpjDigitos } });
    expect((await listar()).some((unidade) => unidade.nome === dados.nome)).toBe(false);
  });

  it('an edit on a stale version is refused (409) and changes nothing', async () => {
    const unidade = await criar();
    const primeira = await call(`${api.url}/admin/unidades/${unidade.id}`, 'PUT', admin.headers, {
      ...unidadeDeTeste({ nome: unidade.nome }),
      numero: '1',
    });
    expect(primeira.status).toBe(200);
    const atrasada = await call(
      `${api.url}/admin/unidades/${unidade.id}`,
      'PUT',
      { ...admin.headers, 'if-match': unidade.versao },
      unidadeDeTeste({ nome: 'Outro nome' }),
    );
    expect(atrasada).toMatchObject({ status: 409, body: { message: mensagensUnidades.versaoDesatualizada } });
    expect((await listar()).find((item) => item.id === unidade.id)?.nome).toBe(unidade.nome);
  });

  it('an unknown unit is not found, for an edit and for a link', async () => {
    const id = crypto.randomUUID();
    expect(await call(`${api.url}/admin/unidades/${id}`, 'PUT', admin.headers, unidadeDeTeste())).toMatchObject({
      status: 404,
      body: { message: mensagensUnidades.naoEncontrada },
    });
    const usuario = await createUsuarioDeTeste(api.deps);
    expect(await call(`${api.url}/users/${usuario.id}/unidades/${id}`, 'PUT', admin.headers)).toMatchObject({
      status: 404,
      body: { message: mensagensUnidades.naoEncontrada },
    });
    expect((await api.deps.usuarios.get(usuario.id))?.unidades).toBeUndefined();
  });
});

describe('links between users and units (issue 36)', () => {
  it('a user runs several units; /users and the unit list show the links; each change is logged', async () => {
    const [norte, sul] = [await criar(), await criar()];
    const franqueado = await createUsuarioDeTeste(api.deps);
    for (const unidade of [norte, sul]) {
      const vinculo = await call(`${api.url}/users/${franqueado.id}/unidades/${unidade.id}`, 'PUT', admin.headers);
      expect(vinculo.status).toBe(200);
      expect(vinculo.body?.message).toBe(mensagensUnidades.vinculada);
    }
    // Linking again changes nothing and logs nothing.
    expect((await call(`${api.url}/users/${franqueado.id}/unidades/${norte.id}`, 'PUT', admin.headers)).status).toBe(
      200,
    );

    const users = listaUsuariosResponseSchema.parse(
      (await call(`${api.url}/users?id=${franqueado.id}`, 'GET', admin.headers)).body,
    ).users;
    expect(users[0]?.unidades).toEqual([norte.id, sul.id]);
    const lista = await listar();
    for (const unidade of [norte, sul]) {
      expect(lista.find((item) => item.id === unidade.id)?.usuarios).toEqual([
        { id: franqueado.id, username: franqueado.username, email: franqueado.email },
      ]);
    }

    const desvinculo = await call(`${api.url}/users/${franqueado.id}/unidades/${norte.id}`, 'DELETE', admin.headers);
    expect(permissoesResponseSchema.parse(desvinculo.body)).toMatchObject({
      message: mensagensUnidades.desvinculada,
      user: { unidades: [sul.id] },
    });
    expect((await listar()).find((item) => item.id === norte.id)?.usuarios).toEqual([]);
    expect((await logsCom(franqueado.username)).map((log) => log.acao).sort()).toEqual([
      'Usuário desvinculado da unidade',
      'Usuário vinculado à unidade',
      'Usuário vinculado à unidade',
    ]);
  });

  it('links made at once by several admins to one user are all kept (compare-and-swap on the user)', async () => {
    const unidades = await Promise.all(Array.from({ length: 6 }, () => criar()));
    const franqueado = await createUsuarioDeTeste(api.deps);
    const respostas = await Promise.all(
      unidades.map((unidade) => call(`${api.url}/users/${franqueado.id}/unidades/${unidade.id}`, 'PUT', admin.headers)),
    );
    expect(respostas.map((resposta) => resposta.status)).toEqual(unidades.map(() => 200));
    expect(new Set((await api.deps.usuarios.get(franqueado.id))?.unidades)).toEqual(
      new Set(unidades.map((unidade) => unidade.id)),
    );
  });

  it('a franchisee can neither list units nor link anyone, not even themself', async () => {
    const unidade = await criar();
    const franqueado = await signedIn(api);
    expect((await call(`${api.url}/admin/unidades`, 'GET', franqueado.headers)).status).toBe(403);
    const proprio = `${api.url}/users/${franqueado.user.id}/unidades/${unidade.id}`;
    expect((await call(proprio, 'PUT', franqueado.headers)).status).toBe(403);
    expect((await api.deps.usuarios.get(franqueado.user.id))?.unidades).toBeUndefined();
  });
});
