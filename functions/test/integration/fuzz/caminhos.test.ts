import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { alvosConsulta, alvosSemCorpo } from './alvos.ts';
import { criarMundo, type Mundo, quem } from './mundo.ts';
import { comoTexto, consultas, preencher, requisicoes } from './requisicoes.ts';
import { fcParams, testTimeout } from './settings.ts';

/**
 * Property-based fuzzing of path parameters and query strings (issue 12): every route without a body with
 * real ids mixed with hostile segments (`..`, `%2F`, `%00`, broken escapes, odd numbers), and every GET
 * route with its own filters and paging (valid-looking, hostile, repeated, continuation tokens it issued
 * and made-up ones) or unrelated and broken query strings — anonymously, with forged tokens, as a
 * franchisee and as an admin. Same contract and no-change-on-refusal checks as corpos.test.ts.
 */
let mundo: Mundo;

beforeAll(async () => {
  mundo = await criarMundo(inject('settings'));
}, 120_000);
afterAll(() => mundo?.close());

describe.each(alvosSemCorpo)('$metodo $rota (path)', (alvo) => {
  it(
    'answers every generated path without a 5xx or a hang, in pt-BR, and a refusal changes nothing',
    async () => {
      await fc.assert(
        fc.asyncProperty(requisicoes(mundo, alvo), async ({ raw }) => {
          await mundo.enviar(await preencher(mundo, raw), alvo.escopo);
        }),
        fcParams(),
      );
    },
    testTimeout(),
  );
});

describe.each(alvosConsulta)('GET $rota (query)', (alvo) => {
  it(
    'answers every generated query string without a 5xx or a hang, in pt-BR, and a refusal changes nothing',
    async () => {
      // Tokens the list really issued (pages of one), so a valid continuation is among the values.
      const tokens: string[] = [];
      if (alvo.parametros?.([]).continuacao) {
        const primeira = await mundo.enviar({
          method: 'GET',
          path: `${alvo.caminho}?limite=1`,
          headers: mundo.admin.headers,
        });
        expect(primeira.status).toBe(200);
        const continuacao = (JSON.parse(primeira.text) as { continuacao?: unknown }).continuacao;
        if (typeof continuacao === 'string') tokens.push(continuacao);
      }
      const pedido = fc
        .record({ remetente: quem.chain((nome) => mundo.cabecalhos(nome)), caminho: consultas(alvo, tokens) })
        .map(({ remetente, caminho }) => comoTexto({ raw: { method: 'GET', path: caminho, headers: remetente } }));
      await fc.assert(
        fc.asyncProperty(pedido, async ({ raw }) => {
          await mundo.enviar(raw, alvo.escopo);
        }),
        fcParams(alvo.parametros ? 1 : 0.5),
      );
    },
    testTimeout(),
  );
});
