import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { generateNewLink, removeSharedWishlist, shortlistHotel, type ApiClientOptions, type ShortlistedProperty } from '@stays/api-client';
import { wishlistMessages } from '../messages';

export interface WishlistNotice {
  kind: 'info' | 'error';
  text: string;
}

/**
 * The owner's changes to their wishlist page: remove a stay (optimistic: it leaves the list at once and comes back
 * in its place if the call fails), create or replace the share link, stop sharing. (A 401 signs the guest out through the
 * browser's API options; the reloaded page then asks them to sign in and brings them back.)
 */
export function useWishlistActions(options: {
  api: ApiClientOptions;
  csrfToken: string | null;
  initialHotels: readonly ShortlistedProperty[];
  initialCode: string | null;
}) {
  const { api, csrfToken } = options;
  const intl = useIntl();
  const [hotels, setHotels] = useState<readonly ShortlistedProperty[]>(options.initialHotels);
  const [code, setCode] = useState<string | null>(options.initialCode);
  const [notice, setNotice] = useState<WishlistNotice | null>(null);
  const [sharing, setSharing] = useState(false);

  const failed = useCallback(() => {
    setNotice({
      kind: 'error',
      text: intl.formatMessage(wishlistMessages.failed),
    });
  }, [intl]);

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
      } catch {
        setHotels((current) => (current.some((hotel) => hotel.id === property.id) ? current : [...current.slice(0, index), property, ...current.slice(index)]));
        failed();
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
      } catch {
        failed();
      } finally {
        setSharing(false);
      }
    },
    [api, csrfToken, failed, intl],
  );

  return { hotels, code, notice, setNotice, sharing, remove, share };
}
