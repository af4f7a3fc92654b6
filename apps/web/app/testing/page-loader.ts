import type { LoaderFunctionArgs } from 'react-router';
import { loader } from '../routes/page';
import { fakeApi, type FakeReply } from './fake-api';

export type Reply = FakeReply;

/** The fake API of ./fake-api for page loaders, which only read: answered by URL, the URLs asked remembered. */
export function fakePageApi(answer: (url: URL) => Reply): URL[] {
  const urls: URL[] = [];
  fakeApi((request) => {
    urls.push(request.url);
    return answer(request.url);
  });
  return urls;
}

/** A browser session whose experiments are all the control (expd pins them), so that a page's loader is deterministic. */
const CONTROL_EXPERIMENTS_COOKIE = `expd=${encodeURIComponent(JSON.stringify({ newHome: { val: '0' }, wizz: { val: '0' }, listing40: { val: '0' }, loggedOutExp: { val: '0' } }))}`;

/** The catch-all page route's loader for a URL, with the route parameters React Router would give it (and the browser's headers). */
export function loadPage(url: string, headers: Record<string, string> = { cookie: CONTROL_EXPERIMENTS_COOKIE }) {
  const parsed = new URL(url);
  const [first = '', second] = parsed.pathname.split('/').filter(Boolean);
  const params = second === undefined ? { slug: first } : { country: first, slug: second };
  return loader({ request: new Request(url, { headers: { host: parsed.host, ...headers } }), params, context: {} } as unknown as LoaderFunctionArgs);
}

/** 200 when the loader answers, else the status of the response it threw (404, a redirect…). */
export async function statusOf(promise: Promise<unknown>): Promise<number | undefined> {
  try {
    await promise;
    return 200;
  } catch (error) {
    return (error as { init?: { status?: number } }).init?.status;
  }
}
