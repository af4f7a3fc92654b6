import type { Decorator } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { SearchFeatureProvider } from '../components/search-feature/SearchFeatureProvider';
import { mumbaiSuggestions } from './fixtures';

const storyFetch: typeof fetch = async () => new Response(JSON.stringify(mumbaiSuggestions), { headers: { 'content-type': 'application/json' } });

/** Search stories run with fixture suggestions and an in-memory router (the catalogue sets brand, locale and direction). */
export const withSearchFeature: Decorator = (Story) => (
  <QueryClientProvider client={new QueryClient()}>
    <MemoryRouter>
      <SearchFeatureProvider
        config={{
          api: { baseUrl: '', fetch: storyFetch },
          brandName: 'Nivaas',
          countryIds: [1],
          countryId: 1,
          timeZone: 'Asia/Kolkata',
          defaultPropertyType: 'hotel',
          micrositeMode: false,
          openSearch: true,
        }}
        initial={{ checkin: '2030-05-01', checkout: '2030-05-03' }}
      >
        <Story />
      </SearchFeatureProvider>
    </MemoryRouter>
  </QueryClientProvider>
);
