import { CSRF_HEADER } from '../contracts/account-routes';
import type {
  DonateBody,
  DonateReply,
  DonationCampaign,
  GamePlayBody,
  GamePlayReply,
  GameCategory,
  Games,
  NewsletterLink,
  NewsletterSignoutReply,
  NewsletterStatus,
  OnlineCheckin,
  OnlineCheckinBody,
  VerifyDonationReply,
} from '../contracts/engagement';
import { engagementRoutes, gamePlayPath, onlineCheckinPath } from '../contracts/engagement-routes';
import { getJson, type ApiClientOptions } from './http';
import { sendJson } from './send-json';

const contract = () => import('../contracts/engagement');

/** GET donate: what the campaign raised in a currency. */
export function getDonationCampaign(options: ApiClientOptions, currencyCode: DonationCampaign['currency_code']): Promise<DonationCampaign> {
  return getJson(options, engagementRoutes.donate, { currency_code: currencyCode }, () => contract().then((c) => c.donationCampaignSchema));
}

/** POST donate: the provider's payment page for a gift. */
export function donate(options: ApiClientOptions, body: DonateBody): Promise<DonateReply> {
  return sendJson(options, 'POST', engagementRoutes.donate, body, () => contract().then((c) => c.donateReplySchema));
}

/** POST verifyDonation: the donation's outcome and receipt. */
export function verifyDonation(options: ApiClientOptions, orderId: string): Promise<VerifyDonationReply> {
  return sendJson(options, 'POST', engagementRoutes.verifyDonation, { order_id: orderId }, () => contract().then((c) => c.verifyDonationReplySchema));
}

export function getNewsletterStatus(options: ApiClientOptions, link: NewsletterLink): Promise<NewsletterStatus> {
  return getJson(options, engagementRoutes.newsletterSignout, link, () => contract().then((c) => c.newsletterStatusSchema));
}

export function newsletterSignout(options: ApiClientOptions, link: NewsletterLink): Promise<NewsletterSignoutReply> {
  return sendJson(options, 'POST', engagementRoutes.newsletterSignout, link, () => contract().then((c) => c.newsletterSignoutReplySchema));
}

export function getOnlineCheckin(options: ApiClientOptions, bookingId: string): Promise<OnlineCheckin> {
  return getJson(options, onlineCheckinPath(bookingId), {}, () => contract().then((c) => c.onlineCheckinSchema));
}

export function saveOnlineCheckin(options: ApiClientOptions, bookingId: string, body: OnlineCheckinBody, csrfToken: string): Promise<OnlineCheckin> {
  return sendJson(options, 'POST', onlineCheckinPath(bookingId), body, () => contract().then((c) => c.onlineCheckinSchema), {
    headers: { [CSRF_HEADER]: csrfToken },
  });
}

export function getGames(options: ApiClientOptions, category?: GameCategory): Promise<Games> {
  return getJson(options, engagementRoutes.games, category ? { category } : {}, () => contract().then((c) => c.gamesSchema));
}

export function playGame(options: ApiClientOptions, category: GameCategory, body: GamePlayBody, csrfToken: string): Promise<GamePlayReply> {
  return sendJson(options, 'POST', gamePlayPath(category), body, () => contract().then((c) => c.gamePlayReplySchema), {
    headers: { [CSRF_HEADER]: csrfToken },
  });
}
