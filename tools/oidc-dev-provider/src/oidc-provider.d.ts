// oidc-provider ships JavaScript only: the little of its API this tool uses.
declare module 'oidc-provider' {
  import type { IncomingMessage, Server } from 'node:http';

  /** The little of Koa's context (oidc-provider's app is Koa) the middlewares here use. */
  export interface KoaContext {
    method: string;
    path: string;
    querystring: string;
    req: IncomingMessage;
    status: number;
    type: string;
    body: unknown;
  }

  export default class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>);
    listen(port: number, host: string, callback?: () => void): Server;
    callback(): (request: unknown, response: unknown) => void;
    use(middleware: (context: KoaContext, next: () => Promise<void>) => Promise<void>): void;
  }
}
