/**
 * sheetjs-style 0.15.8 assigns four variables it never declares. Node loads it as sloppy-mode CommonJS,
 * where such an assignment quietly creates a global; Vite's bundle (and its dev pre-bundle) wraps it in an
 * ES module, which is strict, so the first write throws "ReferenceError: QUOTE is not defined". Declaring
 * the names on globalThis before the library runs turns those writes into plain property writes. The
 * package is unmaintained, so this stays until the export moves to another writer.
 */
const globaisNaoDeclaradas = ['QUOTE', '_hashIndex', '_listIndex', 'style_builder'] as const;

/** The library, loaded on first use only: it is ~0.3 MB gzip and only the export needs it. */
export async function carregarSheetJs() {
  for (const nome of globaisNaoDeclaradas) {
    if (!(nome in globalThis)) Reflect.set(globalThis, nome, undefined);
  }
  return (await import('sheetjs-style')).default;
}
