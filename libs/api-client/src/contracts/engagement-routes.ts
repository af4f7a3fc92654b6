import { API_PREFIX } from '../routes';

/**
 * Paths of the small pages' calls (accounts-commerce §2 donate, verifyDonation, /service/newsletter-signout; §3
 * online check-in and games; §7 POST verifyDonation).
 */
export const engagementRoutes = {
  donate: `${API_PREFIX}/donate`,
  verifyDonation: `${API_PREFIX}/verifyDonation`,
  newsletterSignout: `${API_PREFIX}/newsletter-signout`,
  onlineCheckin: `${API_PREFIX}/online-checkin/:bookingId`,
  games: `${API_PREFIX}/games`,
  gamePlay: `${API_PREFIX}/games/:category/play`,
} as const;

export function onlineCheckinPath(bookingId: string): string {
  return engagementRoutes.onlineCheckin.replace(':bookingId', encodeURIComponent(bookingId));
}

export function gamePlayPath(category: string): string {
  return engagementRoutes.gamePlay.replace(':category', encodeURIComponent(category));
}
