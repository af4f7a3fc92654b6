import { createContext, useContext } from 'react';

export interface ShortlistStatusMessage {
  kind: 'added' | 'removed' | 'error';
  text: string;
  /** Bumped on every message, so the same text twice is announced twice. */
  id: number;
}

export interface ShortlistContextValue {
  /** What the guest sees for a stay: their latest choice, else what the page was rendered with. */
  isShortListed: (hotelId: number, initial: boolean) => boolean;
  isBusy: (hotelId: number) => boolean;
  toggle: (hotel: { id: number; name: string }, current: boolean) => void;
}

export const ShortlistContext = createContext<ShortlistContextValue | null>(null);

export function useShortlistContext(): ShortlistContextValue {
  const value = useContext(ShortlistContext);
  if (!value) throw new Error('a wishlist heart needs a <ShortlistProvider> above it');
  return value;
}
