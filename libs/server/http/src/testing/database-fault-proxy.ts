import { createServer, connect, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy between the API's pool and PostgreSQL that a test can take down and bring back: `stop()` cuts every
 * open connection and refuses new ones, as a stopped server does to its clients; `start()` listens again on the
 * same port. The database itself keeps its data, so what reached it before the cut can be checked afterwards.
 */
export class DatabaseFaultProxy {
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();
  private port = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  /** The database URL `url` reached through the proxy. */
  urlThrough(url: string): string {
    const through = new URL(url);
    through.hostname = '127.0.0.1';
    through.port = String(this.port);
    return through.toString();
  }

  async start(): Promise<void> {
    const server = createServer((client) => {
      const upstream = connect(this.target.port, this.target.host);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => undefined);
      }
      client.pipe(upstream).pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    const address = server.address();
    if (address && typeof address === 'object') this.port = address.port;
    this.server = server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    for (const socket of this.sockets) socket.destroy();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
