import { useCallback, useRef } from 'react';

/**
 * A ref for a controlled field that takes over what the guest typed into the server's HTML before the page's script
 * woke up: hydration leaves the typed text in the field, but React's state still holds the first value, and the next
 * render would put that back (a country code typed on a slow phone became the site's again).
 */
export function useValueTypedBeforeHydration(value: string, setValue: (typed: string) => void) {
  const taken = useRef(false);
  const first = useRef(value);
  return useCallback(
    (element: HTMLInputElement | HTMLSelectElement | null) => {
      if (!element || taken.current) return;
      taken.current = true;
      if (element.value !== first.current) setValue(element.value);
    },
    [setValue],
  );
}
