import { DESKTOP_POPUP_BREAKPOINT_PX } from '@stays/brand-config';

/** Modal values of the 'modal' query parameter (guest-journey §2, accounts-commerce §2). */
const CORE_MODALS = [
  'searchbar',
  'filters',
  'sorters',
  'datepicker',
  'dateguestpicker',
  'hotelImages',
  'hotelReviews',
  'hotelReviewsPopUp',
  'bookingSummary',
  'bookingError',
  'bookingCancellation',
  'bookingCancellationReasons',
  'modifyDates',
  'modifyProperty',
  'headerDatePicker',
  'paymentStatus',
  'paymentSuccess',
  'showPaymentWidget',
  'retryPayment',
] as const;

const ACCOUNT_MODALS = [
  'signin',
  'signup',
  'showOtp',
  'wizardPayment',
  'paymentSuccess',
  'wizardVideo',
  'homepageVideo',
  'paymentStatus',
  'bookingError',
  'refundStatusYo',
  'helpCentre',
  'socialLogin',
  'clearWishlist',
  'shareWishlist',
  'generateNewLink',
  'removeWishlist',
  'forgotPassword',
  'countrySelector',
  'showPaymentWidget',
  'retryPayment',
  'dealTnC',
  'dealCities',
  'offerPopup',
  'hotelReviewsPopUp',
] as const;

/** FAQ modals are named in the spec without their values; ours are these. */
const FAQ_MODALS = ['faq', 'faqDetails'] as const;

const MODAL_VALUES: readonly string[] = [...new Set<string>([...CORE_MODALS, ...ACCOUNT_MODALS, ...FAQ_MODALS])];

/**
 * "Only some modals are honoured at first load: dateguestpicker, paymentSuccess, searchbar, payment widgets,
 * cancellation, FAQ modals, modifyDates, modifyProperty, socialLogin" (guest-journey §2).
 */
export const FIRST_LOAD_MODALS: readonly string[] = [
  'dateguestpicker',
  'paymentSuccess',
  'searchbar',
  'showPaymentWidget',
  'retryPayment',
  'wizardPayment',
  'bookingCancellation',
  'bookingCancellationReasons',
  ...FAQ_MODALS,
  'modifyDates',
  'modifyProperty',
  'socialLogin',
];

export type ModalDecision = { action: 'open'; modal: string; nestedIn: string | null } | { action: 'closeAll' } | { action: 'ignore' };

export interface ModalContext {
  isFirstLoad: boolean;
  bookingSummaryOpen: boolean;
  /** The microsite config avoids the search popup. */
  avoidSearchPopup: boolean;
  /** The 'webview' query parameter. */
  webview?: string | null;
}

/**
 * What a 'modal' query value does. "Any unrecognised value closes all popups"; at first load only the listed
 * modals open; "socialLogin (only when the booking summary is open)"; "showOtp (nested inside the booking summary if
 * that is open)"; "dateguestpicker opens nested with the search widget unless the microsite config avoids the search
 * popup or the webview parameter is 'true'".
 */
export function resolveModal(value: string | null | undefined, context: ModalContext): ModalDecision {
  if (!value) return { action: 'ignore' };
  if (!MODAL_VALUES.includes(value)) return { action: 'closeAll' };
  if (context.isFirstLoad && !FIRST_LOAD_MODALS.includes(value)) return { action: 'ignore' };
  if (value === 'socialLogin' && !context.bookingSummaryOpen) return { action: 'ignore' };
  if (value === 'showOtp') return { action: 'open', modal: value, nestedIn: context.bookingSummaryOpen ? 'bookingSummary' : null };
  if (value === 'dateguestpicker') {
    const standalone = context.avoidSearchPopup || context.webview === 'true';
    return { action: 'open', modal: value, nestedIn: standalone ? null : 'searchbar' };
  }
  return { action: 'open', modal: value, nestedIn: null };
}

/** "open popups lock page scrolling". */
export function isPageScrollLocked(openModals: readonly string[]): boolean {
  return openModals.length > 0;
}

/** The booking-flow routes (accounts-commerce §2). */
const BOOKING_FLOW_MODALS = ['paymentSuccess', 'bookingSummary', 'paymentStatus', 'modifyDates', 'modifyProperty', 'bookingCancellation'] as const;

export function isBookingFlowModal(value: string): boolean {
  return (BOOKING_FLOW_MODALS as readonly string[]).includes(value);
}

/** "The desktop popup breakpoint is 780px": wider viewports show popups as desktop dialogs. */
export function isDesktopPopup(viewportWidth: number): boolean {
  return viewportWidth > DESKTOP_POPUP_BREAKPOINT_PX;
}
