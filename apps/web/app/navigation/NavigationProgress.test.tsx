import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
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

  describe('outside act(), as in a browser', () => {
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    afterEach(() => {
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
    });

    it("is on screen in the tap's own task, before the router's transition renders the page", async () => {
      renderWithSlowNextPage();
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
      screen.getByRole('link', { name: 'Next page' }).click();
      expect(document.querySelector('[role="progressbar"]')).not.toBeNull();
      expect(await screen.findByRole('progressbar', { name: 'Loading the page' })).toBeTruthy();
    });
  });

  it('lets a tap go that no page followed (a link whose own script kept the guest on the page)', () => {
    vi.useFakeTimers();
    const Stub = createRoutesStub([
      {
        path: '/',
        Component: () => (
          <>
            <NavigationProgress />
            <a href="/gallery" onClick={(event) => event.preventDefault()}>
              Gallery
            </a>
          </>
        ),
      },
    ]);
    render(
      <IntlProvider locale="en" messages={{}}>
        <Stub initialEntries={['/']} />
      </IntlProvider>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Gallery' }));
    expect(screen.getByRole('progressbar')).toBeTruthy();
    act(() => vi.advanceTimersByTime(2_000));
    expect(screen.queryByRole('progressbar')).toBeNull();
    vi.useRealTimers();
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
