// Settings of every throw-away test server: reachable on 127.0.0.1 only, durability traded for speed (its data
// dies with it anyway), and connections enough for two Vitest workers' pools plus two API processes.
export const serverSettings = [
  '-c',
  'listen_addresses=127.0.0.1',
  '-c',
  'fsync=off',
  '-c',
  'synchronous_commit=off',
  '-c',
  'full_page_writes=off',
  '-c',
  'max_connections=200',
];
