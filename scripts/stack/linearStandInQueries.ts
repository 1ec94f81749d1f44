import { createRequire } from 'node:module';

/**
 * The stand-in's query engine (@zeit/cosmosdb-query 0.7.2) expands `FROM c` as
 * `$c.reduce(($, c) => [...$, { c }], [])`, copying the array once per document: every query costs the
 * square of the container's size (3–4 s each at 20 000 orders, past the API's 5 s timeout for a list's
 * eight queries). Each compiled query is rewritten to the linear equivalent; an upgrade that changes the
 * generated code fails here instead of silently going quadratic again.
 */
export function linearStandInQueries(): void {
  const require = createRequire(import.meta.url);
  const { default: compile } = require('@zeit/cosmosdb-query') as { default: (sql: string) => { code: string } };
  const prototype: object = Object.getPrototypeOf(compile('SELECT * FROM c'));
  const generated = Object.getOwnPropertyDescriptor(prototype, 'code')?.get;
  if (!generated) throw new Error('@zeit/cosmosdb-query changed: Query has no code getter');
  const quadraticFrom =
    /\$c\.reduce\(\(\$, (\w+)\) => typeof \1 !== "undefined" \? \[\.\.\.\$, \{\s*\1: \1\s*\}\] : \$, \[\]\)/g;
  Object.defineProperty(prototype, 'code', {
    get(this: { _code: string | null }) {
      this._code = String(generated.call(this)).replace(
        quadraticFrom,
        '$c.filter(($1) => typeof $1 !== "undefined").map(($1) => ({ $1 }))',
      );
      return this._code;
    },
  });
  if (compile('SELECT * FROM c').code.includes('[...$')) {
    throw new Error('@zeit/cosmosdb-query changed: FROM is still expanded quadratically');
  }
}
