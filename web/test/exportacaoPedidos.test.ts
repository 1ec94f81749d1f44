import { mensagensExportacao } from '@portal/shared/mensagens/pedidos';
import type { Pedido } from '@portal/shared/schemas/pedido';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { urlLifetimeMs } from '../src/features/pedidos/exportacao/baixarArquivo.ts';
import { enderecoA1 } from '../src/features/pedidos/exportacao/escreverPlanilha.ts';
import { iniciarExportacao } from '../src/features/pedidos/exportacao/exportarPedidos.ts';
import { criarGeradorPlanilha, gerarPlanilhaPedidos } from '../src/features/pedidos/exportacao/gerarPlanilha.ts';
import { carregarSheetJs, partesDoLivro } from '../src/features/pedidos/exportacao/sheetjs.ts';

/*
 * The workbook is written by sheetjs-style and read back by an independent reader (exceljs), so what is
 * checked is the file an admin opens, not the writer's own idea of it.
 */

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const entrega = {
  estado: 'SP',
  cidade: 'Ribeirão Preto',
  cep: '14000-000',
  bairro: 'Centro',
  rua: 'Rua das Palmeiras',
  numero: '100',
  complemento: '',
  ponto_referencia: '',
  quem_recebera: 'Recepção',
};
const { quem_recebera: _, ...enderecoEntrega } = entrega;

/** The API's canonical order (shared pedidoSchema). */
const canonico: Pedido = {
  id: 101,
  acima_da_verba: null,
  status: 'Em Preparação',
  created_at: '2026-03-05T17:30:00.000Z',
  updated_at: '2026-03-06T12:00:00.000Z',
  versao: '"etag"',
  total: 1234.5,
  observacoes: '',
  motivo_cancelamento: null,
  rastreio: { transportadora: 'Correios', codigo: 'QB123456789BR' },
  unidade: null,
  user: { username: 'franqueado', email: 'franqueado@franquia.dev' },
  dados_pessoais: {
    nome_completo: 'Maria da Silva',
    cpf: '',
    nome_empresa: 'Agro Franquia Ltda',
    cnpj: '12.345.678/0001-90',
    telefone: '(16) 99999-0000',
  },
  dados_entrega: entrega,
  dados_faturamento: enderecoEntrega,
  endereco_entrega_igual_faturamento: true,
  logo_extra: null,
  itens: [
    {
      produto_id: 'p1',
      nome: 'Camiseta Polo Bordada',
      descricao: 'Algodão',
      quantidade: 2,
      tamanho: 'M',
      preco_unitario: 500,
      subtotal: 1000,
    },
    {
      produto_id: 'p2',
      nome: 'Caneca de Cerâmica 350 ml',
      descricao: 'Branca',
      quantidade: 1,
      tamanho: null,
      preco_unitario: 234.5,
      subtotal: 234.5,
    },
  ],
  historico: [],
};

const hostil = {
  hyperlink: '=HYPERLINK("http://x","y")',
  mais: '+1',
  arroba: '@SUM(A1)',
  menos: '-2',
  tab: '\tinício com tab',
  cr: '\rinício com CR',
};

/** `items` (not `itens`) as a JSON string with alias names, and hostile values everywhere a client types. */
const comAliases = {
  id: 102,
  status: 'Cancelado',
  created_at: '2026-02-10T03:15:00.000Z',
  total: '80.00',
  observacoes: hostil.mais,
  motivo_cancelamento: hostil.hyperlink,
  user: { username: hostil.arroba, email: 'cliente@franquia.dev' },
  dados_pessoais: { nome_completo: hostil.hyperlink, nome_empresa: 'Empresa B', cnpj: '98.765.432/0001-10' },
  dados_entrega: { ...entrega, numero: hostil.menos, complemento: hostil.tab, ponto_referencia: hostil.cr },
  dados_faturamento: { ...enderecoEntrega, cidade: 'Franca', rua: 'Avenida Brasil' },
  endereco_entrega_igual_faturamento: false,
  items: JSON.stringify([
    { produto_nome: 'Boné', qtd: 4, valor_unitario: 15, valor_total: 60, size: 'U' },
    { product: { nome: hostil.mais, descricao: hostil.arroba }, quantidade: '2', preco: 10 },
  ]),
};

