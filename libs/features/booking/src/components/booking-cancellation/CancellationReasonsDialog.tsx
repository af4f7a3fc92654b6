import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Button, Dialog, FormError } from '@stays/ui';
import { cancellationMessages } from './cancellation-messages';
import { CANCELLATION_REASONS } from './cancellation-reasons';
import { HiddenFields } from './HiddenFields';
import styles from './Cancellation.module.css';

export interface CancellationReasonsDialogProps {
  /** The booking page's path; the form asks it for ?modal=bookingCancellation&reason=… */
  action: string;
  /** The query that opens the booking (token, or phone and country code). */
  access: Readonly<Record<string, string>>;
  /** The reason submitted without one, to say a reason is needed. */
  missingReason?: boolean;
  onClose: () => void;
}

/** bookingCancellationReasons: the guest picks why they cancel, then sees the charge before confirming. */
export function CancellationReasonsDialog({ action, access, missingReason = false, onClose }: CancellationReasonsDialogProps) {
  const intl = useIntl();
  const errorId = useId();
  return (
    <Dialog open placement="modal" title={intl.formatMessage(cancellationMessages.reasonsTitle)} onClose={onClose}>
      <form method="get" action={action} className={styles.form}>
        <HiddenFields fields={{ ...access, modal: 'bookingCancellation' }} />
        <fieldset className={styles.reasons} aria-describedby={missingReason ? errorId : undefined}>
          <legend className={styles.legend}>{intl.formatMessage(cancellationMessages.reasonsLegend)}</legend>
          {CANCELLATION_REASONS.map((reason) => (
            <label key={reason.code} className={styles.reason}>
              <input type="radio" name="reason" value={reason.code} required />
              <span>{intl.formatMessage(reason.message)}</span>
            </label>
          ))}
        </fieldset>
        <FormError id={errorId} message={missingReason ? intl.formatMessage(cancellationMessages.reasonRequired) : null} />
        <Button type="submit" fullWidth>
          {intl.formatMessage(cancellationMessages.continue)}
        </Button>
      </form>
    </Dialog>
  );
}
