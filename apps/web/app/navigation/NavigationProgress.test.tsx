import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { createRoutesStub, Link } from 'react-router';
import { PageBusyProvider, useReportPageBusy } from '@stays/ui';
import { NavigationProgress } from './NavigationProgress';

/** A next page whose loader answers only when the test lets it. */
function renderWithSlowNextPage() {
  let answer: () => void = () => undefined;
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: () => (
        <>
          <NavigationProgress />
          <Link to="/next">Next page</Link>
        </>
      ),
    },
    {
      path: '/next',
      loader: () => new Promise<null>((resolve) => (answer = () => resolve(null))),
      Component: () => (
        <>
          <NavigationProgress />
          <h1>Next</h1>
        </>
      ),
    },
  ]);
  render(
    <IntlProvider locale="en" messages={{}}>
      <Stub initialEntries={['/']} />
    </IntlProvider>,
  );
  return { answer: () => answer() };
}

describe('the navigation progress bar', () => {
  it('shows nothing while no page is loading', () => {
    renderWithSlowNextPage();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('shows a busy progress bar the moment a link is followed, and goes once the next page is there', async () => {
    const { answer } = renderWithSlowNextPage();
    fireEvent.click(screen.getByRole('link', { name: 'Next page' }));
    const bar = await screen.findByRole('progressbar', { name: 'Loading the page' });
    expect(bar.getAttribute('aria-busy')).toBe('true');
    answer();
    await screen.findByRole('heading', { name: 'Next' });
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('shows while the page says it is busy before any navigation (a search looking up its destination)', () => {
    function LookingUp() {
      useReportPageBusy(true);
      return null;
    }
    const Stub = createRoutesStub([
      {
        path: '/',
        Component: () => (
          <PageBusyProvider>
            <NavigationProgress />
            <LookingUp />
          </PageBusyProvider>
        ),
      },
    ]);
    render(
      <IntlProvider locale="en" messages={{}}>
        <Stub initialEntries={['/']} />
      </IntlProvider>,
    );
    expect(screen.getByRole('progressbar', { name: 'Loading the page' })).toBeTruthy();
  });
});
