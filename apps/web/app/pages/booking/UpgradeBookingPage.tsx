import { useIntl } from 'react-intl';
import { UpgradeBookingView, upgradeBookingMessages } from '@stays/feature-booking';
import { PageShell } from '../../components/PageShell';
import type { SiteContext } from '../../site/site-context';
import { bookingHref, upgradeHref } from './booking-access';
import type { UpgradePage, UpgradeOutcome } from './upgrade-booking.server';

/** /upgrade-booking/{bookingId}: the booking's better rooms; a refused upgrade says why above them. */
export function UpgradeBookingPage({ site, data, outcome }: { site: SiteContext; data: UpgradePage; outcome: UpgradeOutcome | undefined }) {
  const intl = useIntl();
  const { booking, access } = data;
  const error = outcome ? intl.formatMessage(outcome.upgradeError === 'roomGone' ? upgradeBookingMessages.roomGone : upgradeBookingMessages.failed) : null;
  return (
    <PageShell site={site}>
      <UpgradeBookingView
        booking={booking}
        modifiable={data.modifiable}
        options={data.options}
        action={upgradeHref(booking.invoice_no, access)}
        idempotencyKey={data.idempotencyKey}
        bookingHref={bookingHref(booking.invoice_no, access)}
        error={error}
      />
    </PageShell>
  );
}
