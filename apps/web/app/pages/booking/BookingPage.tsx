import Star from 'lucide-react/icons/star';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import {
  BookingDetailsView,
  BookingExtrasForm,
  bookingExtrasMessages,
  userRatingMessages,
  CancellationConfirmDialog,
  CancellationReasonsDialog,
  ModifyDatesDialog,
  ModifyPropertyDialog,
  PayNowForm,
  cancellationMessages,
  modifyDatesMessages,
} from '@stays/feature-booking';
import { stayFeedbackRoutes } from '@stays/api-client';
import { Snackbar } from '@stays/ui';
import { PageShell } from '../../components/PageShell';
import { SavedForOffline } from '../../offline/SavedForOffline';
import { CheckinOnBooking } from '../engagement/CheckinOnBooking';
import type { SiteContext } from '../../site/site-context';
import { accessQuery, bookingHref, upgradeHref } from './booking-access';
import type { BookingPage as BookingPageData, CancelOutcome } from './booking.server';
import type { ModifyOutcome } from './modify-dates.server';
import type { ExtrasOutcome } from './booking-extras.server';
import { balanceOf } from './payment-balance';

/** /booking/{bookingId}: the booking, its success state, and the cancellation dialogs opened by ?modal=. */
export function BookingPage({
  site,
  data,
  outcome,
}: {
  site: SiteContext;
  data: BookingPageData;
  outcome: CancelOutcome | ModifyOutcome | ExtrasOutcome | undefined;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { booking, access, cancellation } = data;
  const pagePath = `/booking/${encodeURIComponent(booking.invoice_no)}`;
  const pageHref = bookingHref(booking.invoice_no, access);
  const close = () => navigate(pageHref, { preventScrollReset: true });
  const cancelError =
    outcome && 'cancelError' in outcome ? (outcome.cancelError === 'notCancellable' ? cancellationMessages.notCancellable : cancellationMessages.failed) : null;
  const modifyError =
    outcome && 'modifyError' in outcome
      ? outcome.modifyError === 'roomsGone'
        ? modifyDatesMessages.roomsGone
        : modifyDatesMessages.failed
      : cancellation.modal === 'modifyDates' && cancellation.datesInvalid
        ? modifyDatesMessages.datesInvalid
        : null;
  return (
    <PageShell site={site}>
      <BookingDetailsView
        booking={booking}
        booked={data.booked}
        cancelled={data.cancelled}
        micrositeMode={site.micrositeMode}
        shareUrl={data.shareUrl}
        cancelHref={bookingHref(booking.invoice_no, access, { modal: 'bookingCancellationReasons' })}
        modifyDatesHref={bookingHref(booking.invoice_no, access, { modal: 'modifyDates' })}
        modifyPropertyHref={bookingHref(booking.invoice_no, access, { modal: 'modifyProperty' })}
        upgradeHref={upgradeHref(booking.invoice_no, access)}
        saveCardHref={`${pagePath}/save-card?${new URLSearchParams(accessQuery(access)).toString()}`}
        modified={data.modified}
        upgraded={data.upgraded}
      >
        <SavedForOffline site={site} booking={booking} href={pageHref} />
        <CheckinOnBooking site={site} invoiceNo={booking.invoice_no} confirmed={booking.state === 'confirmed'} />
        {booking.display_status === 'checked-out' ? (
          <Snackbar
            title={intl.formatMessage(userRatingMessages.snackbarTitle, { hotel: booking.hotel.name })}
            subtitle={intl.formatMessage(userRatingMessages.rateLink)}
            icon={Star}
            actionUrl={`/user-ratings/${encodeURIComponent(booking.invoice_no)}?${new URLSearchParams({ token: booking.token }).toString()}`}
            feedback={{ url: stayFeedbackRoutes.feedback, widgetId: 'rate-stay', itemId: booking.invoice_no }}
          />
        ) : null}
        <BookingExtrasForm
          booking={booking}
          offer={data.extrasOffer}
          action={pageHref}
          editHref={booking.cancellable ? bookingHref(booking.invoice_no, access, { extras: 'edit' }) : null}
          saved={data.extrasSaved}
          error={outcome && 'extrasError' in outcome ? intl.formatMessage(bookingExtrasMessages.failed) : null}
        />
        {booking.payable && balanceOf(booking) > 0 ? <PayNowForm action={pageHref} amountMinor={balanceOf(booking)} currency={booking.currency_code} /> : null}
        {cancellation.modal === 'modifyDates' ? (
          <ModifyDatesDialog
            booking={booking}
            action={pagePath}
            access={accessQuery(access)}
            today={cancellation.today}
            proposal={cancellation.proposal}
            idempotencyKey={cancellation.idempotencyKey}
            error={modifyError ? intl.formatMessage(modifyError) : null}
            keepHref={pageHref}
            onClose={close}
          />
        ) : null}
        {cancellation.modal === 'modifyProperty' ? (
          <ModifyPropertyDialog booking={booking} listingHref={cancellation.listingHref} keepHref={pageHref} onClose={close} />
        ) : null}
        {cancellation.modal === 'bookingCancellationReasons' ? (
          <CancellationReasonsDialog action={pagePath} access={accessQuery(access)} onClose={close} />
        ) : null}
        {cancellation.modal === 'bookingCancellation' ? (
          <CancellationConfirmDialog
            booking={booking}
            reason={cancellation.reason}
            estimate={cancellation.estimate}
            action={`${pagePath}?${new URLSearchParams({ ...accessQuery(access), modal: 'bookingCancellation', reason: cancellation.reason }).toString()}`}
            error={cancelError ? intl.formatMessage(cancelError) : null}
            keepHref={pageHref}
            onClose={close}
          />
        ) : null}
      </BookingDetailsView>
    </PageShell>
  );
}
