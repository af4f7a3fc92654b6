import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { ApiRequestError, shortlistHotel, type ApiClientOptions } from '@stays/api-client';
import { WISHLIST_MAX_ITEMS } from '@stays/brand-config';
import { wishlistMessages } from '../messages';
import { pendingShortlist, signInToShortlistHref, withoutPendingShortlist } from './pending-shortlist';
import { ShortlistContext, type ShortlistContextValue, type ShortlistStatusMessage } from './shortlist-context';
import { ShortlistStatus } from './ShortlistStatus';

export interface ShortlistProviderProps {
  api: ApiClientOptions;
  /** The signed-in guest's anti-forgery token; null while signed out (a heart then sends them to sign in). */
  csrfToken: string | null;
  /** Whether who is signed in is still being asked (a heart waits rather than sending a guest to sign in). */
  userPending: boolean;
  /** Where the status message's 'View wishlist' goes. */
  wishlistHref?: string;
  children: ReactNode;
}

/**
 * The hearts of one page: optimistic (the heart fills at once, and empties again with a message if the call
 * fails), one call at a time per stay, and a heart pressed while signed out is saved when the guest comes back
 * from signing in (the stay travels in the return URL).
 */
export function ShortlistProvider({ api, csrfToken, userPending, wishlistHref = '/wishlist', children }: ShortlistProviderProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [choices, setChoices] = useState<ReadonlyMap<number, boolean>>(new Map());
  const [busy, setBusy] = useState<ReadonlySet<number>>(new Set());
  const [message, setMessage] = useState<ShortlistStatusMessage | null>(null);
  const sequence = useRef(0);

  const say = useCallback((kind: ShortlistStatusMessage['kind'], text: string) => {
    sequence.current += 1;
    setMessage({ kind, text, id: sequence.current });
  }, []);

  const save = useCallback(
    async (hotel: { id: number; name: string }, wanted: boolean, previous: boolean) => {
      if (!csrfToken) return;
      setChoices((current) => new Map(current).set(hotel.id, wanted));
      setBusy((current) => new Set(current).add(hotel.id));
      try {
        const reply = await shortlistHotel(api, { hotel_id: hotel.id, action: wanted ? 'add' : 'remove' }, csrfToken);
        setChoices((current) => new Map(current).set(hotel.id, reply.isShortListed));
        say(
          reply.isShortListed ? 'added' : 'removed',
          intl.formatMessage(reply.isShortListed ? wishlistMessages.added : wishlistMessages.removed, { name: hotel.name }),
        );
      } catch (error) {
        setChoices((current) => new Map(current).set(hotel.id, previous));
        const code = error instanceof ApiRequestError ? error.code : null;
        const text =
          code === 'WISHLIST_FULL'
            ? intl.formatMessage(wishlistMessages.full, {
                max: WISHLIST_MAX_ITEMS,
              })
            : code === 'HOTEL_NOT_FOUND'
              ? intl.formatMessage(wishlistMessages.gone)
              : intl.formatMessage(wishlistMessages.failed);
        say('error', text);
      } finally {
        setBusy((current) => {
          const next = new Set(current);
          next.delete(hotel.id);
          return next;
        });
      }
    },
    [api, csrfToken, intl, say],
  );

  // Back from signing in with a stay to save: save it once, and tidy the address bar without reloading the page.
  const pendingDone = useRef(false);
  useEffect(() => {
    if (pendingDone.current || !csrfToken) return;
    const hotelId = pendingShortlist(window.location.href);
    if (hotelId === null) return;
    pendingDone.current = true;
    window.history.replaceState(window.history.state, '', withoutPendingShortlist(window.location.href));
    const name = document.querySelector(`[data-shortlist-name][data-hotel-id="${hotelId}"]`)?.getAttribute('data-shortlist-name') ?? '';
    // After this render: the save sets state, and an effect only starts it.
    void Promise.resolve().then(() => save({ id: hotelId, name }, true, false));
  }, [csrfToken, save]);

  const value = useMemo<ShortlistContextValue>(
    () => ({
      isShortListed: (hotelId, initial) => choices.get(hotelId) ?? initial,
      isBusy: (hotelId) => busy.has(hotelId),
      toggle: (hotel, current) => {
        if (busy.has(hotel.id) || userPending) return;
        if (!csrfToken) {
          navigate(signInToShortlistHref(window.location.href, hotel.id));
          return;
        }
        void save(hotel, !current, current);
      },
    }),
    [busy, choices, csrfToken, navigate, save, userPending],
  );

  return (
    <ShortlistContext.Provider value={value}>
      {children}
      <ShortlistStatus message={message} wishlistHref={csrfToken ? wishlistHref : null} onDismiss={() => setMessage(null)} />
    </ShortlistContext.Provider>
  );
}
