import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@stays/ui';
import { detailsMessages } from './booking-details-messages';

/** Shares the booking's token link with the device's share sheet, or copies it where there is none. */
export function ShareBookingButton({ url, hotelName }: { url: string; hotelName: string }) {
  const intl = useIntl();
  const [copied, setCopied] = useState(false);
  const share = async () => {
    const text = intl.formatMessage(detailsMessages.shareText, { hotel: hotelName });
    if (typeof navigator.share === 'function') {
      await navigator.share({ title: text, url }).catch(() => undefined);
      return;
    }
    await navigator.clipboard?.writeText(url);
    setCopied(true);
  };
  return (
    <>
      <Button variant="secondary" onClick={() => void share()}>
        {intl.formatMessage(detailsMessages.share)}
      </Button>
      <span role="status">{copied ? intl.formatMessage(detailsMessages.linkCopied) : null}</span>
    </>
  );
}
