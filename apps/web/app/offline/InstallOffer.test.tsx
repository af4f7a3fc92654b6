import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { mayOfferAddToHomeScreen, onAddToHomeScreen, type AddToHomeScreenEvent } from './add-to-home-screen';
import { captureInstallPrompt, forgetInstallPrompt } from './install-prompt';
import { InstallOffer } from './InstallOffer';

const site = { brandId: 'nivaas' as const, brandName: 'Nivaas', micrositeMode: false };
const cleanups: Array<() => void> = [];

/** The browser says the site can be installed; the guest will answer `outcome` in its own dialog. */
function browserOffersInstall(outcome: 'accepted' | 'dismissed') {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompted: 0,
    prompt: async () => {
      event.prompted += 1;
    },
    userChoice: Promise.resolve({ outcome }),
  });
  act(() => void window.dispatchEvent(event));
  return event;
}

function renderOffer(micrositeMode = false) {
  const heard: AddToHomeScreenEvent[] = [];
  cleanups.push(onAddToHomeScreen((event) => heard.push(event)));
  cleanups.push(captureInstallPrompt(() => mayOfferAddToHomeScreen(window.localStorage, Date.now(), micrositeMode)));
  render(
    <IntlProvider locale="en" onError={() => undefined}>
      <InstallOffer site={{ ...site, micrositeMode }} />
    </IntlProvider>,
  );
  return heard;
}

afterEach(() => {
  cleanups.splice(0).forEach((cleanup) => cleanup());
  act(() => forgetInstallPrompt());
  window.localStorage.clear();
});

describe('our add-to-home-screen offer', () => {
  it("holds the browser's banner back, and records 'added' when the guest accepts", async () => {
    const heard = renderOffer();
    const event = browserOffersInstall('accepted');
    expect(event.defaultPrevented).toBe(true);
    expect(screen.getByRole('heading', { name: 'Add Nivaas to your home screen' })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Add to home screen' }));
    expect(event.prompted).toBe(1);
    expect(heard).toEqual([{ name: 'add_to_home_screen', outcome: 'added', brandId: 'nivaas' }]);
    expect(screen.queryByRole('heading', { name: 'Add Nivaas to your home screen' })).toBeNull();
  });

  it("records 'cancelled' for Not now, and does not ask again on the next visit", async () => {
    const heard = renderOffer();
    browserOffersInstall('accepted');
    await userEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(heard).toEqual([{ name: 'add_to_home_screen', outcome: 'cancelled', brandId: 'nivaas' }]);

    const next = browserOffersInstall('accepted');
    expect(next.defaultPrevented).toBe(true);
    expect(screen.queryByRole('button', { name: 'Add to home screen' })).toBeNull();
  });

  it('is never offered in microsite or webview mode', () => {
    renderOffer(true);
    browserOffersInstall('accepted');
    expect(screen.queryByRole('button', { name: 'Add to home screen' })).toBeNull();
  });
});
