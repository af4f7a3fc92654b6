import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import type { ApiClientOptions } from '@stays/api-client';

/** The providers a wishlist story needs: a router (the catalogue sets the brand, locale and direction around it). */
export function StoryFrame({ children }: { children: ReactNode }) {
  return (
    <MemoryRouter>
      <div style={{ maxWidth: 1000, margin: '0 auto' }}>{children}</div>
    </MemoryRouter>
  );
}

/** An API for stories: every call answers `body` after a short wait, so optimistic states can be seen. */
export function storyApi(answer: (path: string) => { status: number; body: unknown }): ApiClientOptions {
  return {
    baseUrl: '',
    fetch: (async (url: string | URL | Request) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      const { status, body } = answer(new URL(String(url), 'http://localhost').pathname);
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }) as typeof fetch,
  };
}
