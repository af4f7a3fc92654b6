import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type AppLoadContext, type EntryContext } from 'react-router';
import { paintFirstStream } from './hydration/paint-first-stream.server';

export const streamTimeout = 5_000;

/**
 * Streams the page. Search engines (and other bots) get the whole document at once so listing, city and
 * hotel pages arrive complete with their content and metadata; browsers get the shell as soon as it is ready.
 * Every inline script (React's and React Router's) carries the nonce the production server put in this response's
 * Content-Security-Policy (server.mjs); the dev server sets no policy and passes none.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext?: AppLoadContext,
) {
  const nonce = loadContext?.cspNonce;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const waitForAll = isbot(request.headers.get('user-agent') ?? '') || routerContext.isSpaMode;
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} nonce={nonce} />, {
      nonce,
      [waitForAll ? 'onAllReady' : 'onShellReady']() {
        shellRendered = true;
        const body = new PassThrough();
        responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
        resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
        // Module preloads and the bootstrap module go out inert, woken once the page has painted (hydration/paint-first.ts).
        // Not in development, where Vite's React refresh preamble must run before the other inline modules.
        const page = import.meta.env.DEV ? new PassThrough() : paintFirstStream();
        page.pipe(body);
        pipe(page);
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        if (shellRendered) console.error(error);
      },
    });
    setTimeout(abort, streamTimeout + 1_000);
  });
}
