import { vi } from 'vitest';
import type { ApiClientOptions } from '@stays/api-client';

export interface FakeAnswer {
  status: number;
  body: unknown;
}

/** An API whose calls are recorded and answered per path (a function answers each call in turn); a promise holds the answer back. */
export function fakeApi(answers: Record<string, FakeAnswer | ((body: unknown) => FakeAnswer | Promise<FakeAnswer>)>) {
  const calls: { path: string; method: string; body: unknown; headers: Record<string, string> }[] = [];
  const fetchImpl = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const path = new URL(String(url), 'http://localhost').pathname;
    const body: unknown = init?.body ? JSON.parse(String(init.body)) : null;
    calls.push({ path, method: init?.method ?? 'GET', body, headers: (init?.headers ?? {}) as Record<string, string> });
    const entry = answers[path];
    const answer =
      typeof entry === 'function' ? await entry(body) : (entry ?? { status: 500, body: { statusCode: 500, code: 'INTERNAL_ERROR', message: 'x' } });
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
  });
  const api: ApiClientOptions = { baseUrl: '', fetch: fetchImpl as unknown as typeof fetch };
  return { api, calls };
}

export const shortlistReply = (hotelId: number, isShortListed: boolean, count = 1) => ({
  status: 200,
  body: { hotel_id: hotelId, isShortListed, default_shortlist: { count, max_items: 50, code: null } },
});