/** Items as an object keyed by position, `preco` alias, no subtotal (computed). */
const itensObjeto = {
  id: 103,
  status: 'Pendente de Aprovação',
  created_at: '2026-02-11T12:00:00.000Z',
  total: 30,
  itens: { a: { nome: 'Agenda', preco: 7.5, quantidade: 2 }, b: { nome: 'Caneta', preco_unitario: 5, qtd: 3 } },
};

/** One item given as a bare object; the long observation is wider than any column may be. */
const itemUnico = {
  id: 104,
  status: 'Entregue',
  created_at: '2026-02-12T12:00:00.000Z',
  total: 12,
  observacoes: 'Entregar no período da manhã, de segunda a sexta-feira, procurar pelo setor de compras.',
  itens: { nome: 'Chaveiro', quantidade: 1, preco_unitario: 12, subtotal: 12 },
};

/** No items and almost nothing filled in. */
const semItens = { id: 105, itens: [] };

const pedidos: unknown[] = [canonico, comAliases, null, itensObjeto, itemUnico, 'lixo', semItens];

const cabecalhoResumo = [
  'Pedido',
  'Data do pedido',
  'Última atualização',
  'Status',
  'Transportadora',
  'Código de rastreio',
  'Total',
  'Cliente',
  'E-mail',
  'Nome completo',
  'CPF',
  'Empresa',
  'CNPJ',
  'Telefone',
  'Estado (entrega)',
  'Cidade (entrega)',
  'CEP (entrega)',
  'Bairro (entrega)',
  'Rua (entrega)',
  'Número (entrega)',
  'Complemento (entrega)',
  'Ponto de referência (entrega)',
  'Quem receberá',
  'Faturamento igual à entrega',
  'Estado (faturamento)',
  'Cidade (faturamento)',
  'CEP (faturamento)',
  'Bairro (faturamento)',
  'Rua (faturamento)',
  'Número (faturamento)',
  'Complemento (faturamento)',
  'Ponto de referência (faturamento)',
  'Observações',
  'Logo extra (produtos)',
  'Motivo do cancelamento',
];
const cabecalhoItens = [
  'Pedido',
  'Data do pedido',
  'Cliente',
  'Empresa',
  'Produto',
  'Descrição',
  'Tamanho',
  'Quantidade',
  'Preço unitário',
  'Subtotal',
];

async function lerLivro(bytes: Uint8Array<ArrayBuffer>) {
  // exceljs takes entries whose CRC-32 or size is wrong, which Excel reports as a damaged file: JSZip checks them.
  await JSZip.loadAsync(bytes, { checkCRC32: true });
  const livro = new ExcelJS.Workbook();
  await livro.xlsx.load(bytes.buffer);
  return livro;
}

function folha(livro: ExcelJS.Workbook, nome: string) {
  const encontrada = livro.getWorksheet(nome);
  if (!encontrada) throw new Error(`sheet ${nome} missing`);
  return encontrada;
}

/** A row as a record 'header → value', so assertions name columns instead of counting them. */
function registro(planilha: ExcelJS.Worksheet, linha: number): Record<string, ExcelJS.CellValue> {
  const titulos = planilha.getRow(1).values as ExcelJS.CellValue[];
  const valores = planilha.getRow(linha).values as ExcelJS.CellValue[];
  return Object.fromEntries(
    titulos.flatMap((titulo, coluna) => (titulo ? [[String(titulo), valores[coluna] ?? null]] : [])),
  );
}

function todasAsCelulas(livro: ExcelJS.Workbook): ExcelJS.Cell[] {
  const celulas: ExcelJS.Cell[] = [];
  livro.eachSheet((planilha) =>
    planilha.eachRow({ includeEmpty: false }, (linha) => linha.eachCell((celula) => celulas.push(celula))),
  );
  return celulas;
}

/** 1 March 02:30 UTC is still 28 February in Brasília. */
const agora = new Date('2026-03-01T02:30:00.000Z');

