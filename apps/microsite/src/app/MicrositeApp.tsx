import { useState, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Route, Routes } from 'react-router';
import type { ApiClientOptions } from '@stays/api-client';
import type { SearchConfig } from '@stays/feature-search';
import { AppIntlProvider, type Messages } from '@stays/ui';
import type { MicrositeSettings } from '../settings/microsite-settings';
import { MicrositeContextProvider } from './microsite-context';
import { MicrositePage } from './MicrositePage';

export interface MicrositeAppProps {
  settings: MicrositeSettings;
  messages: Messages;
  api: ApiClientOptions;
  /** The router (BrowserRouter in the page, MemoryRouter in tests) goes around the routes. */
  router: (routes: ReactNode) => ReactNode;
}

/** The booking features in microsite mode: the components the spec hides there are not rendered. */
export function MicrositeApp({ settings, messages, api, router }: MicrositeAppProps) {
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: 1 } } }));
  const search: SearchConfig = {
    api,
    brandName: settings.brand.name,
    countryIds: settings.brand.countryIds,
    countryId: settings.country.id,
    timeZone: settings.country.timeZone,
    defaultPropertyType: settings.brand.defaultPropertyType,
    micrositeMode: true,
    // The microsite's listing always prices a stay: its form asks for dates.
    openSearch: false,
  };
  return (
    <QueryClientProvider client={queryClient}>
      <AppIntlProvider locale={settings.locale} messages={messages} timeZone={settings.country.timeZone}>
        <MicrositeContextProvider value={{ settings, search }}>
          {router(
            <Routes>
              <Route path="*" element={<MicrositePage />} />
            </Routes>,
          )}
        </MicrositeContextProvider>
      </AppIntlProvider>
    </QueryClientProvider>
  );
}
