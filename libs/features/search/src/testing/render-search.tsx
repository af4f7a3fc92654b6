import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { AutocompleteResponse, City } from '@stays/api-client';
import { AppIntlProvider } from '@stays/ui';
import { SearchFeatureProvider } from '../components/search-feature/SearchFeatureProvider';
import type { SearchConfig } from '../config/search-config';

function WhereAmI() {
  const location = useLocation();
  return <p>Now at {`${location.pathname}${location.search}`}</p>;
}

export interface RenderSearchOptions {
  /** What the autocomplete call answers for a query. */
  suggestions?: (query: string) => AutocompleteResponse;
  /** What the cities call answers. */
  cities?: City[];
  config?: Partial<SearchConfig>;
  checkin?: string;
  checkout?: string;
}

/** Search UI in the providers the site mounts it in, with a fake API (recording its calls) and a router that shows where it went. */
export function searchTestTree(ui: ReactNode, options: RenderSearchOptions = {}) {
  const requests: URL[] = [];
  const posts: { path: string; body: unknown }[] = [];
  const fakeFetch: typeof fetch = async (input, init) => {
    const url = new URL(String(input), 'http://site.test');
    requests.push(url);
    if (init?.method === 'POST') {
      posts.push({ path: url.pathname, body: JSON.parse(String(init.body)) });
      return new Response(JSON.stringify({ recorded: true }), { status: 200, headers: { 'content-type': 'application/json' } });
    }
    const body = url.pathname.endsWith('/cities') ? options.cities && { cities: options.cities } : options.suggestions?.(url.searchParams.get('query') ?? '');
    return new Response(JSON.stringify(body ?? { statusCode: 404, code: 'NOT_FOUND', message: 'not found' }), {
      status: body ? 200 : 404,
      headers: { 'content-type': 'application/json' },
    });
  };
  const config: SearchConfig = {
    api: { baseUrl: '', fetch: fakeFetch },
    brandName: 'Nivaas',
    countryIds: [1],
    countryId: 1,
    timeZone: 'Asia/Kolkata',
    defaultPropertyType: 'hotel',
    micrositeMode: false,
    openSearch: true,
    ...options.config,
  };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const element = (
    <QueryClientProvider client={queryClient}>
      <AppIntlProvider locale="en" messages={{}}>
        <MemoryRouter initialEntries={['/']}>
          <SearchFeatureProvider config={config} initial={{ checkin: options.checkin ?? '2030-05-01', checkout: options.checkout ?? '2030-05-03' }}>
            <Routes>
              <Route path="/" element={ui} />
              <Route path="*" element={<WhereAmI />} />
            </Routes>
          </SearchFeatureProvider>
        </MemoryRouter>
      </AppIntlProvider>
    </QueryClientProvider>
  );
  return { element, requests, posts };
}

/** Renders search UI the way the site mounts it, with a fake API and a router that shows where it went. */
export function renderSearch(ui: ReactNode, options: RenderSearchOptions = {}) {
  const { element, requests, posts } = searchTestTree(ui, options);
  return { ...render(element), requests, posts };
}
