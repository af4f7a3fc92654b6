import type { Decorator } from '@storybook/react-vite';
import { createContext, useContext, useState, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';

const StoryContent = createContext<ReactNode>(null);

function StoryRoute() {
  return useContext(StoryContent);
}

/**
 * What a hotel story needs around it: the page's queries and a data router on the hotel's page (its forms submit
 * through the router). The router is made once; the story reaches its route through context, so new args re-render it.
 */
function HotelStoryFrame({ width, children }: { width: number; children: ReactNode }) {
  const [client] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  const [router] = useState(() => createMemoryRouter([{ path: '*', Component: StoryRoute }], { initialEntries: ['/1234/'] }));
  return (
    <QueryClientProvider client={client}>
      <StoryContent.Provider value={<div style={{ maxWidth: width, margin: '0 auto' }}>{children}</div>}>
        <RouterProvider router={router} />
      </StoryContent.Provider>
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
