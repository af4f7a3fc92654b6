import pino from 'pino';
import { readAccountsConfig } from '@stays/server-accounts';
import { buildApiServer, readHotelUpdateProxyConfig } from '@stays/server-http';
import { followCatalogueChanges, STALENESS_BOUND_MS } from '@stays/server-catalogue';
import { readApiConfig } from './api-config';
import { prepareDatabase } from './prepare-database';

/** The API process: database ready, then listen; SIGINT/SIGTERM close the server first, then the database. */
async function main(): Promise<void> {
  const config = readApiConfig(process.env);
  const database = await prepareDatabase(config);
  // Asynchronous writes: a synchronous write to stdout per request line was a tenth of the API's CPU under load.
  const logDestination = pino.destination({ dest: 1, sync: false });
  const log = pino({ level: config.logLevel }, logDestination);
  // Search, the map and the hotel page read the catalogue from memory, kept within STALENESS_BOUND_MS of the database.
  const catalogue = config.catalogueIndex
    ? await followCatalogueChanges(database, { onError: (error) => log.error({ err: error }, 'catalogue index: reading the change feed failed') })
    : null;
  if (catalogue) {
    const memory = process.memoryUsage();
    log.info(
      {
        ...catalogue.index.size(),
        loadMs: catalogue.index.loadMs,
        heapUsedMb: Math.round(memory.heapUsed / 1_048_576),
        rssMb: Math.round(memory.rss / 1_048_576),
        stalenessBoundMs: STALENESS_BOUND_MS,
      },
      'catalogue index loaded',
    );
  }
  const app = buildApiServer({
    database,
    catalogueIndex: catalogue?.index ?? null,
    logger: { level: config.logLevel, stream: logDestination },
    accounts: readAccountsConfig(process.env),
    devTools: config.devTools,
    hotelUpdateProxy: readHotelUpdateProxyConfig(process.env),
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    try {
      await app.close();
      await catalogue?.stop();
      await database.close();
      logDestination.flushSync();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      logDestination.flushSync();
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));

  const address = await app.listen({ port: config.port, host: config.host });
  app.log.info({ url: address, driver: database.driver }, `API listening on ${address}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
