import { createIntl, createIntlCache, defineMessages } from 'react-intl';
import type { MetaDescriptor } from 'react-router';
import type { RootData } from '../site/site-context';

/** The guest's own pages: their account, bookings, payments and saved stays. Never indexed. */
export type PrivatePage =
  'signIn' | 'resetPassword' | 'account' | 'wallet' | 'bookingLookup' | 'booking' | 'myBookings' | 'wishlist' | 'sharedWishlist' | 'savedCards';

type BrandValues = { brand: string };

const titles = defineMessages<Record<'bookingLookup' | 'myBookings' | 'savedCards', BrandValues>>({
  bookingLookup: { id: 'web.seo.title.bookingLookup', defaultMessage: 'Find your booking | {brand}' },
  myBookings: { id: 'web.seo.title.myBookings', defaultMessage: 'My bookings | {brand}' },
  savedCards: { id: 'web.seo.title.savedCards', defaultMessage: 'Saved cards | {brand}' },
});

const descriptions = defineMessages<Record<PrivatePage, BrandValues>>({
  signIn: { id: 'web.seo.description.signIn', defaultMessage: 'Sign in to {brand} to see your bookings, saved stays and wallet.' },
  resetPassword: { id: 'web.seo.description.resetPassword', defaultMessage: 'Choose a new password for your {brand} account.' },
  account: { id: 'web.seo.description.account', defaultMessage: 'Your {brand} account: your name, phone number, e-mail and preferences.' },
  wallet: { id: 'web.seo.description.wallet', defaultMessage: 'Your {brand} wallet: its balance and every credit and debit.' },
  bookingLookup: { id: 'web.seo.description.bookingLookup', defaultMessage: 'Find your {brand} booking with its booking ID and your phone number.' },
  booking: { id: 'web.seo.description.booking', defaultMessage: 'Your {brand} booking: the stay, the guests, the payment and what you can change.' },
  myBookings: { id: 'web.seo.description.myBookings', defaultMessage: 'Your {brand} bookings: upcoming, completed and cancelled stays.' },
  wishlist: { id: 'web.seo.description.wishlist', defaultMessage: 'The stays you saved on {brand}.' },
  sharedWishlist: { id: 'web.seo.description.sharedWishlist', defaultMessage: 'A list of stays shared with you on {brand}.' },
  savedCards: { id: 'web.seo.description.savedCards', defaultMessage: 'The cards saved to your {brand} account for faster payment.' },
});

const cache = createIntlCache();

/** The root loader's data among a meta function's matches: the site and the guest's catalogue. */
function rootData(matches: readonly { id: string; loaderData?: unknown }[]): RootData | undefined {
  return matches.find((match) => match.id === 'root')?.loaderData as RootData | undefined;
}

/**
 * Title, description and `noindex` of one of the guest's own pages, in the guest's language. `specificTitle` is the
 * page's own (the booking's hotel and invoice number) where it has one; otherwise the page type's.
 */
export function privatePageMeta(matches: readonly { id: string; loaderData?: unknown }[], page: PrivatePage, specificTitle?: string): MetaDescriptor[] {
  const root = rootData(matches);
  const intl = createIntl({ locale: root?.site.locale ?? 'en', defaultLocale: 'en', messages: root?.messages ?? {}, onError: () => undefined }, cache);
  const brand = root?.site.brandName ?? '';
  const title = page in titles ? intl.formatMessage(titles[page as keyof typeof titles], { brand }) : specificTitle;
  return [
    ...(title ? [{ title }] : []),
    { name: 'description', content: intl.formatMessage(descriptions[page], { brand }) },
    { name: 'robots', content: 'noindex, nofollow' },
  ];
}
