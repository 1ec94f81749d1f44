import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { criarSenhas, type Senhas } from '../../src/services/auth/passwords.ts';
import { manualClock, startInProcessApi } from './inProcessApi.ts';
import { createUsuarioDeTeste, entrarDe, novoCliente, testPassword } from './usuariosDeTeste.ts';

/**
 * Password sign-in throttling (issue 19, finding 2): by username and client, and by client across usernames,
 * with growing delays; never a lock of the username as a whole. The clock is the test's: delays pass by hand.
 */
const clock = manualClock();
/** The counting tests' API: scrypt at N = 2^10, so a checked password costs milliseconds instead of half a second. */
let api: Awaited<ReturnType<typeof startInProcessApi>>;
/** The portal's parameters, for the test that compares a wrong password's cost for a known and an unknown username. */
let apiOwasp: Awaited<ReturnType<typeof startInProcessApi>>;
/** The parameters (`scrypt$N$r$p`) of every stored hash `apiOwasp` checked a password against, in order. */
const derivacoes: string[] = [];
const owasp = criarSenhas();
const senhasObservadas: Senhas = {
  ...owasp,
  verifyPassword(password, stored) {
    derivacoes.push(stored.split('$').slice(0, 4).join('$'));
    return owasp.verifyPassword(password, stored);
  },
};

beforeAll(async () => {
  // One after the other: the in-process host loads one app at a time.
  api = await startInProcessApi(inject('settings'), clock, criarSenhas({ N: 2 ** 10, r: 8, p: 1 }));
  apiOwasp = await startInProcessApi(inject('settings'), clock, senhasObservadas);
});
afterAll(async () => {
  await api?.close();
  await apiOwasp?.close();
});

const entrar = (cliente: string, username: string, password: string) => entrarDe(api.url, cliente, username, password);
const fantasma = () => `fantasma-${randomUUID().slice(0, 8)}`;
const esperaDe = (resposta: { retryAfter: string | null }) => Number(resposta.retryAfter ?? Number.NaN);

