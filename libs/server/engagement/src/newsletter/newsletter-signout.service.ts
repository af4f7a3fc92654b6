import { createHmac, timingSafeEqual } from 'node:crypto';
import type { NewsletterSignoutReply, NewsletterStatus } from '@stays/api-client';
import { ServiceError, type SqlClient } from '@stays/server-core';

/** The page the newsletter's unsubscribe link opens (accounts-commerce §2). */
const SIGNOUT_PAGE = '/service/newsletter-signout';

function signature(secret: string, userId: number): string {
  return createHmac('sha256', secret).update(`newsletter-signout:${userId}`).digest('hex');
}

/** The unsubscribe link a newsletter e-mail carries: the account's id signed with the server's secret. */
export function newsletterSignoutLink(secret: string, userId: number): string {
  return `${SIGNOUT_PAGE}?u=${userId}&sig=${signature(secret, userId)}`;
}

function assertSigned(secret: string, link: { u: number; sig: string }): void {
  const expected = Buffer.from(signature(secret, link.u), 'hex');
  const given = Buffer.from(link.sig, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new ServiceError(403, 'NEWSLETTER_LINK_INVALID', 'this unsubscribe link is not valid: open the link from the newsletter e-mail as it was sent');
  }
}

/** Signs an account up for the newsletter (or back up after leaving it). */
export async function subscribeToNewsletter(database: SqlClient, userId: number, now: Date): Promise<void> {
  await database.query(
    `INSERT INTO newsletter_subscriptions (user_id, subscribed, subscribed_at) VALUES ($1, true, $2)
     ON CONFLICT (user_id) DO UPDATE SET subscribed = true, subscribed_at = $2, unsubscribed_at = NULL`,
    [userId, now],
  );
}

/** GET newsletter-signout: whether the signed link's account still takes the newsletter (a tampered link is 403). */
export async function newsletterStatus(database: SqlClient, secret: string, link: { u: number; sig: string }): Promise<NewsletterStatus> {
  assertSigned(secret, link);
  const [row] = await database.query<{ subscribed: boolean }>('SELECT subscribed FROM newsletter_subscriptions WHERE user_id = $1', [link.u]);
  return { status: row?.subscribed ? 'subscribed' : 'unsubscribed' };
}

/** POST newsletter-signout: turns the newsletter off for the signed link's account; a second time says it already was. */
export async function newsletterSignout(database: SqlClient, secret: string, link: { u: number; sig: string }, now: Date): Promise<NewsletterSignoutReply> {
  assertSigned(secret, link);
  const changed = await database.query<{ user_id: number }>(
    `UPDATE newsletter_subscriptions SET subscribed = false, unsubscribed_at = $2 WHERE user_id = $1 AND subscribed RETURNING user_id`,
    [link.u, now],
  );
  return { status: changed.length === 1 ? 'unsubscribed' : 'already_unsubscribed' };
}
