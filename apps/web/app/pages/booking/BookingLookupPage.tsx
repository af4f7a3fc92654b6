import { useIntl } from 'react-intl';
import { BookingLookupForm, lookupMessages } from '@stays/feature-booking';
import { messageById } from '@stays/validation';
import { PageShell } from '../../components/PageShell';
import type { SiteContext } from '../../site/site-context';
import type { LookupPage } from './booking.server';
import { dialCountriesFor } from './dial-countries';

/** The booking lookup (guest-journey §2, §5): booking id and mobile number, answered by /booking (or the page acting on the booking). */
export function BookingLookupPage({ site, data }: { site: SiteContext; data: LookupPage }) {
  const intl = useIntl();
  const errors = Object.fromEntries(
    Object.entries(data.fieldErrors).map(([field, id]) => {
      const descriptor = messageById(id);
      return [field, descriptor ? intl.formatMessage(descriptor) : id];
    }),
  );
  const formError = data.formError ? intl.formatMessage(lookupMessages[data.formError]) : null;
  return (
    <PageShell site={site}>
      <BookingLookupForm
        // A new answer from the server starts the form again from what it checked.
        key={JSON.stringify(data)}
        action={data.action}
        initial={data.values}
        countries={dialCountriesFor(site)}
        errors={errors}
        formError={formError}
      />
    </PageShell>
  );
}
