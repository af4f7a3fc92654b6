import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { AppIntlProvider } from '@stays/ui';
import { heldPropertyChange, holdPropertyChange, releasePropertyChange } from '../../utils/property-change-session';
import { PropertyChangeBanner } from './PropertyChangeBanner';
import { useHeldPropertyChange } from './use-held-property-change';

function PageTop({ initial }: { initial: string | null }) {
  const held = useHeldPropertyChange(initial);
  return <PropertyChangeBanner bookingId={held.bookingId} onStop={held.stop} />;
}

afterEach(() => releasePropertyChange());

describe('the booking held for a property change', () => {
  it('is painted by the server from the request cookie, so the banner never pushes the page down at hydration', () => {
    const request = `locale=en; propertyChangeBookingId=NVOLD0001; token=abc`;
    const html = renderToString(
      <AppIntlProvider locale="en" messages={{}} timeZone="Asia/Kolkata">
        <PageTop initial={heldPropertyChange(request)} />
      </AppIntlProvider>,
    );
    expect(html).toContain('Changing the property of booking NVOLD0001');
    expect(html).toContain('Stop changing');
  });

  it('is kept in a session cookie of the whole site, and let go', () => {
    holdPropertyChange('NVOLD0001');
    expect(document.cookie).toContain('propertyChangeBookingId=NVOLD0001');
    expect(heldPropertyChange()).toBe('NVOLD0001');
    releasePropertyChange();
    expect(heldPropertyChange()).toBeNull();
  });

  it('ignores a value it did not write', () => {
    expect(heldPropertyChange('propertyChangeBookingId=%3Cscript%3E')).toBeNull();
    expect(heldPropertyChange('')).toBeNull();
    const jar = { cookie: '' };
    holdPropertyChange('<script>', jar);
    expect(jar.cookie).toBe('');
  });
});
