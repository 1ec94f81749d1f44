import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { listaProdutosResponseSchema } from '@portal/shared';
import { createDependencies } from '../functions/src/app/dependencies.ts';
import { loadConfig } from '../functions/src/config.ts';
import { createTestUser, testPassword } from '../functions/test/integration/testUsers.ts';
import { expect, signInWithPassword, test } from './fixtures.ts';
import { comoRegistros, lerPlanilha } from './lerPlanilha.ts';

/** A franchisee of this test alone, so filtering the admin list by client finds exactly its orders. */
async function novoFranqueado() {
  const settings = process.env.PORTAL_E2E_API_SETTINGS;
  if (!settings) throw new Error('PORTAL_E2E_API_SETTINGS missing: run through playwright.config.ts');
  const deps = createDependencies(loadConfig(JSON.parse(settings) as Record<string, string>));
  try {
    return (await createTestUser(deps)).username;
  } finally {
    deps.cosmos.client.dispose();
  }
}

const endereco = {
  estado: 'SP',
  cidade: 'Ribeirão Preto',
  cep: '14015-000',
  bairro: 'Centro',
  rua: 'Rua General Osório',
  numero: '120',
  complemento: '',
  ponto_referencia: '',
};

/** Orders placed through the API as the client typed them, formula-looking values included. */
async function fazerPedidos(request: APIRequestContext, username: string) {
  const base = process.env.PORTAL_E2E_URL;
  const login = await request.post(`${base}/api/login`, { data: { username, password: testPassword } });
  const { token } = (await login.json()) as { token: string };
  const headers = { 'X-Portal-Authorization': `Bearer ${token}` };
  const { produtos } = listaProdutosResponseSchema.parse(await (await request.get(`${base}/api/produtos`)).json());
  const produto = (nome: string) => produtos.find((item) => item.nome === nome)?.id;

  const pedir = async (itens: object[], campos: object) => {
    for (const item of itens)
      expect((await request.post(`${base}/api/carrinho`, { headers, data: item })).ok()).toBe(true);
    const resposta = await request.post(`${base}/api/pedidos`, {
      headers: { ...headers, 'Idempotency-Key': randomUUID() },
      data: { observacoes: '', logo_extra: null, ...campos },
    });
    expect(resposta.status()).toBe(201);
  };

  await pedir(
    [
      { produto_id: produto('Camiseta Polo Bordada'), quantidade: 2, tamanho: 'M' },
      { produto_id: produto('Caneca de Cerâmica 350 ml'), quantidade: 1 },
    ],
    {
      dados_pessoais: {
        nome_completo: '=HYPERLINK("http://x","y")',
        cpf: '',
        nome_empresa: '@SUM(A1)',
        cnpj: '11.222.333/0001-81',
        telefone: '(16) 98765-4321',
      },
      dados_entrega: { ...endereco, numero: '-2', quem_recebera: 'Maria da Silva' },
      endereco_entrega_igual_faturamento: true,
      observacoes: '+1',
    },
  );
  await pedir([{ produto_id: produto('Caneca de Cerâmica 350 ml'), quantidade: 3 }], {
    dados_pessoais: {
      nome_completo: 'João Pereira',
      cpf: '',
      nome_empresa: 'Agro Franquia Ltda',
      cnpj: '11.222.333/0001-81',
      telefone: '(16) 98765-4321',
    },
    dados_entrega: { ...endereco, quem_recebera: 'João Pereira' },
    endereco_entrega_igual_faturamento: false,
    dados_faturamento: { ...endereco, cidade: 'Franca', rua: 'Avenida Brasil' },
  });
}

/** Today in Brasília, 'yyyy-mm-dd' (en-CA writes dates that way). */
const hojeEmSaoPaulo = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());

test('the admin exports the filtered orders to an .xlsx built in the browser, formulas neutralised', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const cliente = await novoFranqueado();
  await fazerPedidos(request, cliente);

  // The spreadsheet library is not part of the page: it arrives only when the export runs.
  const scripts: string[] = [];
  page.on('response', (resposta) => scripts.push(new URL(resposta.url()).pathname));
  await signInWithPassword(page, 'admin');
  await expect(page).toHaveURL(/\/painel$/);
  await page.goto(`/admin-pedidos?cliente=${cliente}`);
  const exportar = page.getByRole('button', { name: 'Exportar para Excel (2)' });
  await expect(exportar).toBeVisible();
  await page.waitForLoadState('networkidle');
  const antesDeExportar = scripts.length;

  await exportar.click();
  const confirmacao = page.getByRole('alertdialog');
  await expect(confirmacao).toContainText('Exportar 2 pedidos para Excel?');
  const download = page.waitForEvent('download');
  await confirmacao.getByRole('button', { name: 'Exportar' }).click();
  const baixado = await download;

  const alerta = page.getByRole('alertdialog');
  await expect(alerta).toContainText(`Arquivo: ${baixado.suggestedFilename()}`);
  await expect(alerta).toContainText('Pedidos exportados: 2');
  await expect(alerta).toContainText('Planilhas: "Resumo dos Pedidos" e "Itens Detalhados"');
  expect(baixado.suggestedFilename()).toBe(`pedidos_exportados_${hojeEmSaoPaulo()}.xlsx`);
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
