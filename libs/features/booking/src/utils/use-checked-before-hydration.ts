import { useCallback, useRef } from 'react';

/**
 * A ref for a controlled checkbox that takes over a tick the guest gave the server's HTML before the page's script
 * woke up: hydration leaves the box as ticked, but React's state still holds the first value and the next render
 * would untick it (the text fields' useValueTypedBeforeHydration, for a checkbox).
 */
export function useCheckedBeforeHydration(checked: boolean, setChecked: (checked: boolean) => void) {
  const taken = useRef(false);
  const first = useRef(checked);
  return useCallback(
    (element: HTMLInputElement | null) => {
      if (!element || taken.current) return;
      taken.current = true;
      if (element.checked !== first.current) setChecked(element.checked);
    },
    [setChecked],
  );
}
