import type { Decorator } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';

function AccountStoryFrame({ children }: { children: ReactNode }) {
  const [client] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  return (
    <QueryClientProvider client={client}>
      <div style={{ maxWidth: 480, margin: '0 auto' }}>{children}</div>
    </QueryClientProvider>
  );
}

/** Account forms at the width of the login page's column, with the queries they ask (who is signed in, providers). */
export const withAccountFrame: Decorator = (Story) => (
  <AccountStoryFrame>
    <Story />
  </AccountStoryFrame>
);