describe('orders workbook', () => {
  it('is named for the export day in Brasília and counts the orders (entries that are not objects are left out)', async () => {
    const { arquivo, quantidade } = await gerarPlanilhaPedidos(pedidos, agora);
    expect(arquivo).toBe('pedidos_exportados_2026-02-28.xlsx');
    expect(quantidade).toBe(5);
  });

  it('has the two sheets with bold pt-BR headers, one row per order and one per item', async () => {
    const livro = await lerLivro((await gerarPlanilhaPedidos(pedidos, agora)).bytes);
    expect(livro.worksheets.map((planilha) => planilha.name)).toEqual(['Resumo dos Pedidos', 'Itens Detalhados']);
    for (const planilha of livro.worksheets) expect(planilha.name.length).toBeLessThanOrEqual(31);

    const resumo = folha(livro, 'Resumo dos Pedidos');
    const itens = folha(livro, 'Itens Detalhados');
    expect((resumo.getRow(1).values as unknown[]).slice(1)).toEqual(cabecalhoResumo);
    expect((itens.getRow(1).values as unknown[]).slice(1)).toEqual(cabecalhoItens);
    for (const planilha of [resumo, itens]) {
      planilha.getRow(1).eachCell((celula) => expect(celula.font?.bold, celula.address).toBe(true));
      planilha.getRow(2).eachCell((celula) => expect(celula.font?.bold, celula.address).not.toBe(true));
    }
    // The header row filters the whole table.
    expect([resumo.autoFilter, itens.autoFilter]).toEqual(['A1:AI6', 'A1:J9']);
    expect(resumo.rowCount).toBe(1 + 5);
    // 2 + 2 + 2 + 1 items, and one row for the order without items.
    expect(itens.rowCount).toBe(1 + 8);
    expect(registro(itens, 9)).toMatchObject({
      Pedido: 105,
      Produto: mensagensExportacao.nenhumItem,
      Quantidade: null,
      Subtotal: null,
    });
  });

  it('reads items under either name, as list, object or JSON, with every alias', async () => {
    const itens = folha(await lerLivro((await gerarPlanilhaPedidos(pedidos, agora)).bytes), 'Itens Detalhados');
    const linhas = [2, 3, 4, 5, 6, 7, 8].map((linha) => registro(itens, linha));
    const colunas = ['Pedido', 'Produto', 'Descrição', 'Tamanho', 'Quantidade', 'Preço unitário', 'Subtotal'];
    expect(linhas.map((linha) => colunas.map((coluna) => linha[coluna]))).toEqual([
      [101, 'Camiseta Polo Bordada', 'Algodão', 'M', 2, 500, 1000],
      [101, 'Caneca de Cerâmica 350 ml', 'Branca', 'Não informado', 1, 234.5, 234.5],
      [102, 'Boné', 'Não informado', 'U', 4, 15, 60],
      [102, "'+1", "'@SUM(A1)", 'Não informado', 2, 10, 20],
      [103, 'Agenda', 'Não informado', 'Não informado', 2, 7.5, 15],
      [103, 'Caneta', 'Não informado', 'Não informado', 3, 5, 15],
      [104, 'Chaveiro', 'Não informado', 'Não informado', 1, 12, 12],
    ]);
    expect(linhas[0]).toMatchObject({ Cliente: 'franqueado', Empresa: 'Agro Franquia Ltda' });
  });

  it('writes the summary with status as shown, billing = delivery when so, and Não informado for blanks', async () => {
    const resumo = folha(await lerLivro((await gerarPlanilhaPedidos(pedidos, agora)).bytes), 'Resumo dos Pedidos');
    expect(registro(resumo, 2)).toMatchObject({
      Pedido: 101,
      Status: 'Em Transporte',
      Transportadora: 'Correios',
      'Código de rastreio': 'QB123456789BR',
      Total: 1234.5,
      Cliente: 'franqueado',
      'E-mail': 'franqueado@franquia.dev',
      CPF: 'Não informado',
      'Quem receberá': 'Recepção',
      'Faturamento igual à entrega': 'Sim',
      'Rua (faturamento)': 'Rua das Palmeiras',
      'Complemento (entrega)': 'Não informado',
      Observações: 'Não informado',
      'Logo extra (produtos)': 'Não informado',
      'Motivo do cancelamento': 'Não informado',
    });
    expect(registro(resumo, 3)).toMatchObject({
      Status: 'Cancelado',
      Transportadora: 'Não informado',
      Total: 80,
      'Faturamento igual à entrega': 'Não',
      'Rua (entrega)': 'Rua das Palmeiras',
      'Rua (faturamento)': 'Avenida Brasil',
      'Cidade (faturamento)': 'Franca',
    });
    const vazio = registro(resumo, 6);
    expect(vazio.Pedido).toBe(105);
    for (const coluna of cabecalhoResumo.slice(1)) expect(vazio[coluna], coluna).toBe('Não informado');
  });

  it('holds no formula, and every value a formula could start with is written after an apostrophe', async () => {
    const livro = await lerLivro((await gerarPlanilhaPedidos(pedidos, agora)).bytes);
    const celulas = todasAsCelulas(livro);
    expect(celulas.length).toBeGreaterThan(200);
    for (const celula of celulas) {
      expect(celula.type, celula.address).not.toBe(ExcelJS.ValueType.Formula);
      expect(celula.formula, celula.address).toBeUndefined();
      if (typeof celula.value === 'string') expect(celula.value, celula.address).not.toMatch(/^[=+\-@\t\r]/);
    }
    expect(registro(folha(livro, 'Resumo dos Pedidos'), 3)).toMatchObject({
      'Nome completo': `'${hostil.hyperlink}`,
      Observações: `'${hostil.mais}`,
      Cliente: `'${hostil.arroba}`,
      'Número (entrega)': `'${hostil.menos}`,
      'Complemento (entrega)': `'${hostil.tab}`,
      // Line breaks are written as LF (see linhasPlanilha.texto).
      'Ponto de referência (entrega)': "'\ninício com CR",
      'Motivo do cancelamento': `'${hostil.hyperlink}`,
    });
  });

  it('keeps money, quantities and order numbers as numbers and dates as dates, formatted for Brazil', async () => {
    const livro = await lerLivro((await gerarPlanilhaPedidos(pedidos, agora)).bytes);
    const resumo = folha(livro, 'Resumo dos Pedidos');
    const itens = folha(livro, 'Itens Detalhados');
    const celula = (planilha: ExcelJS.Worksheet, linha: number, titulo: string) => {
      const coluna = (planilha.getRow(1).values as unknown[]).indexOf(titulo);
      return planilha.getRow(linha).getCell(coluna);
    };
    const total = celula(resumo, 2, 'Total');
    expect(total.type).toBe(ExcelJS.ValueType.Number);
    expect(total.numFmt).toBe('"R$ "#,##0.00');
    expect(celula(itens, 2, 'Subtotal').numFmt).toBe('"R$ "#,##0.00');
    expect(celula(itens, 2, 'Preço unitário').value).toBe(500);
    expect(celula(itens, 2, 'Quantidade').type).toBe(ExcelJS.ValueType.Number);
    expect(celula(resumo, 2, 'Pedido').type).toBe(ExcelJS.ValueType.Number);

    // 17:30 UTC is 14:30 in Brasília; Excel dates carry no zone, so the cell holds the wall clock.
    const data = celula(resumo, 2, 'Data do pedido');
    expect(data.numFmt).toBe('dd/mm/yyyy hh:mm');
    expect(data.value).toEqual(new Date(Date.UTC(2026, 2, 5, 14, 30)));
    expect(celula(itens, 4, 'Data do pedido').value).toEqual(new Date(Date.UTC(2026, 2 - 1, 10, 0, 15)));
  });

  it("gets a 'Unidade' column after 'E-mail' once an order has a unit (issue 36), blank for the orders without", async () => {
    const daUnidade = {
      ...canonico,
      id: 106,
      unidade: { id: 'u1', nome: 'Loja Centro', cnpj: '11.222.333/0001-81', razao_social: 'Agro Centro Ltda' },
    };
    const resumo = folha(
      await lerLivro((await gerarPlanilhaPedidos([canonico, daUnidade], agora)).bytes),
      'Resumo dos Pedidos',
    );
    const email = cabecalhoResumo.indexOf('E-mail') + 1;
    expect((resumo.getRow(1).values as unknown[]).slice(1)).toEqual([
      ...cabecalhoResumo.slice(0, email),
      'Unidade',
      ...cabecalhoResumo.slice(email),
    ]);
    expect(registro(resumo, 2).Unidade).toBeNull();
    expect(registro(resumo, 3).Unidade).toBe('Loja Centro (CNPJ 11.222.333/0001-81)');
    // Every other column as without it.
    const { Unidade: _, ...semUnidade } = registro(resumo, 2);
    const antes = folha(await lerLivro((await gerarPlanilhaPedidos([canonico], agora)).bytes), 'Resumo dos Pedidos');
    expect(semUnidade).toEqual(registro(antes, 2));
  });

  it('fits column widths to the content, never wider than 50 characters', async () => {
    const livro = await lerLivro((await gerarPlanilhaPedidos(pedidos, agora)).bytes);
    for (const planilha of livro.worksheets) {
      planilha.columns.forEach((coluna, indice) => {
        const titulo = String(planilha.getRow(1).getCell(indice + 1).value);
        expect(coluna.width, `${planilha.name} ${titulo}`).toBeLessThanOrEqual(50);
        expect(coluna.width, `${planilha.name} ${titulo}`).toBeGreaterThan(titulo.length);
      });
    }
    const resumo = folha(livro, 'Resumo dos Pedidos');
    const largura = (titulo: string) => resumo.getColumn((resumo.getRow(1).values as unknown[]).indexOf(titulo)).width;
    expect(largura('Observações')).toBe(50);
    // 'Agro Franquia Ltda' (18) plus a margin of 2.
    expect(largura('Empresa')).toBe(20);
  });

  it('fits a price column to its longest price as shown, whatever the order of the prices', async () => {
    const comTotais = [5, 1_234_567.891, 999.999, 98_765.4].map((total) => ({ ...canonico, total }));
    const resumo = folha(await lerLivro((await gerarPlanilhaPedidos(comTotais, agora)).bytes), 'Resumo dos Pedidos');
    const total = resumo.getColumn((resumo.getRow(1).values as unknown[]).indexOf('Total'));
    // 'R$ 1.234.567,89' plus a margin of 2.
    expect(total.width).toBe(17);
  });

  it('reads an order of the wrong shape everywhere as blanks instead of failing', async () => {
    const estranho = { id: {}, user: 'x', dados_pessoais: [], itens: 5, items: 'não é JSON', total: 'abc', status: 7 };
    const { quantidade, bytes } = await gerarPlanilhaPedidos([{}, estranho], agora);
    expect(quantidade).toBe(2);
    const livro = await lerLivro(bytes);
    const resumo = folha(livro, 'Resumo dos Pedidos');
    for (const linha of [2, 3]) {
      const registroLido = registro(resumo, linha);
      for (const coluna of cabecalhoResumo) {
        // A number given as the status is still a value the server sent.
        const esperado = linha === 3 && coluna === 'Status' ? '7' : 'Não informado';
        expect(registroLido[coluna], `${linha} ${coluna}`).toBe(esperado);
      }
    }
    expect(registro(folha(livro, 'Itens Detalhados'), 3).Produto).toBe(mensagensExportacao.nenhumItem);
  });

  it('refuses an empty list with the spec message', async () => {
    await expect(gerarPlanilhaPedidos([null, 'x'], agora)).rejects.toThrow(mensagensExportacao.vazio);
  });

  it('writes the same sheets when the orders come one batch at a time (cells written as each batch arrives)', async () => {
    const gerador = criarGeradorPlanilha();
    for (const pedido of pedidos) gerador.adicionar([pedido]);
    const porLote = await lerLivro((await gerador.gerar(agora)).bytes);
    const deUmaVez = await lerLivro((await gerarPlanilhaPedidos(pedidos, agora)).bytes);
    for (const nome of ['Resumo dos Pedidos', 'Itens Detalhados']) {
      // Values, column widths, the header's style, number formats and the header's filter.
      const lido = (livro: ExcelJS.Workbook) => {
        const planilha = folha(livro, nome);
        return {
          valores: planilha.getSheetValues().map((linha) => JSON.stringify(linha)),
          larguras: planilha.columns.map((coluna) => coluna.width),
          cabecalho: JSON.stringify(planilha.getRow(1).font),
          celulasFormatadas: planilha
            .getRows(2, planilha.rowCount - 1)
            ?.flatMap((linha) => (linha.values as unknown[]).map((_, coluna) => linha.getCell(coluna).numFmt ?? '')),
          filtro: JSON.stringify(planilha.autoFilter),
        };
      };
      expect(lido(porLote), nome).toEqual(lido(deUmaVez));
      expect(lido(porLote).filtro, nome).toContain('A1');
      expect(lido(porLote).celulasFormatadas, nome).toContain('"R$ "#,##0.00');
    }
    // The header and the five orders (the list's null and 'lixo' are left out).
    expect(folha(porLote, 'Resumo dos Pedidos').rowCount).toBe(6);
  });

  it('names cells in A1 notation as the spreadsheet library does, past column Z and ZZ', async () => {
    const { utils } = await carregarSheetJs();
    for (const [linha, coluna] of [
      [0, 0],
      [4, 25],
      [0, 26],
      [9, 51],
      [5000, 701],
      [1, 702],
      [3, 16_383],
    ] as const) {
      expect(enderecoA1(linha, coluna)).toBe(utils.encode_cell({ r: linha, c: coluna }));
    }
  });

  it('writes through the capturing zip class, and refuses a library that wrote anything else', async () => {
    const xlsx = await carregarSheetJs();
    const livro = xlsx.utils.book_new();
    xlsx.utils.book_append_sheet(livro, xlsx.utils.aoa_to_sheet([['Ação']]), 'Folha');
    const partes = partesDoLivro(xlsx.write(livro, { type: 'binary', bookType: 'xlsx', bookSST: true }));
    expect(Object.keys(partes)).toEqual(expect.arrayContaining(['[Content_Types].xml', 'xl/workbook.xml']));
    // Text as JavaScript strings, which the writer encodes in UTF-8 as JSZip did.
    expect(partes['xl/sharedStrings.xml']).toContain('Ação');
    for (const outro of ['PK\u0003\u0004', null, {}, { '[Content_Types].xml': 1 }]) {
      expect(() => partesDoLivro(outro)).toThrow(/JSZipSync/);
    }
  });
});

