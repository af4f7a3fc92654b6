import { useState, type ChangeEvent } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Form, Link } from 'react-router';
import {
  HELP_IMAGE_MAX_BYTES,
  HELP_IMAGE_TYPES,
  ISSUE_DESCRIPTION_MAX,
  type HelpCentreReply,
  type InsuranceReply,
  type RefundStatus,
  type SelfServeIssuesReply,
} from '@stays/api-client';
import { accountMessages } from '@stays/feature-account';
import { formatMoney } from '@stays/pricing';
import { Button, Dialog, FormError } from '@stays/ui';
import { helpMessages, helpValueMessages, issueMessages, issueStatusMessages } from './help-messages';
import styles from './HelpPage.module.css';

interface BookingChoice {
  invoice_no: string;
  hotel_name: string;
  checkin: string;
  checkout: string;
}

export interface HelpPageViewProps {
  faq: HelpCentreReply;
  insurance: InsuranceReply;
  /** The signed-in guest's bookings, or null when nobody is signed in. */
  bookings: readonly BookingChoice[] | null;
  /** The chosen booking's self-serve issues ('notFound' when it is not one of theirs). */
  selected: SelfServeIssuesReply | 'notFound' | null;
  csrfToken: string | null;
  /** The issue just raised (?issue=), shown as sent. */
  raisedIssueId: number | null;
  /** The link of a self-serve flow of the site (cancel, change dates) for the chosen booking, or null without one. */
  flowHref: (flow: 'bookingCancellation' | 'modifyDates') => string | null;
  /** This page with these query values (the booking, a modal). */
  pageHref: (query: Record<string, string>) => string;
  /** Resolved by the page's modal rules: 'helpCentre', 'refundStatusYo' or null. */
  modal: string | null;
  onCloseModal: () => void;
  /** The sign-in form's anti-forgery field (signed out only). */
  signInToken: { field: string; value: string } | null;
  /** What the last post refused, in the guest's words, with what they had typed. */
  refusal: { error: MessageDescriptor; issueCode?: string; description?: string; email?: string } | null;
  /** The trust and safety section (the hotel page's own component). */
  trustAndSafety: React.ReactNode;
}

const IMAGE_ACCEPT = HELP_IMAGE_TYPES.join(',');

