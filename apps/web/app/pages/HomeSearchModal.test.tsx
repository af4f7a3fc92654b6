import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanUpServerHtml, renderServerHtml } from '@stays/ui/testing';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { IntlProvider } from 'react-intl';
import { createRoutesStub, Link } from 'react-router';
import { SearchConfigProvider, SearchFormProvider } from '@stays/feature-search';
import { FirstLoadProvider } from '../navigation/first-load';
import { searchConfigFor } from '../site/search-config';
import { dunelightNlSite } from '../testing/site-fixtures';
import { HomeSearchModal } from './HomeSearchModal';

const stub = (webview: boolean) =>
  createRoutesStub([
    {
      path: '/',
      Component: () => (
        <FirstLoadProvider>
          <Link to="/?modal=searchbar">Open search</Link>
          <SearchFormProvider initial={{ checkin: '', checkout: '' }}>
            <HomeSearchModal webview={webview} />
          </SearchFormProvider>
        </FirstLoadProvider>
      ),
    },
  ]);

type Entry = string | { pathname: string; search: string; key: string };

const stubs = { browser: stub(false), webview: stub(true) };

function Home({ entry, webview = false }: { entry: Entry; webview?: boolean }) {
  const Stub = stubs[webview ? 'webview' : 'browser'];
  return (
    <QueryClientProvider client={new QueryClient()}>
      <IntlProvider locale="en" onError={() => undefined}>
        <SearchConfigProvider value={searchConfigFor(dunelightNlSite())}>
          <Stub initialEntries={[entry]} />
        </SearchConfigProvider>
      </IntlProvider>
    </QueryClientProvider>
  );
}

afterEach(cleanUpServerHtml);

describe('the home page’s search modals at first load (guest-journey §2)', () => {
  it('?modal=searchbar opens the search widget', () => {
    render(<Home entry="/?modal=searchbar" />);
    const search = screen.getByRole('dialog', { name: 'Search hotels and homes' });
    expect(within(search).getByRole('search')).toBeTruthy();
  });

  it('?modal=dateguestpicker opens the rooms-and-guests picker inside the search widget; closing it leaves the widget', async () => {
    render(<Home entry="/?modal=dateguestpicker" />);
    const search = screen.getByRole('dialog', { name: 'Search hotels and homes' });
    const picker = await within(search).findByRole('dialog', { name: 'Homes and guests' });
    fireEvent.click(within(picker).getByRole('button', { name: 'Done' }));
    expect(await screen.findByRole('dialog', { name: 'Search hotels and homes' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Homes and guests' })).toBeNull();
  });

  it('?modal=dateguestpicker in webview mode (kept from an earlier ?webview=true) opens the picker on its own', () => {
    render(<Home entry="/?modal=dateguestpicker" webview />);
    expect(screen.getByRole('dialog', { name: 'Homes and guests' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Search hotels and homes' })).toBeNull();
  });

  it('opens neither for a modal that is not theirs', () => {
    render(<Home entry="/?modal=signin" />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a link to ?modal=searchbar opens it after the first load too', async () => {
    render(<Home entry="/" />);
    fireEvent.click(screen.getByRole('link', { name: 'Open search' }));
    expect(await screen.findByRole('dialog', { name: 'Search hotels and homes' })).toBeTruthy();
  });

  it('is rendered by the server and hydrated by the browser alike (the browser’s entry has another key)', async () => {
    const { page: container, hydrate } = renderServerHtml(<Home entry="/?modal=searchbar" />);
    // Open in the server's HTML: it shows (and its form works) before hydration.
    expect(container.querySelector('dialog')?.hasAttribute('open')).toBe(true);
    const onRecoverableError = vi.fn();
    await hydrate(<Home entry={{ pathname: '/', search: '?modal=searchbar', key: 'k3y0fscr0ll' }} />, { onRecoverableError, settleMs: 100 });
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(container.querySelector('dialog')?.hasAttribute('open')).toBe(true);
  });
});
