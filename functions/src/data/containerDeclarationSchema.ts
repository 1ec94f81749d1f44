import type { IndexingPolicy } from '@azure/cosmos';
import * as z from 'zod/mini';

/** A container of cosmosContainers.json; the unit test containerDeclarations.test.ts checks every one against it. */
const indexedPathSchema = z.strictObject({ path: z.string().check(z.startsWith('/')) });
const indexingPolicySchema = z.strictObject({
  indexingMode: z.enum(['consistent', 'none']),
  automatic: z.boolean(),
  includedPaths: z.array(indexedPathSchema),
  excludedPaths: z.array(indexedPathSchema),
  compositeIndexes: z.optional(
    z.array(
      z.array(z.strictObject({ path: z.string(), order: z.enum(['ascending', 'descending']) })).check(z.minLength(2)),
    ),
  ),
}) satisfies z.ZodMiniType<IndexingPolicy>;

export const containerDeclarationSchema = z.strictObject({
  partitionKey: z.string().check(z.regex(/^\/\w+$/)),
  /**
   * Seconds an item lives (the logs' retention); -1: items expire only by their own `ttl`; absent: items
   * never expire (and an item's `ttl` is ignored).
   */
  defaultTtl: z.optional(z.union([z.number().check(z.int(), z.positive()), z.literal(-1)])),
  indexingPolicy: indexingPolicySchema,
});
export type ContainerDeclaration = z.infer<typeof containerDeclarationSchema>;
