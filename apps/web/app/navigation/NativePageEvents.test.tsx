import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRoutesStub, Link } from 'react-router';
import { NativePageEvents } from './NativePageEvents';

declare global {
  interface Window {
    ReactNativeWebView?: { postMessage(message: string): void };
  }
}

/** The native app's side of the bridge: every message it received, parsed. */
function nativeApp() {
  const received: unknown[] = [];
  window.ReactNativeWebView = { postMessage: (message) => received.push(JSON.parse(message)) };
  return received;
}

const Stub = createRoutesStub([
  {
    path: '*',
    Component: () => (
      <>
        <NativePageEvents />
        <Link to="/1067/?checkin=2030-05-01">Open the hotel</Link>
        <Link to="/1067/?checkin=2030-05-02">Change the dates</Link>
        <Link to="/booking/NIV1?token=t">Open the booking</Link>
      </>
    ),
  },
]);

afterEach(() => {
  cleanup();
  delete window.ReactNativeWebView;
  delete document.documentElement.dataset['webview'];
});

describe('page events go to the native bridge in webview mode (accounts-commerce §4)', () => {
  it('posts a page view with its tracking page type for the first page and each page entered after it', async () => {
    document.documentElement.dataset['webview'] = 'true';
    const received = nativeApp();
    render(<Stub initialEntries={['/hotels-in-goa']} />);
    fireEvent.click(screen.getByRole('link', { name: 'Open the hotel' }));
    fireEvent.click(await screen.findByRole('link', { name: 'Change the dates' }));
    fireEvent.click(await screen.findByRole('link', { name: 'Open the booking' }));
    await screen.findByRole('link', { name: 'Open the hotel' });
    expect(received).toEqual([
      { type: 'page_view', page_type: 'Search Page', path: '/hotels-in-goa' },
      { type: 'page_view', page_type: 'Hotel Page', path: '/1067/' },
      { type: 'page_view', page_type: 'Booking Success', path: '/booking/NIV1' },
    ]);
  });

  it('posts nothing outside webview mode', () => {
    const received = nativeApp();
    render(<Stub initialEntries={['/hotels-in-goa']} />);
    fireEvent.click(screen.getByRole('link', { name: 'Open the hotel' }));
    expect(received).toEqual([]);
  });
});
