import { planilhasExportacao } from '@portal/shared/domain/exportacaoPedidos';
import { ehStatusPedido, statusExibido } from '@portal/shared/domain/statusPedido';
import { formatPreco } from '@portal/shared/format/money';
import { mensagensExportacao, mensagensPedidos, mensagensRastreio } from '@portal/shared/mensagens/pedidos';
import type { ItemExportado, PedidoExportado } from './normalizarPedido.ts';
import { serialExcel } from './relogioSaoPaulo.ts';

/**
 * A cell as the export means it; the writer turns it into the file's own. Money and dates stay numbers
 * (formatted 'R$' and dd/mm/yyyy hh:mm) so the admin can sum, sort and filter them in Excel.
 */
export type Celula =
  | { tipo: 'texto'; valor: string }
  | { tipo: 'numero'; valor: number }
  | { tipo: 'moeda'; valor: number }
  /** Excel's serial date of the Brasília wall clock. */
  | { tipo: 'data'; valor: number }
  | { tipo: 'vazia' };

export interface Planilha {
  nome: string;
  cabecalho: readonly string[];
  linhas: readonly (readonly Celula[])[];
  /** Column widths in characters, fitted to the content. */
  larguras: readonly number[];
}

/** Spec section 9: no column wider than 50 characters. */
const larguraMaxima = 50;

/** A cell starting with one of these is a formula once typed or pasted into a spreadsheet (CSV injection). */
const inicioDeFormula = /^[=+\-@\t\r]/;

/**
 * A text cell; a blank value reads 'Não informado'. String cells are never evaluated when Excel opens the
 * file, but '=HYPERLINK(…)' becomes live as soon as the admin edits the cell, saves as CSV or pastes it
 * elsewhere; a leading apostrophe (OWASP's advice) keeps it text everywhere and shows it was altered.
 * Line breaks become LF, Excel's own: a CR is stored as the escape _x000D_, which not every reader decodes.
 */
function texto(valor: string | undefined): Celula {
  if (valor === undefined) return { tipo: 'texto', valor: mensagensExportacao.naoInformado };
  const neutro = inicioDeFormula.test(valor) ? `'${valor}` : valor;
  return { tipo: 'texto', valor: neutro.includes('\r') ? neutro.replace(/\r\n?/g, '\n') : neutro };
}

const numero = (valor: number | undefined): Celula =>
  valor === undefined ? texto(undefined) : { tipo: 'numero', valor };

const moeda = (valor: number | undefined): Celula =>
  valor === undefined ? texto(undefined) : { tipo: 'moeda', valor };

const data = (valor: Date | string | undefined): Celula =>
  valor instanceof Date ? { tipo: 'data', valor: serialExcel(valor) } : texto(valor);

const identificador = (valor: number | string | undefined): Celula =>
  typeof valor === 'number' ? numero(valor) : texto(valor);

const simOuNao = (valor: boolean | undefined): Celula =>
  texto(valor === undefined ? undefined : valor ? mensagensExportacao.sim : mensagensExportacao.nao);

/** 'Em Preparação' reads 'Em Transporte', as on screen; an unknown status is shown as sent. */
const status = (valor: string | undefined): Celula =>
  texto(valor !== undefined && ehStatusPedido(valor) ? statusExibido(valor) : valor);

interface Coluna<Linha> {
  titulo: string;
  celula: (linha: Linha) => Celula;
  /** Left out of the sheet when no row has a value in it: an export without such data stays the spec's. */
  soComValor?: true;
}

type Endereco = PedidoExportado['dados_faturamento'];

const camposEndereco = [
  ['Estado', 'estado'],
  ['Cidade', 'cidade'],
  ['CEP', 'cep'],
  ['Bairro', 'bairro'],
  ['Rua', 'rua'],
  ['Número', 'numero'],
  ['Complemento', 'complemento'],
  ['Ponto de referência', 'ponto_referencia'],
] as const satisfies readonly (readonly [string, keyof Endereco])[];

