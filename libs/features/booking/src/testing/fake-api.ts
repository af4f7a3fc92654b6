import type { ApiClientOptions } from '@stays/api-client';

export interface RecordedRequest {
  method: string;
  url: URL;
  headers: Headers;
  body: unknown;
}

export interface FakeReply {
  status: number;
  body: unknown;
}

/**
 * An API on a fake fetch: `answer` decides each reply; `hold` keeps replies back until `release()` so a test can
 * click twice while the first request is still on its way.
 */
export function fakeApi(answer: (request: RecordedRequest, index: number) => FakeReply) {
  const requests: RecordedRequest[] = [];
  let held: (() => void)[] | null = null;
  const fakeFetch: typeof fetch = async (input, init) => {
    const request: RecordedRequest = {
      method: init?.method ?? 'GET',
      url: new URL(String(input), 'http://site.test'),
      headers: new Headers(init?.headers),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : null,
    };
    const index = requests.push(request) - 1;
    if (held) await new Promise<void>((resolve) => held?.push(resolve));
    const reply = answer(request, index);
    return new Response(JSON.stringify(reply.body), { status: reply.status, headers: { 'content-type': 'application/json' } });
  };
  const api: ApiClientOptions = { baseUrl: '', fetch: fakeFetch };
  return {
    api,
    requests,
    hold: () => {
      held = [];
    },
    release: () => {
      const waiting = held ?? [];
      held = null;
      for (const resolve of waiting) resolve();
    },
  };
}
