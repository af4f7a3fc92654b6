import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => undefined;

/** False while rendering on the server and hydrating, true after: a control that needs its script can be a plain link until then. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