/** The assist page: the guest's bookings and their issues, the country's questions, trust and safety, stay protection. */
export function HelpPageView(props: HelpPageViewProps) {
  const intl = useIntl();
  const { faq, insurance, selected, modal } = props;
  return (
    <article className={styles.page}>
      <h1>{intl.formatMessage(helpMessages.title)}</h1>
      {props.bookings === null ? <SignInSection {...props} /> : <BookingsSection bookings={props.bookings} pageHref={props.pageHref} />}
      {selected === 'notFound' ? <p role="alert">{intl.formatMessage(helpMessages.bookingNotFound)}</p> : null}
      {selected && selected !== 'notFound' ? <SelectedBooking {...props} selected={selected} /> : null}
      <section aria-labelledby="help-faq" className={styles.section}>
        <h2 id="help-faq">{intl.formatMessage(helpMessages.faqHeading)}</h2>
        <FaqList faq={faq} />
        <Link to={props.pageHref({ modal: 'helpCentre' })} preventScrollReset>
          {intl.formatMessage(helpMessages.helpCentreLink)}
        </Link>
      </section>
      {props.trustAndSafety}
      <section aria-labelledby="help-insurance" className={styles.section} lang={insurance.language}>
        <h2 id="help-insurance">{insurance.title}</h2>
        <p>{insurance.summary}</p>
        {insurance.sections.map((section) => (
          <div key={section.id}>
            <h3>{section.title}</h3>
            <ul>
              {section.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          </div>
        ))}
      </section>
      <Dialog open={modal === 'helpCentre'} title={intl.formatMessage(helpMessages.helpCentreTitle)} onClose={props.onCloseModal} placement="modal">
        <FaqList faq={faq} open />
      </Dialog>
      {selected && selected !== 'notFound' ? (
        <Dialog open={modal === 'refundStatusYo'} title={intl.formatMessage(helpMessages.refundTitle)} onClose={props.onCloseModal} placement="modal">
          <RefundLines refund={selected.refund} />
        </Dialog>
      ) : null}
    </article>
  );
}

function FaqList({ faq, open = false }: { faq: HelpCentreReply; open?: boolean }) {
  return (
    <div lang={faq.language}>
      {faq.qnaData.map((section) => (
        <div key={section.id} className={styles.faqSection}>
          <h3>{section.title}</h3>
          {section.faqList.map((entry) => (
            <details key={entry.id} open={open} className={styles.faq}>
              <summary>{entry.question}</summary>
              <p>{entry.answer}</p>
            </details>
          ))}
        </div>
      ))}
    </div>
  );
}

function SignInSection({ signInToken, refusal, pageHref }: HelpPageViewProps) {
  const intl = useIntl();
  return (
    <section aria-labelledby="help-sign-in" className={styles.section}>
      <h2 id="help-sign-in">{intl.formatMessage(helpMessages.signInHeading)}</h2>
      <Form method="post" action={pageHref({ retUrl: pageHref({}) })} className={styles.form}>
        <input type="hidden" name="help_action" value="signIn" />
        {signInToken ? <input type="hidden" name={signInToken.field} value={signInToken.value} /> : null}
        <label>
          {intl.formatMessage(accountMessages.emailLabel)}
          <input name="email" type="email" autoComplete="email" required defaultValue={refusal?.email ?? ''} />
        </label>
        <label>
          {intl.formatMessage(accountMessages.passwordLabel)}
          <input name="password" type="password" autoComplete="current-password" required />
        </label>
        <FormError message={refusal?.email !== undefined ? intl.formatMessage(refusal.error) : null} />
        <Button type="submit">{intl.formatMessage(accountMessages.signInWithEmail)}</Button>
      </Form>
    </section>
  );
}

function BookingsSection({ bookings, pageHref }: { bookings: readonly BookingChoice[]; pageHref: HelpPageViewProps['pageHref'] }) {
  const intl = useIntl();
  const day = (isoDate: string) => intl.formatDate(new Date(`${isoDate}T00:00:00Z`), { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' });
  return (
    <section aria-labelledby="help-bookings" className={styles.section}>
      <h2 id="help-bookings">{intl.formatMessage(helpMessages.bookingsHeading)}</h2>
      {bookings.length === 0 ? <p>{intl.formatMessage(helpMessages.noBookings)}</p> : null}
      <ul className={styles.bookings}>
        {bookings.map((booking) => (
          <li key={booking.invoice_no}>
            <Link to={`${pageHref({ booking: booking.invoice_no })}#help-booking`}>
              {booking.hotel_name}, {intl.formatMessage(helpValueMessages.stayDates, { checkin: day(booking.checkin), checkout: day(booking.checkout) })}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function SelectedBooking(props: HelpPageViewProps & { selected: SelfServeIssuesReply }) {
  const intl = useIntl();
  const { selected, csrfToken, refusal, raisedIssueId } = props;
  const [imageError, setImageError] = useState<MessageDescriptor | null>(null);
  const raisable = selected.issues.flatMap((issue) => (issue.kind === 'raise' ? [issue.code] : []));
  const checkImage = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    if (!file) return setImageError(null);
    if (!(HELP_IMAGE_TYPES as readonly string[]).includes(file.type)) return setImageError(helpMessages.imageType);
    setImageError(file.size > HELP_IMAGE_MAX_BYTES ? helpMessages.imageTooLarge : null);
  };
  const formError = imageError ?? (refusal && refusal.email === undefined ? refusal.error : null);
  return (
    <section id="help-booking" aria-labelledby="help-booking-title" className={styles.section}>
      <h2 id="help-booking-title">{intl.formatMessage(helpValueMessages.bookingHeading, { hotel: selected.booking.hotel_name })}</h2>
      <ul className={styles.flows}>
        {selected.issues.map((issue) => {
          if (issue.kind !== 'flow') return null;
          const href =
            issue.flow === 'refundStatusYo' ? props.pageHref({ booking: selected.booking.booking_id, modal: 'refundStatusYo' }) : props.flowHref(issue.flow);
          return href ? (
            <li key={issue.code}>
              <Link to={href} preventScrollReset={issue.flow === 'refundStatusYo'}>
                {intl.formatMessage(issueMessages[issue.code])}
              </Link>
            </li>
          ) : null;
        })}
      </ul>
      {selected.raised_issues.length > 0 ? (
        <>
          <h3>{intl.formatMessage(helpMessages.raisedHeading)}</h3>
          {raisedIssueId !== null && selected.raised_issues.some((issue) => issue.id === raisedIssueId) ? (
            <p role="status">{intl.formatMessage(helpValueMessages.sent, { id: raisedIssueId })}</p>
          ) : null}
          <ul className={styles.raised}>
            {selected.raised_issues.map((issue) => (
              <li key={issue.id} id={`issue-${issue.id}`}>
                {intl.formatMessage(helpValueMessages.raisedItem, {
                  id: issue.id,
                  kind: intl.formatMessage(issueMessages[issue.issue_code]),
                  status: intl.formatMessage(issueStatusMessages[issue.status]),
                })}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {csrfToken ? (
        <Form method="post" encType="multipart/form-data" className={styles.form} aria-labelledby="help-raise">
          <h3 id="help-raise">{intl.formatMessage(helpMessages.raiseHeading)}</h3>
          <input type="hidden" name="help_action" value="raiseIssue" />
          <input type="hidden" name="csrf_token" value={csrfToken} />
          <input type="hidden" name="booking_id" value={selected.booking.booking_id} />
          <label>
            {intl.formatMessage(helpMessages.issueKind)}
            <select name="issue_code" defaultValue={refusal?.issueCode ?? raisable[0]}>
              {raisable.map((code) => (
                <option key={code} value={code}>
                  {intl.formatMessage(issueMessages[code])}
                </option>
              ))}
            </select>
          </label>
          <label>
            {intl.formatMessage(helpMessages.description)}
            <textarea name="description" required minLength={10} maxLength={ISSUE_DESCRIPTION_MAX} rows={4} defaultValue={refusal?.description ?? ''} />
          </label>
          <label>
            {intl.formatMessage(helpMessages.image)}
            <input name="image" type="file" accept={IMAGE_ACCEPT} onChange={checkImage} />
          </label>
          <FormError message={formError ? intl.formatMessage(formError) : null} />
          <Button type="submit" disabled={imageError !== null}>
            {intl.formatMessage(helpMessages.send)}
          </Button>
        </Form>
      ) : null}
    </section>
  );
}

function RefundLines({ refund }: { refund: RefundStatus }) {
  const intl = useIntl();
  const money = (amount: number) => formatMoney(amount, refund.currency_code, intl.locale);
  if (refund.status === 'none') return <p>{intl.formatMessage(helpMessages.refundNone)}</p>;
  return (
    <ul>
      {refund.to_source_pending > 0 ? <li>{intl.formatMessage(helpValueMessages.refundPending, { amount: money(refund.to_source_pending) })}</li> : null}
      {refund.to_source > 0 ? <li>{intl.formatMessage(helpValueMessages.refundProcessed, { amount: money(refund.to_source) })}</li> : null}
      {refund.to_wallet > 0 ? <li>{intl.formatMessage(helpValueMessages.refundWallet, { amount: money(refund.to_wallet) })}</li> : null}
    </ul>
  );
}
