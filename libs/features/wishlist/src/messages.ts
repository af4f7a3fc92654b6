import { defineMessages } from 'react-intl';

/** Every text of the wishlist feature (accounts-commerce §2 /wishlist, /wishlist/{wishlistCode}; guest-journey §4). */
export const wishlistMessages = defineMessages<{
  heartLabel: { name: string };
  heartSave: Record<never, never>;
  heartSaved: Record<never, never>;
  added: { name: string };
  removed: { name: string };
  full: { max: number };
  failed: Record<never, never>;
  gone: Record<never, never>;
  dismiss: Record<never, never>;
  viewWishlist: Record<never, never>;
  pageTitle: Record<never, never>;
  count: { count: number; max: number };
  emptyTitle: Record<never, never>;
  emptyText: Record<never, never>;
  emptyCta: Record<never, never>;
  remove: { name: string };
  removeShort: Record<never, never>;
  guests: { count: number };
  bedrooms: { count: number };
  pets: { count: number };
  shareTitle: Record<never, never>;
  shareIntro: Record<never, never>;
  shareCreate: Record<never, never>;
  shareLinkLabel: Record<never, never>;
  shareCopy: Record<never, never>;
  shareCopied: Record<never, never>;
  shareNew: Record<never, never>;
  shareNewNote: Record<never, never>;
  shareStop: Record<never, never>;
  shareStopped: Record<never, never>;
  shareCreated: Record<never, never>;
  sharedTitle: Record<never, never>;
  sharedIntro: { brand: string };
  sharedEmpty: Record<never, never>;
  sharedGoneTitle: Record<never, never>;
  sharedGoneText: Record<never, never>;
}>({
  heartLabel: { id: 'wishlist.heart.label', defaultMessage: 'Save {name} to your wishlist' },
  heartSave: { id: 'wishlist.heart.save', defaultMessage: 'Save' },
  heartSaved: { id: 'wishlist.heart.saved', defaultMessage: 'Saved' },
  added: { id: 'wishlist.status.added', defaultMessage: '{name} is on your wishlist.' },
  removed: { id: 'wishlist.status.removed', defaultMessage: '{name} is off your wishlist.' },
  full: { id: 'wishlist.status.full', defaultMessage: 'Your wishlist holds up to {max} stays. Remove one to add another.' },
  failed: { id: 'wishlist.status.failed', defaultMessage: 'We could not update your wishlist. Please try again.' },
  gone: { id: 'wishlist.status.gone', defaultMessage: 'This stay is no longer available.' },
  dismiss: { id: 'wishlist.status.dismiss', defaultMessage: 'Dismiss' },
  viewWishlist: { id: 'wishlist.status.view', defaultMessage: 'View wishlist' },
  pageTitle: { id: 'wishlist.page.title', defaultMessage: 'Your wishlist' },
  count: { id: 'wishlist.page.count', defaultMessage: '{count, plural, one {# stay} other {# stays}} of {max}' },
  emptyTitle: { id: 'wishlist.page.emptyTitle', defaultMessage: 'No saved stays yet' },
  emptyText: { id: 'wishlist.page.emptyText', defaultMessage: 'Tap the heart on any stay to keep it here for later.' },
  emptyCta: { id: 'wishlist.page.emptyCta', defaultMessage: 'Find a stay' },
  remove: { id: 'wishlist.card.remove', defaultMessage: 'Remove {name}' },
  removeShort: { id: 'wishlist.card.removeShort', defaultMessage: 'Remove' },
  guests: { id: 'wishlist.card.guests', defaultMessage: '{count, plural, one {# guest} other {# guests}}' },
  bedrooms: { id: 'wishlist.card.bedrooms', defaultMessage: '{count, plural, one {# bedroom} other {# bedrooms}}' },
  pets: { id: 'wishlist.card.pets', defaultMessage: '{count, plural, =0 {No pets} one {# pet welcome} other {# pets welcome}}' },
  shareTitle: { id: 'wishlist.share.title', defaultMessage: 'Share your wishlist' },
  shareIntro: { id: 'wishlist.share.intro', defaultMessage: 'Anyone with the link can see the stays on your wishlist, not your name or details.' },
  shareCreate: { id: 'wishlist.share.create', defaultMessage: 'Create a share link' },
  shareLinkLabel: { id: 'wishlist.share.linkLabel', defaultMessage: 'Share link' },
  shareCopy: { id: 'wishlist.share.copy', defaultMessage: 'Copy link' },
  shareCopied: { id: 'wishlist.share.copied', defaultMessage: 'Link copied.' },
  shareNew: { id: 'wishlist.share.new', defaultMessage: 'Create a new link' },
  shareNewNote: { id: 'wishlist.share.newNote', defaultMessage: 'A new link stops the old one from working.' },
  shareStop: { id: 'wishlist.share.stop', defaultMessage: 'Stop sharing' },
  shareStopped: { id: 'wishlist.share.stopped', defaultMessage: 'Your wishlist is no longer shared.' },
  shareCreated: { id: 'wishlist.share.created', defaultMessage: 'Your share link is ready.' },
  sharedTitle: { id: 'wishlist.shared.title', defaultMessage: 'A shared wishlist' },
  sharedIntro: { id: 'wishlist.shared.intro', defaultMessage: 'Stays someone saved on {brand} and shared with you.' },
  sharedEmpty: { id: 'wishlist.shared.empty', defaultMessage: 'This wishlist has no stays right now.' },
  sharedGoneTitle: { id: 'wishlist.shared.goneTitle', defaultMessage: 'This link no longer works' },
  sharedGoneText: { id: 'wishlist.shared.goneText', defaultMessage: 'The wishlist is no longer shared, or its link was replaced. Ask for a new link.' },
});
