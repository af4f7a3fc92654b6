import { createContext, useContext, type ReactNode } from 'react';
import type { MessageDescriptor } from 'react-intl';

/** What a page offers: hotels, booked by the room, or holiday homes, let whole (a brand's `defaultPropertyType`). */
export type StayKind = 'hotel' | 'home';

/**
 * A feature's messages in the words of the stays it shows: a holiday-home brand says "home" where a hotel brand says
 * "room" or "hotel" ("Only 1 left", "Homes and guests"). The hotel words are the messages themselves; a home page
 * swaps in the home words it has, and keeps the rest.
 */
export function wordsFor<Messages extends Record<string, MessageDescriptor>>(kind: StayKind, messages: Messages, homeWords: Partial<Messages>): Messages {
  return kind === 'home' ? { ...messages, ...homeWords } : messages;
}

const StayKindContext = createContext<StayKind>('hotel');

/** The kind of stay the page below is about: the site's, or the property's own on its page. */
export function StayKindProvider({ kind, children }: { kind: StayKind; children: ReactNode }) {
  return <StayKindContext.Provider value={kind}>{children}</StayKindContext.Provider>;
}

/** `wordsFor` the kind of stay of the page the component is on. */
export function useStayWords<Messages extends Record<string, MessageDescriptor>>(messages: Messages, homeWords: Partial<Messages>): Messages {
  return wordsFor(useContext(StayKindContext), messages, homeWords);
}
