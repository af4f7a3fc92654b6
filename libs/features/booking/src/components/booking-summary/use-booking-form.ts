import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import {
  ApiRequestError,
  createBooking,
  type ApiClientOptions,
  type CreateBookingBody,
  type CreateBookingReply,
  type CurrencyCode,
  type Wallet,
  type BookingSource,
} from '@stays/api-client';
import { bookingUtmSource, currencySymbolOf } from '@stays/brand-config';
import { checkPaymentAmount, partPaymentMinimumMinor } from '@stays/pricing';
import { domainMessages } from '../../utils/domain-messages';
import { contactSchema } from '@stays/validation';
import { payAtHotelRefusalFor, initialCategoryId, priceBreakdown, quotationFor, type BookableStay } from '../../utils/bookable-stay';
import { newIdempotencyKey } from '../../utils/idempotency-key';
import type { BookingGuest } from '../../utils/signed-in-guest';
import { fieldErrors } from '../../utils/validation-text';
import { summaryMessages } from './booking-summary-messages';
import { useSummaryCoupon } from './use-summary-coupon';
import { chosenExtrasCharge, isMealCode, type MealCode } from '../../utils/booking-extras';

/** A payment amount rule's message (@stays/pricing, by descriptor id) in the guest's language. */
function paymentAmountText(intl: IntlShape, id: string, values: Record<string, string>): string {
  if (id === domainMessages.belowMinimum.id)
    return intl.formatMessage(domainMessages.belowMinimum, { currency: values['currency'] ?? '', minimum: values['minimum'] ?? '' });
  if (id === domainMessages.abovePayable.id)
    return intl.formatMessage(domainMessages.abovePayable, { currency: values['currency'] ?? '', payable: values['payable'] ?? '' });
  return intl.formatMessage(domainMessages.invalidAmount);
}
import { memberWalletLines } from '../../utils/member-wallet';
import { heldPropertyChangeExtras, releasePropertyChange } from '../../utils/property-change-session';
import { modifyPropertyMessages } from '../modify-property/modify-property-messages';
import { memberWalletMessages } from './member-wallet-messages';
import { REFUSAL_MESSAGE_BY_CODE } from './booking-refusal-messages';

export interface DialCountry {
  dialCode: string;
  name: string;
  phoneLength: { min: number; max: number };
}

export interface BookingFormValues {
  name: string;
  email: string;
  dialCode: string;
  phone: string;
  categoryId: number | null;
  paymentMode: 'pay_at_hotel' | 'online';
  /** Online: pay everything now, or part now (at least PART_PAYMENT_MINIMUM_PERCENT) and the rest later. */
  onlineShare: 'full' | 'part';
  /** The part to pay now, as the guest types it (major units). */
  partAmount: string;
  /** Pay part of the total with wallet money (signed-in guests with a balance). */
  useWallet: boolean;
  /** Meals chosen (booking.services.meals; those the chosen room offers are booked) and early check-in. */
  meals: MealCode[];
  earlyCheckin: boolean;
}

/**
 * A failed attempt: 'roomsGone' (409) asks for other rooms; 'failed' may be retried with the same key;
 * 'propertyChange' means the booking being replaced refused it (another guest's, or no longer changeable).
 */
export interface BookingFailure {
  kind: 'roomsGone' | 'failed' | 'propertyChange';
  message: string;
}

export interface UseBookingFormOptions {
  stay: BookableStay;
  api: ApiClientOptions;
  countries: readonly DialCountry[];
  defaultDialCode: string;
  onlinePayment: boolean;
  source: BookingSource;
  /** The site's device role, sent as the guest's devise_role. */
  deviseRole: string;
  onBooked: (booking: CreateBookingReply) => void;
  onFailure: (failure: BookingFailure) => void;
  /** The signed-in guest's anti-forgery token (the booking is theirs, a coupon may apply); null when not signed in. */
  csrfToken?: string | null;
  /** The signed-in guest's wallet and membership (null / false for a guest). */
  wallet?: Wallet | null;
  wizardMember?: boolean;
  /** The booking this one replaces (held in the session): sent as a PROPERTY_CHANGE with old_invoice_no. */
  replacesBookingId?: string | null;
  /** The signed-in guest's contact, prefilled; null for a guest who is not signed in (or not known yet). */
  guest?: BookingGuest | null;
}

/**
 * The booking form's state and its one submit. The Idempotency-Key is made once per form: a double click, or a
 * retry after a failure, sends the same key, so the server makes at most one booking of it.
 */