describe('password sign-in throttling', () => {
  it("one client failing 20 times does not stop the owner's sign-in from another address", async () => {
    const dono = await createUsuarioDeTeste(api.deps);
    const atacante = novoCliente();
    // The attacker waits out every delay (a minute at a time when none is told), so each of the 20 is a
    // password really checked.
    for (let falhas = 0; falhas < 20; ) {
      const resposta = await entrar(atacante, dono.username, 'errada');
      if (resposta.status === 429) clock.advance((esperaDe(resposta) || 60) * 1000);
      else {
        expect(resposta.status).toBe(401);
        falhas++;
      }
    }
    const emCasa = await entrar(novoCliente(), dono.username, testPassword);
    expect(emCasa.status).toBe(200);
    expect(emCasa.body).toHaveProperty('token');
    // The attacker's own address is still slowed, whatever the password.
    const deLa = await entrar(atacante, dono.username, testPassword);
    expect(deLa.status).toBe(429);
    expect(esperaDe(deLa)).toBeGreaterThan(0);
  });

  it('slows a username at one client with growing delays (429 and Retry-After), never a lock', async () => {
    const user = await createUsuarioDeTeste(api.deps);
    const cliente = novoCliente();
    for (let tentativa = 0; tentativa < 5; tentativa++) {
      expect((await entrar(cliente, user.username, 'errada')).status).toBe(401);
    }
    const primeira = await entrar(cliente, user.username, 'errada');
    expect(primeira.status).toBe(429);
    expect(primeira.body?.message).toMatch(
      /^Muitas tentativas de login\. Tente novamente em \d+ (segundos?|minutos?)\.$/,
    );
    const espera = esperaDe(primeira);
    expect(espera).toBeGreaterThan(0);

    clock.advance(espera * 1000);
    expect((await entrar(cliente, user.username, 'errada')).status).toBe(401);
    const segunda = await entrar(cliente, user.username, 'errada');
    expect(segunda.status).toBe(429);
    expect(esperaDe(segunda)).toBeGreaterThan(espera);

    // Once the delay has passed the right password gets in, and the username's count at that client starts
    // again: a typo right after is checked, not delayed.
    clock.advance(esperaDe(segunda) * 1000);
    expect((await entrar(cliente, user.username, testPassword)).status).toBe(200);
    expect((await entrar(cliente, user.username, 'errada')).status).toBe(401);
  });

  it('one client trying 30 usernames is slowed (429 and Retry-After); other clients are not', async () => {
    const conhecidos = await Promise.all(Array.from({ length: 5 }, () => createUsuarioDeTeste(api.deps)));
    const nomes = Array.from({ length: 30 }, (_, indice) => conhecidos[indice % 6]?.username ?? fantasma());
    const cliente = novoCliente();
    const respostas = [];
    for (const username of nomes) respostas.push(await entrar(cliente, username, 'errada'));
    const checadas = respostas.filter(({ status }) => status === 401).length;
    expect(checadas).toBeLessThanOrEqual(10);
    expect(respostas.slice(checadas).every(({ status }) => status === 429)).toBe(true);
    expect(esperaDe(respostas[checadas] ?? { retryAfter: null })).toBeGreaterThan(0);

    for (const { username } of conhecidos) {
      expect((await entrar(novoCliente(), username, testPassword)).status).toBe(200);
    }
  });

  it('a parallel burst from one client gets at most 5 passwords of a username checked, and never a 500', async () => {
    const user = await createUsuarioDeTeste(api.deps);
    const cliente = novoCliente();
    const statuses = (
      await Promise.all(Array.from({ length: 30 }, () => entrar(cliente, user.username, 'errada')))
    ).map(({ status }) => status);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
    expect((await entrar(cliente, user.username, testPassword)).status).toBe(429);
  });

  it('a parallel burst over many usernames from one client gets at most 10 passwords checked', async () => {
    const cliente = novoCliente();
    const statuses = (await Promise.all(Array.from({ length: 30 }, () => entrar(cliente, fantasma(), 'errada')))).map(
      ({ status }) => status,
    );
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(10);
    expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
  });

  it('sign-ins that succeed do not count: 30 colleagues behind one office address all get in', async () => {
    const escritorio = novoCliente();
    const colegas = await Promise.all(Array.from({ length: 30 }, () => createUsuarioDeTeste(api.deps)));
    for (const colega of colegas) {
      expect((await entrar(escritorio, colega.username, testPassword)).status).toBe(200);
    }
  });

  // Each checked password here is a derivation at OWASP's cost (half a second of a core), with other files beside.
  it('the answers never tell whether the username exists: same statuses, texts, delays and work', {
    timeout: 120_000,
  }, async () => {
    const entrarOwasp = (cliente: string, username: string, password: string) =>
      entrarDe(apiOwasp.url, cliente, username, password);
    const conhecido = await createUsuarioDeTeste(apiOwasp.deps);
    const sequencia = async (username: string) => {
      const cliente = novoCliente();
      const antes = derivacoes.length;
      const respostas = [];
      for (let tentativa = 0; tentativa < 7; tentativa++) {
        const { status, body, retryAfter } = await entrarOwasp(cliente, username, 'errada');
        respostas.push({ status, body, retryAfter });
      }
      return { respostas, derivacoes: derivacoes.slice(antes) };
    };
    const doConhecido = await sequencia(conhecido.username);
    expect(doConhecido.respostas.map(({ status }) => status)).toEqual([401, 401, 401, 401, 401, 429, 429]);
    const doFantasma = await sequencia(fantasma());
    expect(doFantasma.respostas).toEqual(doConhecido.respostas);

    // A wrong password costs the same whether the account exists: one derivation per checked attempt, at the
    // portal's parameters. Counted, not timed: on a busy machine two medians of wall time can differ twofold.
    expect(doConhecido.derivacoes).toEqual(Array.from({ length: 5 }, () => 'scrypt$131072$8$1'));
    expect(doFantasma.derivacoes).toEqual(doConhecido.derivacoes);
  });
});
