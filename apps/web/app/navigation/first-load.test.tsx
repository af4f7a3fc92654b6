import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { createRoutesStub, Link, useLocation, useNavigate } from 'react-router';
import { FirstLoadProvider, useIsFirstLoad } from './first-load';

function Probe() {
  const navigate = useNavigate();
  const { search } = useLocation();
  return (
    <>
      <p>{`${useIsFirstLoad() ? 'first load' : 'navigated'} at ${search}`}</p>
      <Link to="/?modal=searchbar">Search</Link>
      <button type="button" onClick={() => navigate(-1)}>
        Back
      </button>
    </>
  );
}

// The browser's first entry: ScrollRestoration has given it a key of its own before hydration (not 'default').
const loaded = { pathname: '/', search: '?modal=signin', key: 'k3y0fscr0ll' };

function renderAt(entries: Array<typeof loaded>) {
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: () => (
        <FirstLoadProvider>
          <Probe />
        </FirstLoadProvider>
      ),
    },
  ]);
  render(<Stub initialEntries={entries} />);
}

describe('first load (guest-journey §2: only some modals are honoured at first load)', () => {
  it('is the first load on the location the browser loaded, whatever key the history entry has', () => {
    renderAt([loaded]);
    expect(screen.getByText('first load at ?modal=signin')).toBeTruthy();
  });

  it('ends with the first navigation, and coming back to the loaded entry does not start it again', async () => {
    renderAt([loaded]);
    fireEvent.click(screen.getByRole('link', { name: 'Search' }));
    expect(await screen.findByText('navigated at ?modal=searchbar')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByText('navigated at ?modal=signin')).toBeTruthy();
  });
});
