import { Zip, type ZipInputFile } from 'fflate';
import type { CellObject, WorkSheet } from 'sheetjs-style';
import type { Celula, Planilha } from './linhasPlanilha.ts';
import { carregarSheetJs, partesDoLivro } from './sheetjs.ts';

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

/** A part of the file, deflated, and its entry in the zip. */
interface ParteDeflacionada {
  entrada: ZipInputFile;
  dados: Uint8Array<ArrayBuffer>;
}

/**
 * A part of the file deflated by the platform (CompressionStream), several times faster than deflate in JavaScript
 * (fflate's, 0.35 s for 5 000 orders at its fastest level). Gzip rather than raw deflate because its trailer carries
 * the CRC-32 and the size the zip's entry needs: its body is the raw deflate stream a zip stores (RFC 1952).
 */
async function parteDeflacionada(caminho: string, parte: string): Promise<ParteDeflacionada> {
  const fluxo = new Blob([parte]).stream().pipeThrough(new CompressionStream('gzip'));
  const gzip = new Uint8Array(await new Response(fluxo).arrayBuffer());
  // A 10-byte header with no optional fields (FLG 0) is what compressors write; anything else is refused, not misread.
  if (gzip[0] !== 0x1f || gzip[1] !== 0x8b || gzip[3] !== 0 || gzip.length < 18) {
    throw new Error('CompressionStream wrote an unexpected gzip header');
  }
  const trailer = new DataView(gzip.buffer, gzip.byteOffset + gzip.length - 8, 8);
  return {
    entrada: { filename: caminho, compression: 8, crc: trailer.getUint32(0, true), size: trailer.getUint32(4, true) },
    dados: gzip.subarray(10, gzip.length - 8),
  };
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

/** Column letters by column (counted from 0), each worked out once: every cell's address starts with them. */
const letrasDasColunas: string[] = [];

function letrasDaColuna(coluna: number): string {
  let letras = '';
  for (let resto = coluna + 1; resto > 0; resto = Math.floor((resto - 1) / 26)) {
    letras = String.fromCharCode(65 + ((resto - 1) % 26)) + letras;
  }
  return letras;
}

/** A cell's address in the file's A1 notation (row and column counted from 0): column letters, then the row. */
export function enderecoA1(linha: number, coluna: number): string {
  letrasDasColunas[coluna] ??= letrasDaColuna(coluna);
  return `${letrasDasColunas[coluna]}${linha + 1}`;
}

/**
 * The workbook's sheets, their cells written as the rows arrive: `acompanhar` writes the rows added since its last
 * call (the export's worker calls it after each batch, while the next one downloads), so writing the file at the end
 * is the library's work alone.
 */
export function livroEmConstrucao() {
  const folhas: { folha: WorkSheet; escritas: number }[] = [];
  const acompanhar = (planilhas: readonly Planilha[]) => {
    planilhas.forEach((planilha, indice) => {
      const atual = folhas[indice] ?? { folha: {}, escritas: 0 };
      folhas[indice] = atual;
      for (; atual.escritas < planilha.linhas.length; atual.escritas++) {
        const linha = atual.escritas + 1;
        planilha.linhas[atual.escritas]?.forEach((celula, coluna) => {
          const escrita = celulaDoArquivo(celula);
          if (escrita) atual.folha[enderecoA1(linha, coluna)] = escrita;
        });
      }
    });
  };
  return {
    acompanhar,
    /** The .xlsx bytes of the sheets, in their order. */
    async escrever(planilhas: readonly Planilha[]): Promise<Uint8Array<ArrayBuffer>> {
      acompanhar(planilhas);
      const xlsx = await carregarSheetJs();
      const livro = xlsx.utils.book_new();
      planilhas.forEach((planilha, indice) => {
        const folha = folhas[indice]?.folha ?? {};
        planilha.cabecalho.forEach((titulo, coluna) => {
          folha[enderecoA1(0, coluna)] = { t: 's', v: titulo, s: estilos.cabecalho };
        });
        folha['!ref'] = `A1:${enderecoA1(planilha.linhas.length, planilha.cabecalho.length - 1)}`;
        folha['!cols'] = planilha.larguras.map((width) => ({ width }));
        // The admin filters by status, client or date straight from the header row.
        folha['!autofilter'] = { ref: folha['!ref'] };
        xlsx.utils.book_append_sheet(livro, folha, planilha.nome);
      });
      // bookSST writes shared strings (t="s"), the form every reader takes as plain text. The library hands over the
      // parts (sheetjs.ts); the browser's own zlib deflates them and fflate lays out the zip.
      const partes = partesDoLivro(xlsx.write(livro, { type: 'binary', bookType: 'xlsx', bookSST: true }));
      return await zipar(
        await Promise.all(Object.entries(partes).map(([caminho, parte]) => parteDeflacionada(caminho, parte))),
      );
    },
  };
}
