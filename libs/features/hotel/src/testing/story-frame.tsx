import type { Decorator } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';

/** What a hotel story needs around it: the page's queries and an in-memory router on the hotel's page. */
function HotelStoryFrame({ width, children }: { width: number; children: ReactNode }) {
  const [client] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  return (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/1234/']}>
        <div style={{ maxWidth: width, margin: '0 auto' }}>{children}</div>
      </MemoryRouter>
    </QueryClientProvider>
  );
}

/** A hotel section at the width of the page's main column; a whole page at the site's content width. */
export const withHotelFrame =
  (width = 760): Decorator =>
  (Story) => (
    <HotelStoryFrame width={width}>
      <Story />
    </HotelStoryFrame>
  );
