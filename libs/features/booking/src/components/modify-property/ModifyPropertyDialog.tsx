import { useIntl } from 'react-intl';
import type { Booking } from '@stays/api-client';
import { Dialog } from '@stays/ui';
import { STAY_DATE_FORMAT, stayDate } from '../../utils/iso-date';
import { holdPropertyChange, holdPropertyChangeExtras } from '../../utils/property-change-session';
import { modifyPropertyMessages } from './modify-property-messages';
import styles from './ModifyProperty.module.css';

export interface ModifyPropertyDialogProps {
  booking: Booking;
  /** The listing of the booking's city for the same dates and rooms. */
  listingHref: string;
  keepHref: string;
  onClose: () => void;
}

/**
 * modifyProperty (guest-journey §2, §4): explains the change, and 'Find another stay' holds this booking's id in the
 * session before the guest goes to the city's listing, so the booking they make next is its PROPERTY_CHANGE.
 */
export function ModifyPropertyDialog({ booking, listingHref, keepHref, onClose }: ModifyPropertyDialogProps) {
  const intl = useIntl();
  const date = (iso: string) => intl.formatDate(stayDate(iso), STAY_DATE_FORMAT);
  return (
    <Dialog open placement="modal" title={intl.formatMessage(modifyPropertyMessages.title)} onClose={onClose}>
      <p className={styles.text}>
        {intl.formatMessage(modifyPropertyMessages.intro, { city: booking.hotel.city, checkin: date(booking.checkin), checkout: date(booking.checkout) })}
      </p>
      <p className={styles.text}>{intl.formatMessage(modifyPropertyMessages.howItWorks)}</p>
      <p className={styles.text}>{intl.formatMessage(modifyPropertyMessages.samePhone)}</p>
      <div className={styles.actions}>
        <a
          className={styles.find}
          href={listingHref}
          onClick={() => {
            holdPropertyChange(booking.invoice_no);
            holdPropertyChangeExtras({ meals: booking.services.meals, earlyCheckin: booking.early_checkin });
          }}
        >
          {intl.formatMessage(modifyPropertyMessages.findStay)}
        </a>
        <a className={styles.keep} href={keepHref}>
          {intl.formatMessage(modifyPropertyMessages.keep)}
        </a>
      </div>
    </Dialog>
  );
}
