import { unzipSync, zipSync } from 'fflate';
import type { CellObject, WorkSheet } from 'sheetjs-style';
import type { Celula, Planilha } from './linhasPlanilha.ts';
import { carregarSheetJs, type SheetJs } from './sheetjs.ts';

/** Format codes are stored in Excel's invariant notation; a pt-BR Excel shows 'R$ 1.234,56' and 05/03/2026 14:30. */
const formatos = { moeda: '"R$ "#,##0.00', data: 'dd/mm/yyyy hh:mm' } as const;

/** Only string and number cells are written, never `f`: nothing in the file is a formula. */
function celulaDoArquivo(celula: Celula): CellObject | undefined {
  switch (celula.tipo) {
    case 'texto':
      return { t: 's', v: celula.valor };
    case 'numero':
      return { t: 'n', v: celula.valor };
    case 'moeda':
    case 'data':
      return { t: 'n', v: celula.valor, s: { numFmt: formatos[celula.tipo] } };
    case 'vazia':
      return undefined;
  }
}

function criarFolha(xlsx: SheetJs, planilha: Planilha): WorkSheet {
  const folha: WorkSheet = {};
  planilha.cabecalho.forEach((titulo, coluna) => {
    folha[xlsx.utils.encode_cell({ r: 0, c: coluna })] = { t: 's', v: titulo, s: { font: { bold: true } } };
  });
  planilha.linhas.forEach((linha, indice) => {
    linha.forEach((celula, coluna) => {
      const escrita = celulaDoArquivo(celula);
      if (escrita) folha[xlsx.utils.encode_cell({ r: indice + 1, c: coluna })] = escrita;
    });
  });
  const ultima = { r: planilha.linhas.length, c: planilha.cabecalho.length - 1 };
  folha['!ref'] = xlsx.utils.encode_range({ s: { r: 0, c: 0 }, e: ultima });
  folha['!cols'] = planilha.larguras.map((width) => ({ width }));
  // The admin filters by status, client or date straight from the header row.
  folha['!autofilter'] = { ref: folha['!ref'] };
  return folha;
}

/** The .xlsx bytes of the sheets, in their order. */
export async function escreverPlanilha(planilhas: readonly Planilha[]): Promise<Uint8Array<ArrayBuffer>> {
  const xlsx = await carregarSheetJs();
  const livro = xlsx.utils.book_new();
  for (const planilha of planilhas) xlsx.utils.book_append_sheet(livro, criarFolha(xlsx, planilha), planilha.nome);
  // bookSST writes shared strings (t="s"), the form every reader takes as plain text. The library's own deflate
  // (JSZip 2's JavaScript) took a third of a 5 000-order export: the workbook is written stored and zipped again by
  // fflate at the same level.
  const armazenado: ArrayBuffer = xlsx.write(livro, {
    type: 'array',
    bookType: 'xlsx',
    bookSST: true,
    compression: false,
  });
  return zipSync(unzipSync(new Uint8Array(armazenado)), { level: 6 }) as Uint8Array<ArrayBuffer>;
}
