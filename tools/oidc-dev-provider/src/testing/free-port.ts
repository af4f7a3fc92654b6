import { createServer, type Server } from 'node:net';

/** A port the system has just handed out on 127.0.0.1 and taken back, for the provider a test starts. */
export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe: Server = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}
