import { defineMessages } from 'react-intl';
import { redirect } from 'react-router';
import { ApiRequestError, getSharedWishlist, getWishlist, wishlistCodeSchema, type SharedWishlistReply, type WishlistReply } from '@stays/api-client';
import { serverApi } from '../../site/api.server';
import { serverIntl } from '../../site/intl.server';
import type { SiteContext } from '../../site/site-context';

const messages = defineMessages<{ title: { brand: string }; sharedTitle: { brand: string } }>({
  title: {
    id: 'web.wishlist.title',
    defaultMessage: 'Your wishlist | {brand}',
  },
  sharedTitle: {
    id: 'web.wishlist.sharedTitle',
    defaultMessage: 'A shared wishlist | {brand}',
  },
});

export interface WishlistPage {
  reply: WishlistReply;
  meta: { title: string };
}

/**
 * /wishlist and /saved-hotels (accounts-commerce §2): the signed-in guest's saved stays through GET wishlist with
 * their session cookie. Not signed in: sign in, then back here.
 */
export async function loadWishlist(site: SiteContext, request: Request): Promise<WishlistPage> {
  const url = new URL(request.url);
  const cookie = request.headers.get('cookie');
  const api = {
    ...serverApi(site.locale),
    ...(cookie ? { headers: { cookie } } : {}),
  };
  try {
    const [reply, intl] = await Promise.all([getWishlist(api), serverIntl(site.locale)]);
    return {
      reply,
      meta: {
        title: intl.formatMessage(messages.title, { brand: site.brandName }),
      },
    };
  } catch (error) {
    if (error instanceof ApiRequestError && error.statusCode === 401) {
      throw redirect(`/login?retUrl=${encodeURIComponent(`${site.origin}${url.pathname}${url.search}`)}`);
    }
    throw error;
  }
}

export interface SharedWishlistPage {
  /** Null when the link no longer works (answered with 404). */
  reply: SharedWishlistReply | null;
  meta: { title: string };
}

/** /wishlist/{wishlistCode}: a shared list for anyone with the link; a dead or malformed link is a 404 page that says so. */
export async function loadSharedWishlist(site: SiteContext, wishlistCode: string): Promise<SharedWishlistPage> {
  const intl = await serverIntl(site.locale);
  const meta = {
    title: intl.formatMessage(messages.sharedTitle, { brand: site.brandName }),
  };
  if (!wishlistCodeSchema.safeParse(wishlistCode).success) return { reply: null, meta };
  try {
    return {
      reply: await getSharedWishlist(serverApi(site.locale), wishlistCode),
      meta,
    };
  } catch (error) {
    if (error instanceof ApiRequestError && (error.statusCode === 404 || error.statusCode === 400)) return { reply: null, meta };
    throw error;
  }
}