const colunasEndereco = (qual: string, endereco: (pedido: PedidoExportado) => Endereco): Coluna<PedidoExportado>[] =>
  camposEndereco.map(([titulo, campo]) => ({
    titulo: `${titulo} (${qual})`,
    celula: (pedido) => texto(endereco(pedido)[campo]),
  }));

/** Billing 'same as delivery' is the delivery address. */
const faturamento = (pedido: PedidoExportado): Endereco =>
  pedido.endereco_entrega_igual_faturamento ? pedido.dados_entrega : pedido.dados_faturamento;

const colunasResumo: Coluna<PedidoExportado>[] = [
  { titulo: 'Pedido', celula: (pedido) => identificador(pedido.id) },
  { titulo: 'Data do pedido', celula: (pedido) => data(pedido.created_at) },
  { titulo: 'Última atualização', celula: (pedido) => data(pedido.updated_at) },
  { titulo: 'Status', celula: (pedido) => status(pedido.status) },
  { titulo: mensagensRastreio.transportadora, celula: (pedido) => texto(pedido.rastreio.transportadora) },
  { titulo: mensagensRastreio.codigo, celula: (pedido) => texto(pedido.rastreio.codigo) },
  { titulo: 'Total', celula: (pedido) => moeda(pedido.total) },
  { titulo: 'Cliente', celula: (pedido) => texto(pedido.user.username) },
  { titulo: 'E-mail', celula: (pedido) => texto(pedido.user.email) },
  // Issue 36: the franchise unit the order was placed for, as it was then.
  {
    titulo: mensagensPedidos.unidade,
    celula: ({ unidade }) =>
      unidade.nome === undefined
        ? { tipo: 'vazia' }
        : texto(mensagensPedidos.unidadeDoPedido(unidade.nome, unidade.cnpj)),
    soComValor: true,
  },
  { titulo: 'Nome completo', celula: (pedido) => texto(pedido.dados_pessoais.nome_completo) },
  { titulo: 'CPF', celula: (pedido) => texto(pedido.dados_pessoais.cpf) },
  { titulo: 'Empresa', celula: (pedido) => texto(pedido.dados_pessoais.nome_empresa) },
  { titulo: 'CNPJ', celula: (pedido) => texto(pedido.dados_pessoais.cnpj) },
  { titulo: 'Telefone', celula: (pedido) => texto(pedido.dados_pessoais.telefone) },
  ...colunasEndereco('entrega', (pedido) => pedido.dados_entrega),
  { titulo: 'Quem receberá', celula: (pedido) => texto(pedido.dados_entrega.quem_recebera) },
  { titulo: 'Faturamento igual à entrega', celula: (pedido) => simOuNao(pedido.endereco_entrega_igual_faturamento) },
  ...colunasEndereco('faturamento', faturamento),
  { titulo: 'Observações', celula: (pedido) => texto(pedido.observacoes) },
  { titulo: 'Logo extra (produtos)', celula: (pedido) => texto(pedido.logo_extra.produtos) },
  { titulo: 'Motivo do cancelamento', celula: (pedido) => texto(pedido.motivo_cancelamento) },
];

/** One row per item; an order without items gets one row with no item. */
interface LinhaItem {
  pedido: PedidoExportado;
  item?: ItemExportado;
}

/** An item column: empty on the row of an order without items. */
const doItem = (celula: (item: ItemExportado) => Celula) => (linha: LinhaItem) =>
  linha.item ? celula(linha.item) : ({ tipo: 'vazia' } as const);

const colunasItens: Coluna<LinhaItem>[] = [
  { titulo: 'Pedido', celula: ({ pedido }) => identificador(pedido.id) },
  { titulo: 'Data do pedido', celula: ({ pedido }) => data(pedido.created_at) },
  { titulo: 'Cliente', celula: ({ pedido }) => texto(pedido.user.username) },
  { titulo: 'Empresa', celula: ({ pedido }) => texto(pedido.dados_pessoais.nome_empresa) },
  {
    titulo: 'Produto',
    celula: ({ item }) => (item ? texto(item.nome) : { tipo: 'texto', valor: mensagensExportacao.nenhumItem }),
  },
  { titulo: 'Descrição', celula: doItem((item) => texto(item.descricao)) },
  { titulo: 'Tamanho', celula: doItem((item) => texto(item.tamanho)) },
  { titulo: 'Quantidade', celula: doItem((item) => numero(item.quantidade)) },
  { titulo: 'Preço unitário', celula: doItem((item) => moeda(item.precoUnitario)) },
  { titulo: 'Subtotal', celula: doItem((item) => moeda(item.subtotal)) },
];