describe('iniciarExportacao', () => {
  it('reads the orders batch by batch, then downloads the workbook through a temporary link and revokes its URL later', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    // The spies only record: the real URL API runs. The browser's own download is proven by
    // e2e/exportacaoPedidos.spec.ts; here the link is caught and its navigation prevented.
    const criar = vi.spyOn(URL, 'createObjectURL');
    const revogar = vi.spyOn(URL, 'revokeObjectURL');
    const cliques: HTMLAnchorElement[] = [];
    const aoClicar = (evento: MouseEvent) => {
      if (evento.target instanceof HTMLAnchorElement) cliques.push(evento.target);
      evento.preventDefault();
    };
    document.addEventListener('click', aoClicar);
    try {
      // Fed in two batches, as the download hands them over.
      const exportacao = iniciarExportacao(criarGeradorPlanilha);
      exportacao.adicionar([canonico]);
      exportacao.adicionar([semItens]);
      await expect(exportacao.concluir(agora)).resolves.toEqual({
        arquivo: 'pedidos_exportados_2026-02-28.xlsx',
        quantidade: 2,
      });
    } finally {
      document.removeEventListener('click', aoClicar);
    }

    expect(cliques).toHaveLength(1);
    const [link] = cliques;
    expect(link?.download).toBe('pedidos_exportados_2026-02-28.xlsx');
    expect(link?.isConnected).toBe(false);
    const blob = criar.mock.calls[0]?.[0];
    if (!(blob instanceof Blob)) throw new Error('no Blob was given to createObjectURL');
    expect(blob.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const baixado = await lerLivro(new Uint8Array(await blob.arrayBuffer()));
    expect(folha(baixado, 'Resumo dos Pedidos').rowCount).toBe(3);
    const url = criar.mock.results[0]?.value;
    expect(link?.href).toBe(url);

    expect(revogar).not.toHaveBeenCalled();
    vi.advanceTimersByTime(urlLifetimeMs);
    expect(revogar).toHaveBeenCalledWith(url);
  });
});
