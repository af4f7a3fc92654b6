export { BookingFlow, type BookingFlowModal } from './components/booking-summary/BookingFlow';
export { bookingGuestOf } from './utils/signed-in-guest';
export type { DialCountry } from './components/booking-summary/use-booking-form';
export { bookableStay } from './utils/bookable-stay';
export { BookingDetailsView } from './components/booking-details/BookingDetailsView';
export { BookingLookupForm } from './components/booking-lookup/BookingLookupForm';
export { lookupMessages } from './components/booking-lookup/lookup-messages';
export { CancellationReasonsDialog } from './components/booking-cancellation/CancellationReasonsDialog';
export {
  CancellationConfirmDialog,
  type CancellationEstimate,
} from './components/booking-cancellation/CancellationConfirmDialog';
export { cancellationReason } from './components/booking-cancellation/cancellation-reasons';
export { cancellationMessages } from './components/booking-cancellation/cancellation-messages';
export { PaymentResultDialog } from './components/payment-result/PaymentResultDialog';
export { PayNowForm } from './components/payment-result/PayNowForm';
export { ModifyDatesDialog } from './components/modify-dates/ModifyDatesDialog';
export { modifyDatesMessages } from './components/modify-dates/modify-dates-messages';
export { ModifyPropertyDialog } from './components/modify-property/ModifyPropertyDialog';
export { PropertyChangeBanner } from './components/modify-property/PropertyChangeBanner';
export { useHeldPropertyChange } from './components/modify-property/use-held-property-change';
export { UpgradeBookingView, type UpgradeOption } from './components/upgrade-booking/UpgradeBookingView';
export { isBookingModifiable } from './utils/modifiable';
export { upgradeBookingMessages } from './components/upgrade-booking/upgrade-booking-messages';
export { MyBookingsView, type BookingListFilter } from './components/my-bookings/MyBookingsView';
export { SaveCardView } from './components/save-card/SaveCardView';
export { AccountSaveCardView } from './components/save-card/AccountSaveCardView';
export { SaveCardResult } from './components/save-card/SaveCardResult';