/** Lengths of prices as shown, by sign and digits in cents: all a price's length depends on. */
const comprimentosDeMoeda = new Map<string, number>();

/** The characters of a price as shown ('R$ 1.234,56'), formatted once per sign and number of digits. */
function comprimentoDaMoeda(valor: number): number {
  // -0 is shown with its sign too ('-R$ 0,00').
  const chave = `${valor < 0 || Object.is(valor, -0) ? '-' : ''}${String(Math.round(Math.abs(valor) * 100)).length}`;
  let comprimento = comprimentosDeMoeda.get(chave);
  if (comprimento === undefined) {
    comprimento = formatPreco(valor).length;
    comprimentosDeMoeda.set(chave, comprimento);
  }
  return comprimento;
}

/** The characters a cell shows, as Excel lays it out (longest line of a text). */
function comprimento(celula: Celula | undefined): number {
  switch (celula?.tipo) {
    case 'texto':
      return celula.valor.includes('\n')
        ? Math.max(...celula.valor.split('\n').map((linha) => linha.length))
        : celula.valor.length;
    case 'numero':
      return String(celula.valor).length;
    case 'moeda':
      return comprimentoDaMoeda(celula.valor);
    case 'data':
      return 'dd/mm/aaaa hh:mm'.length;
    default:
      return 0;
  }
}

/** A sheet whose rows are added as the orders arrive: each row's cells and the columns' widths, kept as it goes. */
function folhaEmConstrucao<Linha>(nome: string, colunas: readonly Coluna<Linha>[]) {
  const linhas: Celula[][] = [];
  // Two characters of margin, like Excel's own fit.
  const larguras = colunas.map((coluna) => coluna.titulo.length + 2);
  const comValor = colunas.map(() => false);
  return {
    adicionar(linha: Linha) {
      const celulas = colunas.map((coluna) => coluna.celula(linha));
      celulas.forEach((celula, indice) => {
        larguras[indice] = Math.max(larguras[indice] ?? 0, comprimento(celula) + 2);
        if (celula.tipo !== 'vazia') comValor[indice] = true;
      });
      linhas.push(celulas);
    },
    planilha: (): Planilha => {
      const mantida = (indice: number) => !colunas[indice]?.soComValor || comValor[indice];
      const filtrar = <T>(valores: readonly T[]) => valores.filter((_, indice) => mantida(indice));
      return {
        nome,
        cabecalho: filtrar(colunas.map((coluna) => coluna.titulo)),
        linhas: colunas.every((_, indice) => mantida(indice)) ? linhas : linhas.map(filtrar),
        larguras: filtrar(larguras.map((largura) => Math.min(larguraMaxima, largura))),
      };
    },
  };
}

/**
 * Spec section 9: 'Resumo dos Pedidos' (one row per order) and 'Itens Detalhados' (one row per item), built as the
 * orders arrive (the export's worker adds each batch while the next downloads), in their order.
 */
export function planilhasEmConstrucao() {
  const resumo = folhaEmConstrucao(planilhasExportacao.resumo, colunasResumo);
  const itens = folhaEmConstrucao(planilhasExportacao.itens, colunasItens);
  return {
    adicionar(pedidos: readonly PedidoExportado[]) {
      for (const pedido of pedidos) {
        resumo.adicionar(pedido);
        // An order without items gets one row with no item.
        if (pedido.itens.length === 0) itens.adicionar({ pedido });
        for (const item of pedido.itens) itens.adicionar({ pedido, item });
      }
    },
    planilhas: (): Planilha[] => [resumo.planilha(), itens.planilha()],
  };
}
