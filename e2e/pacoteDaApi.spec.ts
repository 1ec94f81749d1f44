import { entrarPelaApi, novasContas } from './dadosDoTeste.ts';
import { expect, test } from './fixtures.ts';

/**
 * The API as shipped: the stack's Functions host runs the package `npm run build` zips, where the in-process API of
 * the integration tests runs the sources. A bundler can drop what the sources do (it dropped the import of zod's
 * pt-BR messages from @portal/shared's index); this asks the packaged API for answers that depend on it.
 */
test('the packaged API answers in pt-BR where zod gives the message (a number path segment that is not a number)', async ({
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one API check; no screen');
  const [franqueado] = await novasContas(['user']);
  const headers = await entrarPelaApi(request, franqueado.username);

  for (const [caminho, mensagem] of [
    ['/api/pedidos/1/logo/abc', 'O campo indice deve ser um número.'],
    ['/api/support/chamados/1958/anexos/__proto__', 'O campo indice deve ser um número.'],
  ] as const) {
    const resposta = await request.get(caminho, { headers });
    expect(resposta.status(), caminho).toBe(400);
    expect(await resposta.json(), caminho).toEqual({ message: mensagem });
  }
});
