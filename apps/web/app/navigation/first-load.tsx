import { createContext, useContext, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';

const FirstLoadContext = createContext(true);

/**
 * Whether the page shows the location the browser loaded (guest-journey §2: "Only some modals are honoured at first
 * load"). Not `location.key === 'default'`: the server renders with that key, but ScrollRestoration's inline script
 * gives the entry a key of its own before hydration, so the browser would render other modals than the server did.
 * Here the first key is whatever the first render saw, on either side; any later navigation ends the first load.
 */
export function FirstLoadProvider({ children }: { children: ReactNode }) {
  const { key } = useLocation();
  const [firstKey] = useState(key);
  const [navigated, setNavigated] = useState(false);
  // Stays over once over: coming back to the first entry (Back) is not loading the page.
  if (key !== firstKey && !navigated) setNavigated(true);
  return <FirstLoadContext value={!navigated && key === firstKey}>{children}</FirstLoadContext>;
}

/** True while the guest is still on the location the page was loaded at (also on the server). */
export function useIsFirstLoad(): boolean {
  return useContext(FirstLoadContext);
}
