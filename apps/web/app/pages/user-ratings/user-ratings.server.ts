import { data, redirect } from 'react-router';
import { ApiRequestError, REVIEW_LENGTH, getUserRating, postCheckoutFeedback, type UserRatingReply } from '@stays/api-client';
import { serverApi } from '../../site/api.server';
import type { SiteContext } from '../../site/site-context';

/** How the guest opened the page: the booking's token (the link sent after the stay), or the booking's phone. */
type RatingAccess = { token: string } | { user_phone: string };

export interface UserRatingPage {
  stay: UserRatingReply;
  access: RatingAccess;
  meta: { title: string };
}

interface UserRatingOutcome {
  values: { rating: number | null; review: string };
  errors: { rating?: 'ratingRequired'; review?: 'reviewLength'; form?: 'failed' };
}

function accessOf(url: URL): RatingAccess {
  const token = url.searchParams.get('token');
  const phone = url.searchParams.get('phone') ?? url.searchParams.get('mobileNumber');
  if (token) return { token };
  if (phone) return { user_phone: phone.trim() };
  // Without the link's token or the phone, the booking is found from the booking page (its lookup).
  throw redirect(`/booking/${encodeURIComponent(url.pathname.split('/').pop() ?? '')}`);
}

/** /user-ratings/{bookingId}: the stay to rate (GET user-ratings); a wrong link or phone is the booking lookup's 404. */
export async function loadUserRating(site: SiteContext, url: URL, bookingId: string): Promise<UserRatingPage> {
  const access = accessOf(url);
  try {
    const stay = await getUserRating(serverApi(site.locale), bookingId, access);
    return { stay, access, meta: { title: `${stay.hotel.name} · ${stay.invoice_no} | ${site.brandName}` } };
  } catch (error) {
    if (error instanceof ApiRequestError && error.statusCode >= 400 && error.statusCode < 500) throw new Response(null, { status: 404 });
    throw error;
  }
}

/** The rating form posted (with or without the page's script): checked here in the guest's words, then postCheckoutFeedback. */
export async function sendUserRating(site: SiteContext, url: URL, bookingId: string, form: FormData): Promise<ReturnType<typeof data<UserRatingOutcome>>> {
  const access = accessOf(url);
  const rating = Number(form.get('rating'));
  const review = String(form.get('review') ?? '').trim();
  const values = { rating: Number.isInteger(rating) && rating >= 1 && rating <= 5 ? rating : null, review };
  const errors: UserRatingOutcome['errors'] = {};
  if (values.rating === null) errors.rating = 'ratingRequired';
  if (review.length < REVIEW_LENGTH.min || review.length > REVIEW_LENGTH.max) errors.review = 'reviewLength';
  if (values.rating === null || errors.review) return data({ values, errors }, { status: 400 });
  try {
    await postCheckoutFeedback(serverApi(site.locale), { invoice_no: bookingId, ...access, rating: values.rating, review });
  } catch (error) {
    // Rated already (another tab): the page shows the rating given.
    if (error instanceof ApiRequestError && error.code === 'ALREADY_RATED') throw redirect(url.pathname + url.search);
    if (error instanceof ApiRequestError && error.statusCode >= 400 && error.statusCode < 500)
      return data({ values, errors: { form: 'failed' } }, { status: error.statusCode });
    throw error;
  }
  throw redirect(url.pathname + url.search);
}
