import { useCallback, useEffect, useState } from 'react';
import { heldPropertyChange, releasePropertyChange } from '../../utils/property-change-session';

/**
 * The booking id held for a property change, and a way to stop the change. `initial` is what the server read from
 * the request's cookie, so the page is painted with its banner; the page's own cookie is read again after hydration.
 */
export function useHeldPropertyChange(initial: string | null = null): { bookingId: string | null; stop: () => void } {
  const [bookingId, setBookingId] = useState<string | null>(initial);
  useEffect(() => setBookingId(heldPropertyChange()), []);
  const stop = useCallback(() => {
    releasePropertyChange();
    setBookingId(null);
  }, []);
  return { bookingId, stop };
}
