import { vi } from 'vitest';

/** One call a loader or action made to the API, as the fake received it. */
export type RecordedRequest = { method: string; url: URL; body: unknown; headers: Headers };
/** `setCookies`: the Set-Cookie headers of the answer (a new session). */
export type FakeReply = { status?: number; body: unknown; setCookies?: string[] };

/**
 * Stands in for the API at the HTTP boundary (the global fetch the api-client uses): each call is recorded and
 * answered as JSON by `answer`. Tests restore the real fetch with vi.unstubAllGlobals().
 */
export function fakeApi(answer: (request: RecordedRequest) => FakeReply): RecordedRequest[] {
  const requests: RecordedRequest[] = [];
  vi.stubGlobal('fetch', async (input: string | URL, init?: RequestInit) => {
    const request = {
      method: init?.method ?? 'GET',
      url: new URL(String(input)),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : null,
      headers: new Headers(init?.headers),
    };
    requests.push(request);
    const { status = 200, body, setCookies = [] } = answer(request);
    const headers = new Headers({ 'content-type': 'application/json' });
    for (const cookie of setCookies) headers.append('set-cookie', cookie);
    return new Response(JSON.stringify(body), { status, headers });
  });
  return requests;
}

/** A loader's or action's answer: its payload and HTTP status, or the redirect (or error response) it threw. */
export async function outcomeOf(promise: Promise<unknown>): Promise<{ status: number; body?: Record<string, unknown>; location?: string }> {
  try {
    const result = (await promise) as Record<string, unknown>;
    if ('init' in result && 'data' in result) {
      const init = result['init'] as { status?: number } | null;
      return { status: init?.status ?? 200, body: result['data'] as Record<string, unknown> };
    }
    return { status: 200, body: result };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get('location') ?? undefined };
    throw thrown;
  }
}
