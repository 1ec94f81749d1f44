/**
 * The Cosmos DB stand-in as its own process (so it can be stopped or killed on its own):
 * @vercel/cosmosdb-server over HTTPS, restored from a snapshot on start, snapshotted on shutdown
 * and periodically. Usage: tsx cosmosServer.ts <port> [snapshot-file]
 */
import { createHttpsServer } from '@vercel/cosmosdb-server';
import { linearStandInQueries } from './linearStandInQueries.ts';

const port = Number(process.argv[2] ?? 8081);
const snapshotFile = process.argv[3];
linearStandInQueries();
// Cosmos DB keeps a client's connections open; the stand-in closes each one after its answer unless told otherwise,
// and every SDK call then paid a TLS handshake (a seventh of the API's CPU under load). Idle connections live longer
// here than the clients keep them (functions/src/data/cosmos.ts), so a client never reuses one the server is closing.
const server = createHttpsServer({ keepAlive: true });
server.keepAliveTimeout = 120_000;

/**
 * The snapshot file's reader and writer, when there is a file. The SDK they use takes a second to load, which a
 * throw-away stack (the tests') does not pay.
 */
async function abrirSnapshot(file: string | undefined) {
  if (!file) return null;
  const { loadSnapshot, localCosmosClient, saveSnapshot } = await import('./cosmosSnapshot.ts');
  const client = localCosmosClient(`https://127.0.0.1:${port}`);
  return {
    file,
    load: () => loadSnapshot(client, file),
    save: () => saveSnapshot(client, file),
    dispose: () => client.dispose(),
  };
}

server.listen(port, '127.0.0.1', async () => {
  const snapshot = await abrirSnapshot(snapshotFile);
  if (snapshot) {
    const restored = await snapshot.load();
    if (restored !== null) console.log(`cosmos: restored ${restored} items from ${snapshot.file}`);
    setInterval(() => {
      snapshot.save().catch((error) => console.error('cosmos: snapshot failed', error));
    }, 30_000).unref();
  }
  console.log(`cosmos ready on https://127.0.0.1:${port}`);

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await snapshot?.save().catch((error) => console.error(error));
    snapshot?.dispose();
    server.close(() => process.exit(0));
    server.closeAllConnections();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  // The launcher closes our stdin when it exits, even if it dies without signalling us.
  process.stdin.on('end', stop);
  process.stdin.resume();
});
