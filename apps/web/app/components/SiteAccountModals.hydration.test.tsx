import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanUpServerHtml, renderServerHtml } from '@stays/ui/testing';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { IntlProvider } from 'react-intl';
import { createRoutesStub } from 'react-router';
import { FirstLoadProvider } from '../navigation/first-load';
import { dunelightNlSite } from '../testing/site-fixtures';
import { SiteAccountModals } from './SiteAccountModals';

type Entry = string | { pathname: string; search: string; key: string };

const Stub = createRoutesStub([
  {
    path: '/',
    Component: () => (
      <FirstLoadProvider>
        <main>Home</main>
        <SiteAccountModals site={dunelightNlSite()} />
      </FirstLoadProvider>
    ),
  },
]);

function Page({ entry }: { entry: Entry }) {
  return (
    <QueryClientProvider client={new QueryClient()}>
      <IntlProvider locale="en" onError={() => undefined}>
        <Stub initialEntries={[entry]} />
      </IntlProvider>
    </QueryClientProvider>
  );
}

afterEach(cleanUpServerHtml);

describe('?modal=signin at first load (not among the modals honoured then)', () => {
  it('opens nothing on the server nor in the hydrated page, and hydrates without a mismatch', async () => {
    // The server renders the request's location (key 'default')…
    const { page: container, hydrate } = renderServerHtml(<Page entry="/?modal=signin" />);
    expect(container.querySelector('dialog')).toBeNull();
    // …the browser hydrates the same address, which ScrollRestoration has given a key of its own.
    const onRecoverableError = vi.fn();
    await hydrate(<Page entry={{ pathname: '/', search: '?modal=signin', key: 'k3y0fscr0ll' }} />, { onRecoverableError, settleMs: 100 });
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(container.textContent).toContain('Home');
    expect(container.querySelector('dialog')).toBeNull();
  });
});
