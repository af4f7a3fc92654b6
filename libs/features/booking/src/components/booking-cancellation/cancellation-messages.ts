import { defineMessages } from 'react-intl';

type NoValues = Record<never, never>;

export const cancellationMessages = defineMessages<{
  reasonsTitle: NoValues;
  reasonsLegend: NoValues;
  reasonRequired: NoValues;
  continue: NoValues;
  confirmTitle: NoValues;
  confirmText: { bookingId: string; hotel: string; checkin: string; checkout: string };
  reasonChosen: { reason: string };
  charge: NoValues;
  refund: NoValues;
  noCharge: NoValues;
  confirm: NoValues;
  keep: NoValues;
  failed: NoValues;
  notCancellable: NoValues;
  reasonPlansChanged: NoValues;
  reasonBetterPrice: NoValues;
  reasonWrongDates: NoValues;
  reasonDuplicate: NoValues;
  reasonPropertyAsked: NoValues;
  reasonOther: NoValues;
  reasonEmergency: NoValues;
  freeUntil: { time: string };
}>({
  reasonsTitle: { id: 'booking.cancellation.reasonsTitle', defaultMessage: 'Why are you cancelling?' },
  reasonsLegend: { id: 'booking.cancellation.reasonsLegend', defaultMessage: 'Choose a reason' },
  reasonRequired: { id: 'booking.cancellation.reasonRequired', defaultMessage: 'Please choose a reason' },
  continue: { id: 'booking.cancellation.continue', defaultMessage: 'Continue' },
  confirmTitle: { id: 'booking.cancellation.confirmTitle', defaultMessage: 'Cancel this booking?' },
  confirmText: { id: 'booking.cancellation.confirmText', defaultMessage: 'Booking {bookingId} at {hotel}, {checkin} – {checkout}.' },
  reasonChosen: { id: 'booking.cancellation.reasonChosen', defaultMessage: 'Reason: {reason}' },
  charge: { id: 'booking.cancellation.charge', defaultMessage: 'Cancellation charge' },
  refund: { id: 'booking.cancellation.refund', defaultMessage: 'Refund' },
  noCharge: { id: 'booking.cancellation.noCharge', defaultMessage: 'Nothing has been paid for this booking, so there is nothing to refund.' },
  confirm: { id: 'booking.cancellation.confirm', defaultMessage: 'Yes, cancel booking' },
  keep: { id: 'booking.cancellation.keep', defaultMessage: 'Keep booking' },
  failed: { id: 'booking.cancellation.failed', defaultMessage: 'We could not cancel this booking. Please try again.' },
  notCancellable: { id: 'booking.cancellation.notCancellable', defaultMessage: 'This booking can no longer be cancelled.' },
  reasonPlansChanged: { id: 'booking.cancellation.reason.plansChanged', defaultMessage: 'My travel plans changed' },
  reasonBetterPrice: { id: 'booking.cancellation.reason.betterPrice', defaultMessage: 'I found a better price' },
  reasonWrongDates: { id: 'booking.cancellation.reason.wrongDates', defaultMessage: 'I need to change the dates or guests' },
  reasonDuplicate: { id: 'booking.cancellation.reason.duplicate', defaultMessage: 'I booked by mistake' },
  reasonPropertyAsked: { id: 'booking.cancellation.reason.propertyAsked', defaultMessage: 'The property asked me to cancel' },
  reasonOther: { id: 'booking.cancellation.reason.other', defaultMessage: 'Another reason' },
  reasonEmergency: { id: 'booking.cancellation.reason.emergency', defaultMessage: 'Travel restrictions or an emergency' },
  freeUntil: { id: 'booking.cancellation.freeUntil', defaultMessage: 'Free cancellation until {time}.' },
});
