import { useCallback, useState } from 'react';
import type { GeoPoint } from '@stays/api-client';
import { clearLocationProblem, isLocationProblemRaised, raiseLocationProblem } from './location-problem-flag';

export type PositionStatus = 'idle' | 'locating' | 'failed';

/**
 * Asks the browser where the guest is; a refusal, a timeout or no geolocation at all is a failure, which raises the
 * location problem flag: for 10 minutes the browser is not asked again and the answer is a failure at once.
 */
export function useCurrentPosition() {
  const [status, setStatus] = useState<PositionStatus>('idle');
  const locate = useCallback(
    () =>
      new Promise<GeoPoint | null>((resolve) => {
        if (typeof navigator === 'undefined' || !navigator.geolocation || isLocationProblemRaised()) {
          setStatus('failed');
          resolve(null);
          return;
        }
        setStatus('locating');
        navigator.geolocation.getCurrentPosition(
          (position) => {
            clearLocationProblem();
            setStatus('idle');
            resolve({ lat: position.coords.latitude, lng: position.coords.longitude });
          },
          () => {
            raiseLocationProblem();
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
