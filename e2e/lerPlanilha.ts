import ExcelJS from 'exceljs';

export type ValorLido = string | number | boolean | Date | null;

export interface PlanilhaLida {
  nome: string;
  /** Every row, the header first, as the values a spreadsheet shows (empty cells are null). */
  linhas: ValorLido[][];
  /** Addresses of the cells holding a formula: an export must have none. */
  formulas: string[];
}

/** One cell's value, whatever exceljs made of it (rich text and links read as their text). */
function valor(celula: ExcelJS.Cell): ValorLido {
  const lido = celula.value;
  if (lido === null || lido === undefined) return null;
  if (typeof lido !== 'object' || lido instanceof Date) return lido;
  if ('richText' in lido) return lido.richText.map((trecho) => trecho.text).join('');
  if ('text' in lido && typeof lido.text === 'string') return lido.text;
  if ('result' in lido)
    return lido.result instanceof Date || typeof lido.result !== 'object' ? (lido.result ?? null) : null;
  return String(lido);
}

/**
 * Reads a downloaded .xlsx with exceljs, a reader independent of the writer the SPA uses (sheetjs-style):
 * the sheets in their order, each with its rows.
 */
export async function lerPlanilha(arquivo: string): Promise<PlanilhaLida[]> {
  const livro = new ExcelJS.Workbook();
  await livro.xlsx.readFile(arquivo);
  return livro.worksheets.map((folha) => {
    const linhas: ValorLido[][] = [];
    const formulas: string[] = [];
    for (let numero = 1; numero <= folha.rowCount; numero++) {
      const linha = folha.getRow(numero);
      linhas.push(
        Array.from({ length: folha.columnCount }, (_, coluna) => {
          const celula = linha.getCell(coluna + 1);
          if (celula.type === ExcelJS.ValueType.Formula) formulas.push(celula.address);
          return valor(celula);
        }),
      );
    }
    return { nome: folha.name, linhas, formulas };
  });
}

/** The rows under the header as records 'header → value', so assertions name columns instead of counting them. */
export function comoRegistros(planilha: PlanilhaLida): Record<string, ValorLido>[] {
  const [cabecalho = [], ...corpo] = planilha.linhas;
  return corpo.map((linha) =>
    Object.fromEntries(cabecalho.map((titulo, coluna) => [String(titulo), linha[coluna] ?? null])),
  );
}
