import type { IndexingPolicy } from '@azure/cosmos';
import * as z from 'zod';

/** A container of cosmosContainers.json; the unit test containerDeclarations.test.ts checks every one against it. */
const indexedPathSchema = z.strictObject({ path: z.string().startsWith('/') });
const indexingPolicySchema = z.strictObject({
  indexingMode: z.enum(['consistent', 'none']),
  automatic: z.boolean(),
  includedPaths: z.array(indexedPathSchema),
  excludedPaths: z.array(indexedPathSchema),
  compositeIndexes: z
    .array(z.array(z.strictObject({ path: z.string(), order: z.enum(['ascending', 'descending']) })).min(2))
    .optional(),
}) satisfies z.ZodType<IndexingPolicy>;

export const containerDeclarationSchema = z.strictObject({
  partitionKey: z.string().regex(/^\/\w+$/),
  /**
   * Seconds an item lives (the logs' retention); -1: items expire only by their own `ttl`; absent: items
   * never expire (and an item's `ttl` is ignored).
   */
  defaultTtl: z.union([z.number().int().positive(), z.literal(-1)]).optional(),
  indexingPolicy: indexingPolicySchema,
});
export type ContainerDeclaration = z.infer<typeof containerDeclarationSchema>;
