import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import type { ApiClientOptions, CreateBookingReply, Wallet, BookingSource } from '@stays/api-client';
import { DEFAULT_DEVICE_ROLE } from '@stays/brand-config';
import { Button, Dialog } from '@stays/ui';
import type { BookableStay } from '../../utils/bookable-stay';
import type { BookingGuest } from '../../utils/signed-in-guest';
import { modifyPropertyMessages } from '../modify-property/modify-property-messages';
import { PropertyChangeBanner } from '../modify-property/PropertyChangeBanner';
import { summaryMessages } from './booking-summary-messages';
import { BookingSummaryForm } from './BookingSummaryForm';
import type { BookingAgreement } from './BookingTerms';
import { useBookingForm, type BookingFailure, type DialCountry } from './use-booking-form';
import styles from './BookingSummary.module.css';

export type BookingFlowModal = 'bookingSummary' | 'bookingError';

export interface BookingFlowProps {
  stay: BookableStay;
  api: ApiClientOptions;
  /** Dial codes the phone may use (the brand's countries). */
  countries: readonly DialCountry[];
  defaultDialCode: string;
  /** The `?modal=` the page shows, or null when the booking dialogs are closed. */
  modal: BookingFlowModal | null;
  onModalChange: (modal: BookingFlowModal | null) => void;
  /** A booking made: its page, or for online payment the payment page in redirectUrl. */
  onBooked: (booking: CreateBookingReply) => void;
  /** Offer paying online (only when the server takes online payments). */
  onlinePayment?: boolean;
  /** createBooking's source: 'Web Booking' or 'Mobile Web Booking'. */
  source?: BookingSource;
  /** The site's device role (deviceRoleOf its microsite config), sent with the guest. */
  deviseRole?: string;
  /** The signed-in guest's anti-forgery token; null when not signed in (no coupon, the booking is not linked to an account). */
  csrfToken?: string | null;
  /** The signed-in guest's wallet (GET wallet), or null for a guest. */
  wallet?: Wallet | null;
  /** The signed-in guest is a wizard member now (GET wizard status): the member price. */
  wizardMember?: boolean;
  /** The booking held in the session that this one replaces (PROPERTY_CHANGE), and stopping that change. */
  propertyChange?: { bookingId: string | null; onStop: () => void };
  /** The signed-in guest's contact (bookingGuestOf their profile), prefilled; null when not signed in. */
  guest?: BookingGuest | null;
  /** The site's terms, guest and privacy pages, the booking button's wording and the time zone of the deadlines. */
  agreement?: BookingAgreement;
}

/**
 * The hotel page's booking: the bookingSummary form and the bookingError dialog. The form keeps its values and
 * its Idempotency-Key while the guest moves between the two, so a retry never books twice.
 */
export function BookingFlow({
  stay,
  api,
  countries,
  defaultDialCode,
  modal,
  onModalChange,
  onBooked,
  onlinePayment = false,
  source = 'Web Booking',
  deviseRole = DEFAULT_DEVICE_ROLE,
  csrfToken = null,
  wallet = null,
  wizardMember = false,
  propertyChange,
  guest = null,
  agreement,
}: BookingFlowProps) {
  const intl = useIntl();
  const [failure, setFailure] = useState<BookingFailure | null>(null);
  const onFailure = useCallback(
    (next: BookingFailure) => {
      setFailure(next);
      onModalChange('bookingError');
    },
    [onModalChange],
  );
  const form = useBookingForm({
    stay,
    api,
    countries,
    defaultDialCode,
    onlinePayment,
    source,
    deviseRole,
    onBooked,
    onFailure,
    csrfToken,
    wallet,
    wizardMember,
    replacesBookingId: propertyChange?.bookingId ?? null,
    guest,
  });
  const close = () => onModalChange(null);

  if (modal === 'bookingError' && failure) {
    const retry = failure.kind === 'failed';
    return (
      <Dialog
        open
        placement="modal"
        title={intl.formatMessage(summaryMessages.errorTitle)}
        onClose={close}
        footer={
          <div className={styles.actions}>
            {failure.kind === 'propertyChange' && propertyChange ? (
              <Button
                variant="secondary"
                onClick={() => {
                  propertyChange.onStop();
                  onModalChange('bookingSummary');
                }}
              >
                {intl.formatMessage(modifyPropertyMessages.stop)}
              </Button>
            ) : null}
            {retry ? (
              <Button onClick={() => void form.submit()} disabled={form.submitting}>
                {intl.formatMessage(summaryMessages.errorRetry)}
              </Button>
            ) : null}
            <Button variant={retry ? 'secondary' : 'primary'} onClick={() => onModalChange('bookingSummary')}>
              {intl.formatMessage(summaryMessages.errorEdit)}
            </Button>
            <Button variant="ghost" onClick={close}>
              {intl.formatMessage(summaryMessages.errorBack)}
            </Button>
          </div>
        }
      >
        <p className={styles.errorText} role="alert">
          {failure.message}
        </p>
      </Dialog>
    );
  }

  return (
    <Dialog open={modal !== null} placement="modal" title={intl.formatMessage(summaryMessages.title)} onClose={close}>
      <PropertyChangeBanner bookingId={propertyChange?.bookingId ?? null} onStop={() => propertyChange?.onStop()} />
      <BookingSummaryForm
        stay={stay}
        countries={countries}
        values={form.values}
        errors={form.errors}
        submitting={form.submitting}
        onlinePayment={onlinePayment}
        payAtHotelRefused={form.payAtHotelRefused}
        onChange={form.change}
        onMealChecked={form.checkMeal}
        onSubmit={() => void form.submit()}
        coupon={form.coupon}
        onRemoveCoupon={form.removeCoupon}
        wallet={wallet}
        wizardMember={wizardMember}
        {...(agreement ? { agreement } : {})}
      />
    </Dialog>
  );
}
