import { data, redirect } from 'react-router';
import type { MessageDescriptor } from 'react-intl';
import {
  ApiRequestError,
  ISSUE_DESCRIPTION_MAX,
  ISSUE_DESCRIPTION_MIN,
  RAISABLE_ISSUE_CODES,
  getBookings,
  getHelpCentreData,
  getMoreInfoInsurance,
  getSelfServeIssues,
  getTrustSafety,
  getUserProfile,
  raiseSelfServeIssue,
  uploadYoImage,
  type Booking,
  type RaisableIssueCode,
  type SelfServeIssuesReply,
} from '@stays/api-client';
import { countryByCode } from '@stays/brand-config';
import { serverApi, hasSessionCookie } from '../../site/api.server';
import { resolveSiteContext } from '../../site/site-context.server';
import { notFound } from '../not-found.server';
import { helpMessages } from './help-messages';

/** Bookings the page lists to choose from: the closest 50 (the API's largest batch). */
const BOOKINGS_SHOWN = 50;

export type HelpPageData = Awaited<ReturnType<typeof loadHelpPage>>;

/**
 * /contactus, /{country}/contactus, /yo and /guest-inquiry (accounts-commerce §2): the country's questions for the
 * guest's sign-in state, stay protection and trust and safety for everyone; for a signed-in guest their bookings, and
 * for the chosen one (?booking=) what they can do about it, the issues they raised and its refund.
 */
export async function loadHelpPage(request: Request, countryParam: string | undefined) {
  const site = resolveSiteContext(request);
  const url = new URL(request.url);
  const countryCode = countryOf(site.countryCode, site.countryIds, countryParam);
  const api = serverApi(site.locale, request);
  const viewer = hasSessionCookie(request) ? await getUserProfile(api) : null;
  const signedIn = viewer?.isLoggedIn === true && viewer.csrf_token !== null;
  const stay = { country_code: countryCode, property_type: site.defaultPropertyType };
  const [faq, insurance, trust, bookings] = await Promise.all([
    getHelpCentreData(api, { ...stay, logged_in: signedIn }),
    getMoreInfoInsurance(api, stay),
    getTrustSafety(api, { user_country_id: countryCode }),
    signedIn ? getBookings(api, { batch: { count: BOOKINGS_SHOWN, offset: 0 }, sort: 'closest' }).then((reply) => reply.bookings) : Promise.resolve(null),
  ]);
  const chosen = url.searchParams.get('booking');
  const selected = signedIn && chosen ? await selfServeFor(api, chosen) : null;
  const issue = Number(url.searchParams.get('issue'));
  return {
    countryCode,
    path: url.pathname,
    faq,
    insurance,
    trust,
    csrfToken: signedIn ? viewer.csrf_token : null,
    bookings: bookings?.map(bookingChoice) ?? null,
    chosen,
    selected,
    selectedToken: bookings?.find((booking) => booking.invoice_no === chosen)?.token ?? null,
    raisedIssueId: Number.isInteger(issue) && issue > 0 ? issue : null,
    modal: url.searchParams.get('modal'),
    meta: { title: site.brandName },
  };
}

const bookingChoice = (booking: Booking) => ({
  invoice_no: booking.invoice_no,
  hotel_name: booking.hotel.name,
  checkin: booking.checkin,
  checkout: booking.checkout,
  display_status: booking.display_status,
});

async function selfServeFor(api: ReturnType<typeof serverApi>, invoiceNo: string): Promise<SelfServeIssuesReply | 'notFound'> {
  try {
    return await getSelfServeIssues(api, { booking_id: invoiceNo });
  } catch (error) {
    if (error instanceof ApiRequestError && (error.statusCode === 404 || error.statusCode === 400)) return 'notFound';
    throw error;
  }
}

/** The path's country: the site's own without a prefix; a prefix naming a country the brand does not sell, or India (never written), is not found. */
function countryOf(siteCountry: string, countryIds: readonly number[], code: string | undefined): string {
  if (code === undefined) return siteCountry;
  const country = countryByCode(code.toLowerCase());
  if (!country || country.code === 'in' || !countryIds.includes(country.id)) notFound();
  return country.code;
}

export interface RaiseIssueRefusal {
  error: MessageDescriptor;
  issueCode: string;
  description: string;
}

/**
 * The raise-issue form, posted by the browser (it works before hydration): the picture goes to yoImageUpload as it
 * is, then the issue to selfServeRaiseIssue, both with the guest's session and its anti-forgery token; then back to
 * the booking's help with the new issue's number. A refusal comes back to the form with its reason.
 */
export async function raiseIssueFromForm(request: Request, form: FormData) {
  const site = resolveSiteContext(request);
  const url = new URL(request.url);
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const bookingId = text('booking_id');
  const issueCode = text('issue_code');
  const description = text('description').trim();
  const refuse = (status: number, error: MessageDescriptor) => data<RaiseIssueRefusal>({ error, issueCode, description }, { status });
  if (!(RAISABLE_ISSUE_CODES as readonly string[]).includes(issueCode) || bookingId === '') return refuse(400, helpMessages.sendFailed);
  if (description.length < ISSUE_DESCRIPTION_MIN || description.length > ISSUE_DESCRIPTION_MAX) return refuse(400, helpMessages.descriptionLength);
  const api = serverApi(site.locale, request);
  const csrfToken = text('csrf_token');
  const image = form.get('image');
  try {
    const uploadIds: number[] = [];
    if (image instanceof File && image.size > 0) uploadIds.push((await uploadYoImage(api, image, image.name, csrfToken)).upload_id);
    const issue = await raiseSelfServeIssue(
      api,
      { booking_id: bookingId, issue_code: issueCode as RaisableIssueCode, description, upload_ids: uploadIds },
      csrfToken,
    );
    const next = new URLSearchParams({ booking: bookingId, issue: String(issue.id) });
    throw redirect(`${url.pathname}?${next.toString()}#issue-${issue.id}`);
  } catch (error) {
    if (!(error instanceof ApiRequestError)) throw error;
    if (error.statusCode === 401) throw redirect(`/login?retUrl=${encodeURIComponent(`${site.origin}${url.pathname}${url.search}`)}`);
    return refuse(error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 502, refusalMessage(error.code));
  }
}

function refusalMessage(code: string): MessageDescriptor {
  if (code === 'IMAGE_TYPE_NOT_ALLOWED' || code === 'IMAGE_EMPTY') return helpMessages.imageType;
  if (code === 'IMAGE_TOO_LARGE') return helpMessages.imageTooLarge;
  if (code === 'VALIDATION_ERROR') return helpMessages.descriptionLength;
  return helpMessages.sendFailed;
}
