import pino from 'pino';
import { readAccountsConfig } from '@stays/server-accounts';
import { buildApiServer, readHotelUpdateProxyConfig } from '@stays/server-http';
import { readApiConfig } from './api-config';
import { prepareDatabase } from './prepare-database';

/** The API process: database ready, then listen; SIGINT/SIGTERM close the server first, then the database. */
async function main(): Promise<void> {
  const config = readApiConfig(process.env);
  const database = await prepareDatabase(config);
  // Asynchronous writes: a synchronous write to stdout per request line was a tenth of the API's CPU under load.
  const logDestination = pino.destination({ dest: 1, sync: false });
  const app = buildApiServer({
    database,
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
