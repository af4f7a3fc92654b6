import { useCallback, useEffect, useState } from 'react';
import { heldPropertyChange, releasePropertyChange } from '../../utils/property-change-session';

/**
 * The booking id held for a property change, read after hydration (the server has no session storage, so the first
 * render shows none on both sides), and a way to stop the change.
 */
export function useHeldPropertyChange(): { bookingId: string | null; stop: () => void } {
  const [bookingId, setBookingId] = useState<string | null>(null);
  useEffect(() => setBookingId(heldPropertyChange()), []);
  const stop = useCallback(() => {
    releasePropertyChange();
    setBookingId(null);
  }, []);
  return { bookingId, stop };
}
