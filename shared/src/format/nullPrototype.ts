/**
 * A record of these entries on an object without a prototype: a key a user chose — a size named 'constructor',
 * 'toString' or '__proto__' — is only its own entry, never one of Object's members, however the record is read.
 * Records keyed by user input are built with it (or are Maps).
 */
export function nullPrototype<V>(entradas: Iterable<readonly [string, V]>): Record<string, V> {
  const registro = Object.create(null) as Record<string, V>;
  // Plain assignment: with no prototype there is no inherited __proto__ setter, so every key is an own entry.
  for (const [chave, valor] of entradas) registro[chave] = valor;
  return registro;
}
