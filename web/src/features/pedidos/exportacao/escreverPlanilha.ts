import { Zip } from 'fflate';
import type { CellObject, WorkSheet } from 'sheetjs-style';
import { criarCompressor, type ParteDeflacionada } from './compressao.ts';
import type { Celula, Planilha } from './linhasPlanilha.ts';
import { carregarSheetJs, escreverPartes } from './sheetjs.ts';

/**
 * The cells' styles, one object each, shared and frozen: the library's style builder remembers them by object
 * (sheetjs.ts). Format codes are stored in Excel's invariant notation; a pt-BR Excel shows 'R$ 1.234,56' and
 * 05/03/2026 14:30.
 */
const estilos = {
  moeda: Object.freeze({ numFmt: '"R$ "#,##0.00' }),
  data: Object.freeze({ numFmt: 'dd/mm/yyyy hh:mm' }),
  cabecalho: Object.freeze({ font: Object.freeze({ bold: true }) }),
};

/** Only string and number cells are written, never `f`: nothing in the file is a formula. */
function celulaDoArquivo(celula: Celula): CellObject | undefined {
  switch (celula.tipo) {
    case 'texto':
      return { t: 's', v: celula.valor };
    case 'numero':
      return { t: 'n', v: celula.valor };
    case 'moeda':
    case 'data':
      return { t: 'n', v: celula.valor, s: estilos[celula.tipo] };
    case 'vazia':
      return undefined;
  }
}

/** The .xlsx container of the deflated parts, in their order (fflate's Zip takes entries compressed elsewhere). */
async function zipar(partes: readonly ParteDeflacionada[]): Promise<Uint8Array<ArrayBuffer>> {
  const pedacos: Uint8Array<ArrayBuffer>[] = [];
  const zip = new Zip((erro, pedaco) => {
    if (erro) throw erro;
    // fflate's types predate the buffer parameter of typed arrays; its chunks are its own or ours, never shared memory.
    pedacos.push(pedaco as Uint8Array<ArrayBuffer>);
  });
  for (const { entrada, dados } of partes) {
    zip.add(entrada);
    entrada.ondata?.(null, dados, true);
  }
  zip.end();
  return new Uint8Array(await new Blob(pedacos).arrayBuffer());
}

/** A cell's address in the file's A1 notation (row and column counted from 0): column letters, then the row. */
export function enderecoA1(linha: number, coluna: number): string {
  let letras = '';
  for (let resto = coluna + 1; resto > 0; resto = Math.floor((resto - 1) / 26)) {
    letras = String.fromCharCode(65 + ((resto - 1) % 26)) + letras;
  }
  return `${letras}${linha + 1}`;
}

/**
 * A sheet as rows of cells, the header's first: the library also writes this "dense" form (xlsx.js,
 * write_ws_xml_data), reading each cell by row and column instead of looking up its address among 190 000 keys.
 */
type FolhaDensa = (CellObject | undefined)[][];

/**
 * The workbook's sheets, their cells written as the rows arrive: `acompanhar` writes the rows added since its last
 * call (the export's worker calls it after each batch, while the next one downloads), so what is left at the end is
 * the library's writer, deflating its parts (on a thread of their own) and laying out the zip.
 */
export function livroEmConstrucao() {
  const folhas: FolhaDensa[] = [];
  // Started now: a worker started from a worker boots only once its parent is idle, never during the library's write.
  const compressor = criarCompressor();
  const acompanhar = (planilhas: readonly Planilha[]) => {
    planilhas.forEach((planilha, indice) => {
      // Row 0 is the header's, written at the end.
      const folha = folhas[indice] ?? [[]];
      folhas[indice] = folha;
      for (let linha = folha.length - 1; linha < planilha.linhas.length; linha++) {
        folha.push((planilha.linhas[linha] ?? []).map(celulaDoArquivo));
      }
    });
  };
  return {
    acompanhar,
    /** The .xlsx bytes of the sheets, in their order. */
    async escrever(planilhas: readonly Planilha[]): Promise<Uint8Array<ArrayBuffer>> {
      try {
        acompanhar(planilhas);
        const xlsx = await carregarSheetJs();
        const livro = xlsx.utils.book_new();
        planilhas.forEach((planilha, indice) => {
          const linhas = folhas[indice] ?? [[]];
          linhas[0] = planilha.cabecalho.map((titulo) => ({ t: 's', v: titulo, s: estilos.cabecalho }));
          const ref = `A1:${enderecoA1(planilha.linhas.length, planilha.cabecalho.length - 1)}`;
          const propriedades = {
            '!ref': ref,
            '!cols': planilha.larguras.map((width) => ({ width })),
            // The admin filters by status, client or date straight from the header row.
            '!autofilter': { ref },
          };
          // The library's types know the sheet by addresses only, not the dense form it writes as well.
          xlsx.utils.book_append_sheet(
            livro,
            Object.assign(linhas, propriedades) as unknown as WorkSheet,
            planilha.nome,
          );
        });
        // Each part is deflated as the library hands it over (sheetjs.ts), while it writes the next; fflate lays out
        // the zip.
        const deflacionadas: Promise<ParteDeflacionada>[] = [];
        const partes = escreverPartes(xlsx, livro, (caminho, parte) =>
          deflacionadas.push(compressor.comprimir(caminho, parte)),
        );
        // A part added twice would be two entries of one name in the zip.
        if (deflacionadas.length !== Object.keys(partes).length) throw new Error('sheetjs-style added a part twice');
        return await zipar(await Promise.all(deflacionadas));
      } finally {
        compressor.encerrar();
      }
    },
  };
}
