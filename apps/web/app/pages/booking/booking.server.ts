import { data, redirect } from 'react-router';
import { ApiRequestError, cancelBooking, getBooking, getCancellationCharge, type Booking } from '@stays/api-client';
import { resolveModal } from '@stays/booking-rules';
import { countryById } from '@stays/brand-config';
import { cancellationReason, type BookingExtrasOffer, type CancellationEstimate } from '@stays/feature-booking';
import { bookingLookupSchema, normaliseLookupPhone } from '@stays/validation';
import { serverApi } from '../../site/api.server';
import type { SiteContext } from '../../site/site-context';
import { accessQuery, bookingHref, type BookingAccess } from './booking-access';
import { modifyDatesModal, type ModifyDatesModal } from './modify-dates.server';
import { extrasOfferFor } from './booking-extras.server';
import { modifyPropertyModal, type ModifyPropertyModal } from './modify-property.server';

interface LookupValues {
  bookingId: string;
  phone: string;
  countryCode: string;
}

/** The lookup form, with what the guest typed and why it did not open a booking (message ids, translated by the page). */
export interface LookupPage {
  kind: 'lookup';
  /** Where the form submits: /booking, or the page that acts on the booking (/upgrade-booking/{bookingId}). */
  action: string;
  values: LookupValues;
  fieldErrors: Record<string, string>;
  formError: 'notFound' | 'linkInvalid' | 'tooManyAttempts' | null;
  meta: { title: string };
}

type CancellationModal =
  | { modal: 'bookingCancellationReasons' }
  | { modal: 'bookingCancellation'; reason: string; estimate: CancellationEstimate | null }
  | ModifyDatesModal
  | ModifyPropertyModal
  | { modal: null };

export interface BookingPage {
  kind: 'booking';
  booking: Booking;
  access: BookingAccess;
  booked: boolean;
  cancelled: boolean;
  /** The booking replaced an older one after a date change. */
  modified: boolean;
  /** The booking replaced an older one in a better room (/upgrade-booking). */
  upgraded: boolean;
  cancellation: CancellationModal;
  /** The token link to share: opens the booking without the phone. */
  shareUrl: string;
  /** The meals and early check-in the guest may add or change, asked for with ?extras=edit (null otherwise, or when the booking can no longer change). */
  extrasOffer: BookingExtrasOffer | null;
  /** The meals were just changed (?extras=saved). */
  extrasSaved: boolean;
  meta: { title: string };
}

function defaultDialCode(site: SiteContext): string {
  return countryById(site.countryId)?.dialCode ?? '+91';
}

function lookupPage(
  site: SiteContext,
  values: LookupValues,
  problems: Partial<Pick<LookupPage, 'fieldErrors' | 'formError'>> = {},
  action = '/booking',
): LookupPage {
  return {
    kind: 'lookup',
    action,
    values,
    fieldErrors: problems.fieldErrors ?? {},
    formError: problems.formError ?? null,
    meta: { title: `${site.brandName}` },
  };
}

