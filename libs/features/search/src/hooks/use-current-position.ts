import { useCallback, useState } from 'react';
import type { GeoPoint } from '@stays/api-client';

export type PositionStatus = 'idle' | 'locating' | 'failed';

/** Asks the browser where the guest is; a refusal, a timeout or no geolocation at all is a failure. */
export function useCurrentPosition() {
  const [status, setStatus] = useState<PositionStatus>('idle');
  const locate = useCallback(
    () =>
      new Promise<GeoPoint | null>((resolve) => {
        if (typeof navigator === 'undefined' || !navigator.geolocation) {
          setStatus('failed');
          resolve(null);
          return;
        }
        setStatus('locating');
        navigator.geolocation.getCurrentPosition(
          (position) => {
            setStatus('idle');
            resolve({ lat: position.coords.latitude, lng: position.coords.longitude });
          },
          () => {
            setStatus('failed');
            resolve(null);
          },
          { timeout: 10_000, maximumAge: 10 * 60_000 },
        );
      }),
    [],
  );
  return { status, locate };
}
