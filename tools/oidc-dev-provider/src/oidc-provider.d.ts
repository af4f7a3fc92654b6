// oidc-provider ships JavaScript only: the little of its API this tool uses.
declare module 'oidc-provider' {
  import type { Server } from 'node:http';

  export default class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>);
    listen(port: number, host: string, callback?: () => void): Server;
    callback(): (request: unknown, response: unknown) => void;
    use(middleware: (context: { querystring: string }, next: () => Promise<void>) => Promise<void>): void;
  }
}
