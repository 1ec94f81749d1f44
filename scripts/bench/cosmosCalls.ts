import { type FeedOptions, Item, Items, type SqlQuerySpec } from '@azure/cosmos';

/** One call a request made through the Cosmos SDK: the container, the operation and what it was given. */
export interface CosmosCall {
  container: string;
  operation: string;
  /** The item of a point operation. */
  id?: string;
  /** A query's text and parameters, and its options (partition, page size). */
  query?: SqlQuerySpec;
  options?: FeedOptions;
  /** What a write sent: the document, the batch's operations or the patch. */
  body?: unknown;
}

const itemOperations = ['read', 'replace', 'delete', 'patch'] as const;
const itemsOperations = ['query', 'readAll', 'create', 'upsert', 'batch', 'bulk', 'executeBulkOperations'] as const;

let recording: CosmosCall[] | null = null;
let installed = false;

/**
 * Notes every item and items operation of the SDK in this process while `recording` is set. The SDK's
 * own prototypes are wrapped once, so repositories built anywhere (an in-process API host, the bare
 * calls) are seen without being rebuilt; with nothing recording, a wrapper only passes the call on.
 */
function install() {
  if (installed) return;
  installed = true;
  const wrap = (
    prototype: object,
    operation: string,
    describe: (target: never, args: unknown[]) => Omit<CosmosCall, 'operation'>,
  ) => {
    const original = Reflect.get(prototype, operation) as (...args: unknown[]) => unknown;
    Reflect.set(prototype, operation, function (this: never, ...args: unknown[]) {
      recording?.push({ operation, ...describe(this, args) });
      return original.apply(this, args);
    });
  };
  for (const operation of itemOperations) {
    wrap(Item.prototype, operation, (item: Item, args) => ({
      container: item.container.id,
      id: item.id,
      ...(operation === 'replace' || operation === 'patch' ? { body: args[0] } : {}),
    }));
  }
  for (const operation of itemsOperations) {
    wrap(Items.prototype, operation, (items: Items, args) => {
      const [first, second] = args;
      if (operation !== 'query') return { container: items.container.id, body: first };
      return {
        container: items.container.id,
        query: typeof first === 'string' ? { query: first } : (first as SqlQuerySpec),
        options: (second as FeedOptions | undefined) ?? {},
      };
    });
  }
}

/** Runs `work` and returns, with its result, the SDK calls made in this process meanwhile. */
export async function recordCosmosCalls<T>(work: () => Promise<T>): Promise<{ result: T; calls: CosmosCall[] }> {
  install();
  if (recording) throw new Error('one recording at a time');
  const calls: CosmosCall[] = [];
  recording = calls;
  try {
    return { result: await work(), calls };
  } finally {
    recording = null;
  }
}

/** `container.operation` of each call, sorted: what two ways of serving a request must share. */
export const callNames = (calls: CosmosCall[]) => calls.map((call) => `${call.container}.${call.operation}`).sort();

/**
 * Fails unless the bare calls are the portal's, operation for operation (in any order: a bare version
 * may order independent calls differently). The ratio in the report compares like with like only then.
 */
export function expectSameCalls(what: string, portal: CosmosCall[], bare: CosmosCall[]): string[] {
  const expected = callNames(portal);
  const actual = callNames(bare);
  if (expected.join('\n') !== actual.join('\n')) {
    throw new Error(`${what}: the bare SDK calls differ from the portal's\nportal: ${expected}\nbare:   ${actual}`);
  }
  return expected;
}