function lookupErrors(values: LookupValues): Record<string, string> | null {
  const parsed = bookingLookupSchema.safeParse({ bookingId: values.bookingId, phone: values.phone, countryCode: values.countryCode });
  if (parsed.success) return null;
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

/**
 * `/booking` (the lookup form, which submits here) and `/booking/{bookingId}` (guest-journey §2): the booking by
 * its token or by booking id + phone (`phone` or `mobileNumber`), else the lookup form. A wrong id, phone or token
 * gets the same answer, so the page tells nothing about which part was wrong.
 */
export async function loadBookingPage(
  site: SiteContext,
  url: URL,
  bookingIdParam: string | undefined,
): Promise<LookupPage | BookingPage | ReturnType<typeof data<LookupPage>>> {
  const query = url.searchParams;
  if (bookingIdParam === undefined) return submittedLookup(site, query, (bookingId, access) => bookingHref(bookingId, access));
  const opened = await openBooking(site, url, bookingIdParam);
  if (!('booking' in opened)) return opened;
  const { booking, access } = opened;
  const modal = cancellationModal(query, booking);
  return {
    kind: 'booking',
    booking,
    access,
    booked: query.get('booked') === 'true',
    cancelled: query.get('cancelled') === 'true',
    modified: query.get('modified') === 'true',
    upgraded: query.get('upgraded') === 'true',
    cancellation: modal ? await withEstimate(site, booking, access, modal) : await changeModal(site, query, booking, access),
    shareUrl: `${site.origin}${bookingHref(booking.invoice_no, { token: booking.token })}`,
    extrasOffer: query.get('extras') === 'edit' ? await extrasOfferFor(site, booking) : null,
    extrasSaved: query.get('extras') === 'saved',
    meta: { title: `${booking.hotel.name} · ${booking.invoice_no} | ${site.brandName}` },
  };
}

/** The lookup form submitted (?bookingId=&phone=&country_code=): the booking's page by id and phone, or the form again. */
export function submittedLookup(
  site: SiteContext,
  query: URLSearchParams,
  pageOf: (bookingId: string, access: BookingAccess) => string,
  action = '/booking',
): LookupPage | ReturnType<typeof data<LookupPage>> {
  const phone = (query.get('phone') ?? query.get('mobileNumber') ?? '').trim();
  const values = { bookingId: (query.get('bookingId') ?? '').trim(), phone, countryCode: query.get('country_code') ?? defaultDialCode(site) };
  if (!query.has('bookingId')) return lookupPage(site, values, {}, action);
  const errors = lookupErrors(values);
  if (errors) return data(lookupPage(site, values, { fieldErrors: errors }, action), { status: 400 });
  throw redirect(pageOf(values.bookingId, { phone: normaliseLookupPhone(values.phone, values.countryCode), country_code: values.countryCode }));
}

/**
 * `/booking/{bookingId}` and the pages that act on a booking (`/upgrade-booking/{bookingId}`): the booking opened by
 * its token or by its id + phone, else the lookup form (posting to `lookupAction`) with why it did not open.
 */
export async function openBooking(
  site: SiteContext,
  url: URL,
  bookingIdParam: string,
  lookupAction = '/booking',
): Promise<{ booking: Booking; access: BookingAccess } | LookupPage | ReturnType<typeof data<LookupPage>>> {
  const query = url.searchParams;
  const phone = (query.get('phone') ?? query.get('mobileNumber') ?? '').trim();
  const countryCode = query.get('country_code') ?? defaultDialCode(site);
  const token = query.get('token');
  const values = { bookingId: bookingIdParam, phone, countryCode };
  let access: BookingAccess;
  if (token) access = { token };
  else if (phone) {
    const errors = lookupErrors(values);
    if (errors) return data(lookupPage(site, values, { fieldErrors: errors }, lookupAction), { status: 400 });
    access = { phone: normaliseLookupPhone(phone, countryCode), country_code: countryCode };
  } else return lookupPage(site, values, {}, lookupAction);

  try {
    return { booking: await getBooking(serverApi(site.locale), bookingIdParam, accessQuery(access)), access };
  } catch (error) {
    if (error instanceof ApiRequestError && error.statusCode === 429) {
      return data(lookupPage(site, values, { formError: 'tooManyAttempts' }, lookupAction), { status: 429 });
    }
    if (error instanceof ApiRequestError && error.statusCode >= 400 && error.statusCode < 500) {
      return data(lookupPage(site, { ...values, phone: token ? '' : phone }, { formError: token ? 'linkInvalid' : 'notFound' }, lookupAction), { status: 404 });
    }
    throw error;
  }
}

/** modifyDates and modifyProperty (honoured at first load, §2) for a booking that can still be changed. */
async function changeModal(site: SiteContext, query: URLSearchParams, booking: Booking, access: BookingAccess): Promise<CancellationModal> {
  if (!booking.cancellable) return { modal: null };
  if (query.get('modal') === 'modifyDates') return modifyDatesModal(site, query, booking, access, new Date());
  if (query.get('modal') === 'modifyProperty') return modifyPropertyModal(site, booking);
  return { modal: null };
}

type OpenCancellationModal = { modal: 'bookingCancellationReasons' } | { modal: 'bookingCancellation'; reason: string };

/** bookingCancellationReasons and bookingCancellation are honoured at first load (§2), for a booking that can be cancelled. */
function cancellationModal(query: URLSearchParams, booking: Booking): OpenCancellationModal | null {
  const decision = resolveModal(query.get('modal'), { isFirstLoad: true, bookingSummaryOpen: false, avoidSearchPopup: false });
  if (decision.action !== 'open' || !booking.cancellable) return null;
  if (decision.modal === 'bookingCancellationReasons') return { modal: 'bookingCancellationReasons' };
  const reason = query.get('reason');
  if (decision.modal === 'bookingCancellation') {
    // Without a valid reason the guest goes back to choosing one.
    return cancellationReason(reason) && reason ? { modal: 'bookingCancellation', reason } : { modal: 'bookingCancellationReasons' };
  }
  return null;
}

/** The confirmation shows what cancelling now costs (GET applicable_cancellation_charge); without it, it still works. */
async function withEstimate(site: SiteContext, booking: Booking, access: BookingAccess, modal: OpenCancellationModal): Promise<CancellationModal> {
  if (modal.modal !== 'bookingCancellation') return modal;
  try {
    const charge = await getCancellationCharge(
      serverApi(site.locale),
      booking.invoice_no,
      'token' in access ? { token: access.token } : { user_phone: access.phone },
    );
    return { ...modal, estimate: { chargeMinor: charge.cancellation_charge, refundMinor: charge.refund_amount, freeUntil: charge.free_cancellation_until } };
  } catch (error) {
    if (error instanceof ApiRequestError && error.statusCode < 500) return { ...modal, estimate: null };
    throw error;
  }
}

/** The booking a form of the booking page acts on, opened the way the page was (token, or phone). */
export async function bookingForAction(site: SiteContext, url: URL, bookingId: string): Promise<{ booking: Booking; access: BookingAccess }> {
  const query = url.searchParams;
  const token = query.get('token');
  const phone = (query.get('phone') ?? query.get('mobileNumber') ?? '').trim();
  const access: BookingAccess | null = token ? { token } : phone ? { phone, country_code: query.get('country_code') ?? defaultDialCode(site) } : null;
  if (!access) throw data(null, { status: 400 });
  try {
    return { booking: await getBooking(serverApi(site.locale), bookingId, accessQuery(access)), access };
  } catch (error) {
    if (error instanceof ApiRequestError && error.statusCode >= 400 && error.statusCode < 500) throw data(null, { status: 404 });
    throw error;
  }
}

export interface CancelOutcome {
  cancelError: 'failed' | 'notCancellable';
}

/** The bookingCancellation form's POST: PATCH bookingcancellation with the reason, then the cancelled booking's page. */
export async function cancelFromBookingPage(site: SiteContext, url: URL, bookingId: string, form: FormData): Promise<CancelOutcome> {
  const reason = String(form.get('reason') ?? '');
  if (!cancellationReason(reason)) throw data(null, { status: 400 });
  const { booking, access } = await bookingForAction(site, url, bookingId);
  if (!booking.cancellable) return { cancelError: 'notCancellable' };
  try {
    await cancelBooking(serverApi(site.locale), {
      booking: { id: booking.invoice_no, status: 'cancelled' },
      user_phone: booking.guest.phone,
      source: 'Web Booking',
      cancellation_reason: Number(reason),
    });
  } catch (error) {
    if (error instanceof ApiRequestError && error.statusCode >= 400 && error.statusCode < 500) {
      return { cancelError: error.statusCode === 409 || error.statusCode === 422 ? 'notCancellable' : 'failed' };
    }
    throw error;
  }
  throw redirect(bookingHref(booking.invoice_no, access, { cancelled: 'true' }));
}
