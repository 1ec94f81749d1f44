import type { Container, FeedOptions, SqlQuerySpec } from '@azure/cosmos';

/** A query as the data layer hands it to the SDK, with the container it ran on. */
export interface RecordedQuery {
  container: string;
  query: SqlQuerySpec;
  options: FeedOptions;
}

const bound = (value: unknown, target: object): unknown => (typeof value === 'function' ? value.bind(target) : value);

/**
 * The container as the data layer sees it, noting every query it runs: the queries a repository or
 * service sends can then be replayed bare through the SDK, or checked against the indexing policy,
 * without restating their SQL anywhere.
 */
export function recordingQueries(container: Container, recorded: RecordedQuery[]): Container {
  const items = new Proxy(container.items, {
    get(target, property) {
      if (property !== 'query') return bound(Reflect.get(target, property, target), target);
      return (query: string | SqlQuerySpec, options: FeedOptions = {}) => {
        recorded.push({ container: container.id, query: typeof query === 'string' ? { query } : query, options });
        return target.query(query, options);
      };
    },
  });
  return new Proxy(container, {
    get: (target, property) => (property === 'items' ? items : bound(Reflect.get(target, property, target), target)),
  });
}

/**
 * Runs recorded queries again straight through the SDK, all at once as the services run them: a paged
 * query (the data layer always gives those a page size) fetches its first page, any other query all
 * of its results.
 */
export function replayBare(container: Container, queries: RecordedQuery[]): Promise<unknown[]> {
  return Promise.all(
    queries.map(async ({ query, options }) => {
      const iterator = container.items.query(query, options);
      return options.maxItemCount === undefined ? iterator.fetchAll() : iterator.fetchNext();
    }),
  );
}
