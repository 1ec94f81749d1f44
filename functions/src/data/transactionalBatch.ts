import type { Container, OperationInput, OperationResponse } from '@azure/cosmos';
import { ConcurrencyConflict, callDependency, DependencyUnavailableError } from '../errors.ts';

/** How @azure/cosmos's `items.batch` words a failure of the request itself. */
const batchRequestError = 'Batch request error: ';

/**
 * Whether a failed batch request certainly changed nothing, read from the only thing the SDK keeps, its message: the
 * database was not reached (connection refused, no such host) or refused it before running it (throttled: Cosmos
 * answers 429 "Request rate is large" without executing). Anything else — a cut connection, a timeout — may have
 * committed, and the caller must not undo what goes with it.
 */
const neverArrived = (message: string) =>
  /\b(ECONNREFUSED|ENOTFOUND|EHOSTUNREACH)\b|Request rate is large/i.test(message);

/**
 * Runs operations as one transactional batch in one partition: all are written or none. An id already
 * used (409), or a conditional replace whose version is stale or whose item is gone (412, 404), throws
 * ConcurrencyConflict; any other failure is an Error naming `what`. Put the operation that may conflict
 * first: the local stand-in runs a batch in order and stops at the first failure without rolling back.
 */
export async function runBatch(
  container: Container,
  partitionKey: string,
  operations: OperationInput[],
  what: string,
): Promise<OperationResponse[]> {
  const response = await callDependency('cosmos', async () => {
    try {
      return await container.items.batch(operations, partitionKey);
    } catch (error) {
      // @azure/cosmos 4.x rethrows any failure of the batch request (connection refused or cut, timeout,
      // a 429 or 503 still refused after its retries) as a plain Error that keeps only the message: the code
      // and status are lost, so a failed batch request is taken for the database not taking it now (unavailable).
      if (error instanceof Error && error.message.startsWith(batchRequestError)) {
        throw new DependencyUnavailableError('cosmos', { cause: error, naoGravado: neverArrived(error.message) });
      }
      throw error;
    }
  });
  const results = response.result ?? [];
  const conflict = results.some(
    (result, index) =>
      result.statusCode === 409 ||
      result.statusCode === 412 ||
      (result.statusCode === 404 && operations[index]?.operationType === 'Replace'),
  );
  if (conflict) throw new ConcurrencyConflict(`${what}: changed meanwhile`);
  const failed = results.find((result) => result.statusCode >= 400);
  if (failed || results.length !== operations.length) {
    throw new Error(`${what} batch failed (${failed?.statusCode ?? response.code ?? 'no result'})`);
  }
  return results;
}
