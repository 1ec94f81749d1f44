import type { WorkBook } from 'sheetjs-style';

/**
 * sheetjs-style 0.15.8 assigns four variables it never declares. Node loads it as sloppy-mode CommonJS,
 * where such an assignment quietly creates a global; Vite's bundle (and its dev pre-bundle) wraps it in an
 * ES module, which is strict, so the first write throws "ReferenceError: QUOTE is not defined". Declaring
 * the names on globalThis before the library runs turns those writes into plain property writes (the fourth,
 * `style_builder`, is declared by declararConstrutorDeEstilos). The package is unmaintained, so this stays until the
 * export moves to another writer.
 */
const globaisNaoDeclaradas = ['QUOTE', '_hashIndex', '_listIndex'] as const;

/** The files of a workbook by their path in the .xlsx, XML as text, as the library writes them for .xlsx. */
export type PartesDoLivro = Record<string, string>;

/** Hears each part as the library adds it, during escreverPartes alone. */
let aoAdicionarParte: ((caminho: string, conteudo: string) => void) | undefined;

/**
 * The zip class the library writes through. Its own is JSZip 2 in JavaScript: a stored zip built as a string, which
 * the export unzipped to zip it again with fflate (a third of writing 5 000 orders). The library takes the class of
 * a global `JSZipSync` when one is declared before it loads; this one hands each part on as it is added
 * (escreverPartes: the export deflates it meanwhile) and all of them back from `generate`, which `write` with
 * `type: 'binary'` returns as is, to be checked (partesDoLivro). So the library writes with `type: 'binary'` only
 * and never reads a workbook: both would need JSZip itself.
 */
class PartesCapturadas {
  readonly partes: PartesDoLivro = {};
  file(caminho: string, conteudo: string) {
    this.partes[caminho] = conteudo;
    aoAdicionarParte?.(caminho, conteudo);
  }
  generate() {
    return this.partes;
  }
}

/** What `write` returned, if it is the parts of PartesCapturadas: a library that changed fails here, loudly. */
export function partesDoLivro(escrito: unknown): PartesDoLivro {
  const valido =
    typeof escrito === 'object' &&
    escrito !== null &&
    Object.values(escrito).every((parte) => typeof parte === 'string');
  if (!valido || !('[Content_Types].xml' in escrito)) {
    throw new Error('sheetjs-style did not write through JSZipSync: the workbook has no parts');
  }
  return escrito as PartesDoLivro;
}

interface ConstrutorDeEstilos {
  addStyle(estilo: unknown): number;
}

const ehConstrutorDeEstilos = (valor: unknown): valor is ConstrutorDeEstilos =>
  typeof valor === 'object' && valor !== null && 'addStyle' in valor && typeof valor.addStyle === 'function';

/**
 * The library asks its style builder (the fourth undeclared global, set anew by each `write`) for every cell's style
 * index, and the builder looks it up by the style's JSON: 290 000 times for 5 000 orders, a tenth of writing them.
 * The export's cells share a few frozen style objects (escreverPlanilha.ts), so the index is remembered per object;
 * a cell without a style gets a new empty one each time, remembered as one.
 */
function comEstilosLembrados(construtor: ConstrutorDeEstilos): ConstrutorDeEstilos {
  const original = construtor.addStyle.bind(construtor);
  const indices = new WeakMap<object, number>();
  let semEstilo: number | undefined;
  construtor.addStyle = (estilo) => {
    // Not an object (the library passes numeric indices on before this): nothing to remember it by.
    if (typeof estilo !== 'object' || estilo === null) return original(estilo);
    if (Object.keys(estilo).length === 0) {
      semEstilo ??= original(estilo);
      return semEstilo;
    }
    let indice = indices.get(estilo);
    if (indice === undefined) {
      indice = original(estilo);
      indices.set(estilo, indice);
    }
    return indice;
  };
  return construtor;
}

function declararConstrutorDeEstilos() {
  let atual: unknown;
  Object.defineProperty(globalThis, 'style_builder', {
    configurable: true,
    get: () => atual,
    set: (novo: unknown) => {
      atual = ehConstrutorDeEstilos(novo) ? comEstilosLembrados(novo) : novo;
    },
  });
}

/** The library, loaded on first use only: it is ~0.3 MB gzip and only the export needs it. */
export async function carregarSheetJs() {
  for (const nome of globaisNaoDeclaradas) {
    if (!(nome in globalThis)) Reflect.set(globalThis, nome, undefined);
  }
  if (!('style_builder' in globalThis)) declararConstrutorDeEstilos();
  if (!('JSZipSync' in globalThis)) Reflect.set(globalThis, 'JSZipSync', PartesCapturadas);
  return (await import('sheetjs-style')).default;
}

/**
 * The workbook as the parts of an .xlsx, each handed to `aoAdicionar` the moment the library adds it (the export
 * deflates a sheet while the library writes the next). `write` is synchronous, so no other write can interleave.
 * bookSST writes shared strings (t="s"), the form every reader takes as plain text.
 */
export function escreverPartes(
  xlsx: Awaited<ReturnType<typeof carregarSheetJs>>,
  livro: WorkBook,
  aoAdicionar: (caminho: string, conteudo: string) => void,
): PartesDoLivro {
  aoAdicionarParte = aoAdicionar;
  try {
    return partesDoLivro(xlsx.write(livro, { type: 'binary', bookType: 'xlsx', bookSST: true }));
  } finally {
    aoAdicionarParte = undefined;
  }
}
