import { createContext, useContext } from 'react';

/**
 * Whether this browser may be signed in: false when the page's request carried no session cookie (the cookie is
 * HttpOnly, so the server that rendered the page says so). Without a provider: maybe, and who is signed in is asked.
 */
const SessionPresenceContext = createContext(true);

export const SessionPresenceProvider = SessionPresenceContext.Provider;

export function useMayBeSignedIn(): boolean {
  return useContext(SessionPresenceContext);
}
