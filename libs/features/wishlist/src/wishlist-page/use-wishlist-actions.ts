import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { ApiRequestError, generateNewLink, removeSharedWishlist, shortlistHotel, type ApiClientOptions, type ShortlistedProperty } from '@stays/api-client';
import { wishlistMessages } from '../messages';

export interface WishlistNotice {
  kind: 'info' | 'error';
  text: string;
}

/**
 * The owner's changes to their wishlist page: remove a stay (optimistic: it leaves the list at once and comes back
 * in its place if the call fails), create or replace the share link, stop sharing. A 401 sends them to sign in.
 */
export function useWishlistActions(options: {
  api: ApiClientOptions;
  csrfToken: string | null;
  initialHotels: readonly ShortlistedProperty[];
  initialCode: string | null;
  onSignedOut: () => void;
}) {
  const { api, csrfToken, onSignedOut } = options;
  const intl = useIntl();
  const [hotels, setHotels] = useState<readonly ShortlistedProperty[]>(options.initialHotels);
  const [code, setCode] = useState<string | null>(options.initialCode);
  const [notice, setNotice] = useState<WishlistNotice | null>(null);
  const [sharing, setSharing] = useState(false);

  const failed = useCallback(
    (error: unknown) => {
      if (error instanceof ApiRequestError && error.statusCode === 401) return onSignedOut();
      setNotice({
        kind: 'error',
        text: intl.formatMessage(wishlistMessages.failed),
      });
    },
    [intl, onSignedOut],
  );

  const remove = useCallback(
    async (property: ShortlistedProperty) => {
      if (!csrfToken) return;
      const index = hotels.findIndex((hotel) => hotel.id === property.id);
      setHotels((current) => current.filter((hotel) => hotel.id !== property.id));
      try {
        await shortlistHotel(api, { hotel_id: property.id, action: 'remove' }, csrfToken);
        setNotice({
          kind: 'info',
          text: intl.formatMessage(wishlistMessages.removed, {
            name: property.name,
          }),
        });
      } catch (error) {
        setHotels((current) => (current.some((hotel) => hotel.id === property.id) ? current : [...current.slice(0, index), property, ...current.slice(index)]));
        failed(error);
      }
    },
    [api, csrfToken, failed, hotels, intl],
  );

  const share = useCallback(
    async (stop: boolean) => {
      if (!csrfToken) return;
      setSharing(true);
      try {
        const reply = stop ? await removeSharedWishlist(api, csrfToken) : await generateNewLink(api, csrfToken);
        setCode(reply.code);
        setNotice({
          kind: 'info',
          text: intl.formatMessage(stop ? wishlistMessages.shareStopped : wishlistMessages.shareCreated),
        });
      } catch (error) {
        failed(error);
      } finally {
        setSharing(false);
      }
    },
    [api, csrfToken, failed, intl],
  );

  return { hotels, code, notice, setNotice, sharing, remove, share };
}
