import type { APIRequestContext } from '@playwright/test';
import { comoCliente, comSessao, dadosPessoais, endereco, entreDias, novasContas } from './dadosDoTeste.ts';
import { expect, test } from './fixtures.ts';
import { comoRegistros, lerPlanilha } from './lerPlanilha.ts';

/** Orders placed through the API as the client typed them, formula-looking values included. */
async function fazerPedidos(request: APIRequestContext, username: string) {
  const pedir = await comoCliente(request, username);
  await pedir(
    [
      { nome: 'Camiseta Polo Bordada', quantidade: 2, tamanho: 'M' },
      { nome: 'Caneca de Cerâmica 350 ml', quantidade: 1 },
    ],
    {
      campos: {
        dados_pessoais: { ...dadosPessoais, nome_completo: '=HYPERLINK("http://x","y")', nome_empresa: '@SUM(A1)' },
        dados_entrega: { ...endereco, numero: '-2', quem_recebera: 'Maria da Silva' },
        observacoes: '+1',
      },
    },
  );
  await pedir([{ nome: 'Caneca de Cerâmica 350 ml', quantidade: 3 }], {
    campos: {
      dados_pessoais: { ...dadosPessoais, nome_completo: 'João Pereira', nome_empresa: 'Agro Franquia Ltda' },
      dados_entrega: { ...endereco, quem_recebera: 'João Pereira' },
      endereco_entrega_igual_faturamento: false,
      dados_faturamento: { ...endereco, cidade: 'Franca', rua: 'Avenida Brasil' },
    },
  });
}

test('the admin exports the filtered orders to an .xlsx built in the browser, formulas neutralised', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const [franqueado] = await novasContas(['user']);
  const cliente = franqueado.username;
  await fazerPedidos(request, cliente);

  // The spreadsheet library is not part of the page: it arrives only when the export runs.
  const scripts: string[] = [];
  page.on('response', (resposta) => scripts.push(new URL(resposta.url()).pathname));
  await comSessao(page, 'admin');
  await page.goto(`/admin-pedidos?cliente=${cliente}`);
  const exportar = page.getByRole('button', { name: 'Exportar para Excel (2)' });
  await expect(exportar).toBeVisible();
  // What the page fetches on its own, it has asked for once the browser has been idle (whenIdle).
  await page.evaluate(() => new Promise((pronto) => requestIdleCallback(() => pronto(null))));
  const antesDeExportar = scripts.length;

  await exportar.click();
  const confirmacao = page.getByRole('alertdialog');
  await expect(confirmacao).toContainText('Exportar 2 pedidos para Excel?');
  const exportado = await entreDias(async () => {
    const download = page.waitForEvent('download');
    await confirmacao.getByRole('button', { name: 'Exportar' }).click();
    return download;
  });
  const baixado = exportado.escrito;

  const alerta = page.getByRole('alertdialog');
  await expect(alerta).toContainText(`Arquivo: ${baixado.suggestedFilename()}`);
  await expect(alerta).toContainText('Pedidos exportados: 2');
  await expect(alerta).toContainText('Planilhas: "Resumo dos Pedidos" e "Itens Detalhados"');
  // Named after the São Paulo day the browser built it on: either end of the export, should it run across midnight.
  expect([exportado.primeiro, exportado.ultimo].map((dia) => `pedidos_exportados_${dia}.xlsx`)).toContain(
    baixado.suggestedFilename(),
  );
  expect(scripts.slice(0, antesDeExportar).some((caminho) => /\/xlsx-[\w-]+\.js$/.test(caminho))).toBe(false);
  expect(scripts.slice(antesDeExportar).some((caminho) => /\/xlsx-[\w-]+\.js$/.test(caminho))).toBe(true);

  const [resumo, itens, ...outras] = await lerPlanilha(await baixado.path());
  expect(outras).toEqual([]);
  expect([resumo?.nome, itens?.nome]).toEqual(['Resumo dos Pedidos', 'Itens Detalhados']);
  if (!resumo || !itens) throw new Error('sheets missing');
  expect(resumo.formulas).toEqual([]);
  expect(itens.formulas).toEqual([]);

  const pedidos = comoRegistros(resumo);
  expect(pedidos).toHaveLength(2);
  const hostil = pedidos.find((pedido) => pedido.Observações === "'+1");
  expect(hostil).toMatchObject({
    Cliente: cliente,
    'Nome completo': `'=HYPERLINK("http://x","y")`,
    Empresa: "'@SUM(A1)",
    'Número (entrega)': "'-2",
    'Faturamento igual à entrega': 'Sim',
    'Rua (faturamento)': 'Rua General Osório',
    Status: 'Pendente de Aprovação',
    CPF: 'Não informado',
  });
  expect(typeof hostil?.Total).toBe('number');
  expect(hostil?.['Data do pedido']).toBeInstanceOf(Date);
  expect(pedidos.find((pedido) => pedido['Nome completo'] === 'João Pereira')).toMatchObject({
    'Faturamento igual à entrega': 'Não',
    'Cidade (faturamento)': 'Franca',
  });

  const linhasItens = comoRegistros(itens);
  expect(linhasItens.map((linha) => [linha.Produto, linha.Tamanho, linha.Quantidade]).sort()).toEqual(
    [
      ['Camiseta Polo Bordada', 'M', 2],
      ['Caneca de Cerâmica 350 ml', 'Não informado', 1],
      ['Caneca de Cerâmica 350 ml', 'Não informado', 3],
    ].sort(),
  );
  for (const linha of linhasItens) expect(typeof linha['Preço unitário']).toBe('number');
});