export function useBookingForm({
  stay,
  api,
  countries,
  defaultDialCode,
  onlinePayment,
  source,
  deviseRole,
  onBooked,
  onFailure,
  csrfToken = null,
  wallet = null,
  wizardMember = false,
  replacesBookingId = null,
  guest = null,
}: UseBookingFormOptions) {
  const intl = useIntl();
  const [idempotencyKey] = useState(() => newIdempotencyKey());
  const payAtHotelRefused = payAtHotelRefusalFor(stay);
  const [values, setValues] = useState<BookingFormValues>(() => ({
    name: guest?.name ?? '',
    email: guest?.email ?? '',
    dialCode: guest?.dialCode ?? defaultDialCode,
    phone: guest?.phone ?? '',
    categoryId: initialCategoryId(stay),
    paymentMode: payAtHotelRefused && onlinePayment ? 'online' : 'pay_at_hotel',
    onlineShare: 'full',
    partAmount: '',
    useWallet: false,
    meals: [],
    earlyCheckin: false,
  }));
  // The signed-in guest is often known only after the form opens (their profile loads in the browser): fill in
  // what the guest has not typed yet.
  const { name: guestName = '', email: guestEmail = '', dialCode: guestDialCode = null, phone: guestPhone = '' } = guest ?? {};
  useEffect(() => {
    setValues((current) => ({
      ...current,
      name: current.name || guestName,
      email: current.email || guestEmail,
      ...(current.phone === '' && guestPhone !== '' ? { phone: guestPhone, dialCode: guestDialCode ?? current.dialCode } : {}),
    }));
  }, [guestName, guestEmail, guestDialCode, guestPhone]);
  // A change of property carries the old booking's meals and early check-in over: ticked again once the page runs
  // (the cookie is the browser's), where the new room offers them.
  useEffect(() => {
    if (replacesBookingId === null) return;
    const held = heldPropertyChangeExtras();
    setValues((current) => ({ ...current, meals: held.meals.filter(isMealCode), earlyCheckin: held.earlyCheckin }));
  }, [replacesBookingId]);
  const { coupon, remove: removeCoupon } = useSummaryCoupon({
    stay,
    categoryId: values.categoryId,
    api,
    csrfToken,
    failedText: intl.formatMessage(summaryMessages.couponFailed),
  });
  const category = stay.categories.find((candidate) => candidate.id === values.categoryId);
  const price = category ? priceBreakdown(category, coupon.status === 'applied' ? coupon.quote.discount_amount : 0, stay.currency) : null;
  const extras = category ? chosenExtrasCharge(category, values, stay) : null;
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [submitting, setSubmitting] = useState(false);
  const inFlight = useRef(false);

  const change = useCallback((change: Partial<BookingFormValues>) => {
    setValues((current) => ({ ...current, ...change }));
    setErrors((current) => {
      const next = { ...current };
      for (const field of Object.keys(change)) delete next[field];
      return next;
    });
  }, []);

  /** One meal at a time, on the latest choice: ticks given before hydration arrive in one render. */
  const checkMeal = useCallback((meal: MealCode, checked: boolean) => {
    setValues((current) => ({
      ...current,
      meals: checked ? [...current.meals.filter((code) => code !== meal), meal] : current.meals.filter((code) => code !== meal),
    }));
  }, []);

  const submit = useCallback(async () => {
    if (inFlight.current) return;
    const country = countries.find((candidate) => candidate.dialCode === values.dialCode);
    const contact = contactSchema({ country: { dialCode: values.dialCode, ...(country ? { phoneLength: country.phoneLength } : {}) } }).safeParse({
      name: values.name,
      email: values.email,
      phone: values.phone.trim(),
    });
    if (!contact.success) {
      setErrors(fieldErrors(contact.error, intl));
      return;
    }
    if (values.categoryId === null || !price || coupon.status === 'checking') return;
    if (values.paymentMode === 'pay_at_hotel' && payAtHotelRefused) return;
    const category = stay.categories.find((candidate) => candidate.id === values.categoryId);
    // Exactly the wallet money the summary showed; the server takes it or refuses when the balance changed.
    const lines = category
      ? memberWalletLines(category, {
          currency: stay.currency,
          couponMinor: coupon.status === 'applied' ? coupon.quote.discount_amount : 0,
          wizardMember,
          wallet,
          useWallet: values.useWallet,
          ...(extras ? { extras } : {}),
        })
      : null;
    const walletMinor = lines?.walletMinor ?? 0;
    const payableMinor = lines ? lines.toPayMinor : price.totalMinor;
    let partAmountMinor: number | null = null;
    if (values.paymentMode === 'online' && values.onlineShare === 'part') {
      const check = checkPaymentAmount(values.partAmount, {
        currency: stay.currency,
        currencySymbol: currencySymbolOf(stay.currency as CurrencyCode),
        minimumMinor: partPaymentMinimumMinor(payableMinor),
        payableMinor,
        locale: intl.locale,
      });
      if (!check.valid) {
        setErrors({ partAmount: paymentAmountText(intl, check.message.id, check.values) });
        return;
      }
      partAmountMinor = check.amountMinor;
    }
    const body: CreateBookingBody = {
      user: {
        first_name: contact.data.name.trim(),
        country_code: values.dialCode,
        phone: contact.data.phone,
        email: contact.data.email.trim(),
        devise_role: deviseRole,
      },
      booking: {
        hotel_id: stay.hotelId,
        room_category_id: values.categoryId,
        checkin: stay.checkin,
        checkout: stay.checkout,
        ...(stay.roomsConfig ? { rooms_config: stay.roomsConfig } : {}),
        payment_mode: values.paymentMode,
        ...(coupon.status === 'applied' ? { coupon_code: coupon.quote.code } : {}),
        ...(stay.dealId !== undefined ? { deal_id: stay.dealId } : {}),
        ...quotationFor(stay, values.categoryId),
        ...(replacesBookingId !== null ? { old_invoice_no: replacesBookingId } : {}),
        ...(extras && extras.meals.length > 0 ? { services: { meals: extras.meals as MealCode[] } } : {}),
        ...(values.earlyCheckin && stay.earlyCheckin ? { additional_charge_info: { early_checkin: true } } : {}),
        ...campaignOf(window.location.search, document.cookie),
      },
      request_type: replacesBookingId !== null ? 'PROPERTY_CHANGE' : 'NEW',
      ...(partAmountMinor !== null || walletMinor > 0
        ? {
            payments: {
              ...(partAmountMinor !== null ? { from_payment_method: { amount: partAmountMinor } } : {}),
              ...(walletMinor > 0 ? { deduct_from_wallet: walletMinor } : {}),
            },
          }
        : {}),
      source,
    };
    inFlight.current = true;
    setSubmitting(true);
    try {
      const booking = await createBooking(api, body, idempotencyKey, undefined, csrfToken);
      // The replaced booking is the server's to close now: nothing is held for it any more.
      if (replacesBookingId !== null) releasePropertyChange();
      onBooked(booking);
    } catch (error) {
      const refusal = replacesBookingId !== null ? propertyChangeRefusal(error) : null;
      if (refusal) {
        onFailure({ kind: 'propertyChange', message: intl.formatMessage(modifyPropertyMessages[refusal], { bookingId: replacesBookingId ?? '' }) });
        return;
      }
      onFailure(failureOf(error, intl));
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  }, [
    api,
    countries,
    coupon,
    csrfToken,
    idempotencyKey,
    intl,
    onBooked,
    onFailure,
    payAtHotelRefused,
    price,
    replacesBookingId,
    source,
    deviseRole,
    extras,
    stay,
    values,
    wallet,
    wizardMember,
  ]);

  return { values, errors, submitting, change, checkMeal, submit, payAtHotelRefused, idempotencyKey, coupon, removeCoupon, price, extras };
}

/** createBooking's answers about old_invoice_no (PROPERTY_CHANGE): not this guest's booking, or no longer changeable. */
function propertyChangeRefusal(error: unknown): 'notYourBooking' | 'notChangeable' | null {
  if (!(error instanceof ApiRequestError)) return null;
  if (error.code === 'BOOKING_NOT_FOUND') return 'notYourBooking';
  if (error.code === 'BOOKING_NOT_MODIFIABLE') return 'notChangeable';
  return null;
}

function failureOf(error: unknown, intl: IntlShape): BookingFailure {
  if (error instanceof ApiRequestError) {
    const refusal = REFUSAL_MESSAGE_BY_CODE[error.code as keyof typeof REFUSAL_MESSAGE_BY_CODE];
    if (refusal) return { kind: 'failed', message: intl.formatMessage(refusal) };
    if (error.code === 'WALLET_BALANCE_CHANGED') return { kind: 'failed', message: intl.formatMessage(memberWalletMessages.walletChanged) };
    if (error.statusCode === 409) return { kind: 'roomsGone', message: intl.formatMessage(summaryMessages.roomsGone) };
    if (error.code === 'PAY_AT_HOTEL_NOT_ALLOWED') return { kind: 'failed', message: intl.formatMessage(domainMessages.payAtHotelNotAllowed) };
  }
  return { kind: 'failed', message: intl.formatMessage(domainMessages.bookingFailed) };
}

/** The campaign the guest came from (the page's utm_source, else the one kept for 30 days), as createBooking's `utm_source`. */
function campaignOf(search: string, cookieHeader: string): { utm_source?: string } {
  const source = bookingUtmSource(search, cookieHeader, Date.now());
  return source ? { utm_source: source } : {};
}
