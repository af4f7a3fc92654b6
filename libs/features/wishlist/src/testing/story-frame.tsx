import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import type { ApiClientOptions } from '@stays/api-client';
import { AppIntlProvider } from '@stays/ui';

/** The providers a wishlist story needs: English texts, a router, a brand theme. */
export function StoryFrame({ theme = 'nivaas', children }: { theme?: 'nivaas' | 'dunelight'; children: ReactNode }) {
  return (
    <AppIntlProvider locale="en-IN" messages={{}}>
      <MemoryRouter>
        <div data-theme={theme} style={{ maxWidth: 1000, margin: '0 auto', padding: 16 }}>
          {children}
        </div>
      </MemoryRouter>
    </AppIntlProvider>
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
