export { BookingFlow, type BookingFlowModal, type BookingFlowProps } from './components/booking-summary/BookingFlow';
export { bookingGuestOf, type BookingGuest } from './utils/signed-in-guest';
export { BookingSummaryForm, type BookingSummaryFormProps } from './components/booking-summary/BookingSummaryForm';
export type { BookingFailure, BookingFormValues, DialCountry } from './components/booking-summary/use-booking-form';
export { bookableStay, priceBreakdown, type BookableStay, type PriceBreakdown } from './utils/bookable-stay';
export { newIdempotencyKey } from './utils/idempotency-key';
export { BookingDetailsView, type BookingDetailsViewProps } from './components/booking-details/BookingDetailsView';
export { BookingLookupForm, type BookingLookupFormProps, type BookingLookupValues } from './components/booking-lookup/BookingLookupForm';
export { lookupMessages } from './components/booking-lookup/lookup-messages';
export { CancellationReasonsDialog, type CancellationReasonsDialogProps } from './components/booking-cancellation/CancellationReasonsDialog';
export {
  CancellationConfirmDialog,
  type CancellationConfirmDialogProps,
  type CancellationEstimate,
} from './components/booking-cancellation/CancellationConfirmDialog';
export { CANCELLATION_REASONS, cancellationReason } from './components/booking-cancellation/cancellation-reasons';
export { cancellationMessages } from './components/booking-cancellation/cancellation-messages';
export { PaymentResultDialog, type PaymentResultDialogProps } from './components/payment-result/PaymentResultDialog';
export { PayNowForm } from './components/payment-result/PayNowForm';
export { ModifyDatesDialog, type ModifyDatesDialogProps } from './components/modify-dates/ModifyDatesDialog';
export { modifyDatesMessages } from './components/modify-dates/modify-dates-messages';
export { ModifyPropertyDialog, type ModifyPropertyDialogProps } from './components/modify-property/ModifyPropertyDialog';
export { PropertyChangeBanner, type PropertyChangeBannerProps } from './components/modify-property/PropertyChangeBanner';
export { useHeldPropertyChange } from './components/modify-property/use-held-property-change';
export { modifyPropertyMessages } from './components/modify-property/modify-property-messages';
export { UpgradeBookingView, type UpgradeBookingViewProps, type UpgradeOption } from './components/upgrade-booking/UpgradeBookingView';
export { isBookingModifiable } from './utils/modifiable';
export { upgradeBookingMessages } from './components/upgrade-booking/upgrade-booking-messages';
export { MyBookingsView, type BookingListFilter, type MyBookingsViewProps } from './components/my-bookings/MyBookingsView';
export { SaveCardView, type SaveCardViewProps } from './components/save-card/SaveCardView';
export { AccountSaveCardView, type AccountSaveCardViewProps } from './components/save-card/AccountSaveCardView';
export { SaveCardResult, type SaveCardResultProps } from './components/save-card/SaveCardResult';
export { saveCardMessages } from './components/save-card/save-card-messages';
