import { useIntl } from 'react-intl';
import { Button } from '@stays/ui';
import { modifyPropertyMessages } from './modify-property-messages';
import styles from './ModifyProperty.module.css';

export interface PropertyChangeBannerProps {
  /** The booking being replaced (held in the session), or null to show nothing. */
  bookingId: string | null;
  onStop: () => void;
}

/** 'Changing the property of booking {id}', with the way out, while the guest looks for the replacing stay. */
export function PropertyChangeBanner({ bookingId, onStop }: PropertyChangeBannerProps) {
  const intl = useIntl();
  if (bookingId === null) return null;
  return (
    <div className={styles.banner} role="status">
      <p>{intl.formatMessage(modifyPropertyMessages.banner, { bookingId })}</p>
      <Button variant="secondary" onClick={onStop}>
        {intl.formatMessage(modifyPropertyMessages.stop)}
      </Button>
    </div>
  );
}
