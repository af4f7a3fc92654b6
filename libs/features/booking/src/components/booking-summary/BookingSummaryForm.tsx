import { useId, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { Wallet } from '@stays/api-client';
import type { PayAtHotelRefusal } from '@stays/booking-rules';
import { domainMessages } from '../../utils/domain-messages';
import { PART_PAYMENT_MINIMUM_PERCENT, formatMoney, partPaymentMinimumMinor } from '@stays/pricing';
import { Button, FormError, TextField, useValueTypedBeforeHydration } from '@stays/ui';
import { memberWalletLines } from '../../utils/member-wallet';
import { memberWalletMessages } from './member-wallet-messages';
import { PHONE_LENGTH, isPhoneKeyAllowed } from '@stays/validation';
import { bookableCategories, priceBreakdown, type BookableStay } from '../../utils/bookable-stay';
import { STAY_DATE_FORMAT, stayDate } from '../../utils/iso-date';
import { useSummaryMessages } from './booking-summary-messages';
import { AgreementNotice, CancellationPolicySummary, type BookingAgreement } from './BookingTerms';
import { bookingTermsMessages } from './booking-terms-messages';
import { PriceBreakdown } from './PriceBreakdown';
import { BookingExtrasFields } from '../booking-extras/BookingExtrasFields';
import { chosenExtrasCharge, type MealCode } from '../../utils/booking-extras';
import type { BookingFormValues, DialCountry } from './use-booking-form';
import type { SummaryCoupon } from './use-summary-coupon';
import styles from './BookingSummary.module.css';

export interface BookingSummaryFormProps {
  stay: BookableStay;
  countries: readonly DialCountry[];
  values: BookingFormValues;
  errors: Record<string, string>;
  submitting: boolean;
  onlinePayment: boolean;
  payAtHotelRefused: PayAtHotelRefusal | null;
  onChange: (change: Partial<BookingFormValues>) => void;
  /** A meal ticked or unticked (useBookingForm's checkMeal); without it no meals are offered. */
  onMealChecked?: (meal: MealCode, checked: boolean) => void;
  onSubmit: () => void;
  /** The hotel page's coupon as checked for the chosen room (useSummaryCoupon). */
  coupon?: SummaryCoupon;
  onRemoveCoupon?: () => void;
  /** The signed-in guest's wallet (a toggle offers it when it holds money) and whether they are a wizard member. */
  wallet?: Wallet | null;
  wizardMember?: boolean;
  /** The site's legal pages and the wording its law wants on the button; without it, no agreement line is shown. */
  agreement?: BookingAgreement;
}

/** The booking summary (guest-journey §2 bookingSummary): the stay, the guest's contact, how to pay and the price. */
export function BookingSummaryForm({
  stay,
  countries,
  values,
  errors,
  submitting,
  onlinePayment,
  payAtHotelRefused,
  onChange,
  onMealChecked,
  onSubmit,
  coupon = { status: 'none' },
  onRemoveCoupon,
  wallet = null,
  wizardMember = false,
  agreement,
}: BookingSummaryFormProps) {
  const intl = useIntl();
  const summaryMessages = useSummaryMessages();
  const ids = { category: useId(), dial: useId(), payment: useId(), refusal: useId(), share: useId(), cancellation: useId() };
  // What a guest typed into the server's form before the page's script woke up stays theirs (a name typed on a slow
  // phone was put back to empty by the next render).
  const nameRef = useValueTypedBeforeHydration(values.name, (name) => onChange({ name }));
  const emailRef = useValueTypedBeforeHydration(values.email, (email) => onChange({ email }));
  const dialCodeRef = useValueTypedBeforeHydration(values.dialCode, (dialCode) => onChange({ dialCode }));
  const phoneRef = useValueTypedBeforeHydration(values.phone, (phone) => onChange({ phone }));
  const categories = bookableCategories(stay);
  const category = categories.find((candidate) => candidate.id === values.categoryId);
  const phoneMaxLength = countries.find((country) => country.dialCode === values.dialCode)?.phoneLength.max ?? PHONE_LENGTH.max;
  const refusalText =
    payAtHotelRefused?.reason === 'no_postpaid'
      ? intl.formatMessage(domainMessages.payAtHotelNotAllowed)
      : payAtHotelRefused
        ? intl.formatMessage(domainMessages.payAtHotelMaxRooms, { max: payAtHotelRefused.maxRooms })
        : null;
  const canSubmit = category !== undefined && coupon.status !== 'checking' && (values.paymentMode === 'online' ? onlinePayment : payAtHotelRefused === null);
  const couponDiscount = coupon.status === 'applied' ? coupon.quote.discount_amount : 0;
  const extras = category ? chosenExtrasCharge(category, values, stay) : null;
  const total = category ? priceBreakdown(category, couponDiscount, stay.currency).totalMinor + (extras?.totalMinor ?? 0) : 0;
  const money = (amountMinor: number) => formatMoney(amountMinor, stay.currency, intl.locale);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };

  if (!category) return <p className={styles.note}>{intl.formatMessage(summaryMessages.noRooms)}</p>;
  const lines = memberWalletLines(category, {
    currency: stay.currency,
    couponMinor: couponDiscount,
    wizardMember,
    wallet,
    useWallet: values.useWallet,
    ...(extras ? { extras } : {}),
  });

  return (
    <form className={styles.form} noValidate onSubmit={handleSubmit} aria-busy={submitting}>
      <section className={styles.section} aria-labelledby={`${ids.category}-heading`}>
        <h3 id={`${ids.category}-heading`} className={styles.sectionTitle}>
          {stay.hotelName}
        </h3>
        <p className={styles.stay}>
          {intl.formatMessage(summaryMessages.stayDates, {
            checkin: intl.formatDate(stayDate(stay.checkin), STAY_DATE_FORMAT),
            checkout: intl.formatDate(stayDate(stay.checkout), STAY_DATE_FORMAT),
          })}
          <br />
          {intl.formatMessage(summaryMessages.stayGuests, { nights: stay.nights, rooms: stay.rooms, guests: stay.guests })}
        </p>
        <div className={styles.selectField}>
          <label htmlFor={ids.category}>{intl.formatMessage(summaryMessages.roomCategory)}</label>
          <select id={ids.category} className={styles.select} value={category.id} onChange={(event) => onChange({ categoryId: Number(event.target.value) })}>
            {categories.map((option) => (
              <option key={option.id} value={option.id}>
                {option.name}
              </option>
            ))}
          </select>
        </div>
      </section>

      {onMealChecked ? (
        <BookingExtrasFields
          category={category}
          currency={stay.currency}
          earlyCheckin={stay.earlyCheckin}
          meals={values.meals}
          earlyCheckinChosen={values.earlyCheckin}
          onMealChecked={onMealChecked}
          onEarlyCheckinChecked={(earlyCheckin) => onChange({ earlyCheckin })}
        />
      ) : null}

      <fieldset className={styles.section}>
        <legend className={styles.sectionTitle}>{intl.formatMessage(summaryMessages.contactHeading)}</legend>
        <TextField
          label={intl.formatMessage(summaryMessages.name)}
          name="name"
          autoComplete="name"
          ref={nameRef}
          value={values.name}
          error={errors['name']}
          onChange={(event) => onChange({ name: event.target.value })}
        />
        <TextField
          label={intl.formatMessage(summaryMessages.email)}
          name="email"
          type="email"
          autoComplete="email"
          ref={emailRef}
          value={values.email}
          error={errors['email']}
          onChange={(event) => onChange({ email: event.target.value })}
        />
        <div className={styles.phoneRow}>
          <div className={styles.selectField}>
            <label htmlFor={ids.dial}>{intl.formatMessage(summaryMessages.dialCode)}</label>
            <select
              id={ids.dial}
              ref={dialCodeRef}
              className={styles.select}
              value={values.dialCode}
              onChange={(event) => onChange({ dialCode: event.target.value })}
            >
              {countries.map((country) => (
                <option key={country.dialCode} value={country.dialCode}>
                  {`${country.dialCode} ${country.name}`}
                </option>
              ))}
            </select>
          </div>
          <TextField
            label={intl.formatMessage(summaryMessages.phone)}
            hint={intl.formatMessage(summaryMessages.phoneHint)}
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            ref={phoneRef}
            value={values.phone}
            error={errors['phone']}
            maxLength={phoneMaxLength}
            onKeyDown={(event) => {
              // "phone digits and navigation keys up to maximum length"; a selection is replaced, so it may be full.
              const input = event.currentTarget;
              const replacing = input.selectionStart !== input.selectionEnd;
              if (event.ctrlKey || event.metaKey || replacing) return;
              if (!isPhoneKeyAllowed(event.key, values.phone, phoneMaxLength)) event.preventDefault();
            }}
            onChange={(event) => onChange({ phone: event.target.value })}
          />
        </div>
      </fieldset>

      <fieldset className={styles.section}>
        <legend className={styles.sectionTitle}>{intl.formatMessage(summaryMessages.paymentHeading)}</legend>
        <label className={styles.choice}>
          <input
            type="radio"
            name={ids.payment}
            value="pay_at_hotel"
            checked={values.paymentMode === 'pay_at_hotel'}
            disabled={payAtHotelRefused !== null}
            aria-describedby={refusalText ? ids.refusal : undefined}
            onChange={() => onChange({ paymentMode: 'pay_at_hotel' })}
          />
          <span className={styles.choiceLabel}>{intl.formatMessage(summaryMessages.payAtHotel)}</span>
          {refusalText ? (
            <p id={ids.refusal} className={styles.refusal}>
              {refusalText}
            </p>
          ) : (
            <p className={styles.choiceNote}>{intl.formatMessage(summaryMessages.payAtHotelNote)}</p>
          )}
        </label>
        {onlinePayment ? (
          <label className={styles.choice}>
            <input
              type="radio"
              name={ids.payment}
              value="online"
              checked={values.paymentMode === 'online'}
              onChange={() => onChange({ paymentMode: 'online' })}
            />
            <span className={styles.choiceLabel}>{intl.formatMessage(summaryMessages.payOnline)}</span>
            <p className={styles.choiceNote}>{intl.formatMessage(summaryMessages.payOnlineNote)}</p>
          </label>
        ) : null}
        {onlinePayment && values.paymentMode === 'online' ? (
          <fieldset className={styles.section}>
            <legend className={styles.sectionTitle}>{intl.formatMessage(summaryMessages.payOnline)}</legend>
            <label className={styles.choice}>
              <input type="radio" name={ids.share} value="full" checked={values.onlineShare === 'full'} onChange={() => onChange({ onlineShare: 'full' })} />
              <span className={styles.choiceLabel}>{intl.formatMessage(summaryMessages.payFull)}</span>
            </label>
            <label className={styles.choice}>
              <input type="radio" name={ids.share} value="part" checked={values.onlineShare === 'part'} onChange={() => onChange({ onlineShare: 'part' })} />
              <span className={styles.choiceLabel}>{intl.formatMessage(summaryMessages.payPart, { percent: PART_PAYMENT_MINIMUM_PERCENT })}</span>
            </label>
            {values.onlineShare === 'part' ? (
              <div className={styles.partAmount}>
                <TextField
                  label={intl.formatMessage(summaryMessages.partAmount)}
                  hint={intl.formatMessage(summaryMessages.partHint, { minimum: money(partPaymentMinimumMinor(total)), total: money(total) })}
                  name="partAmount"
                  inputMode="decimal"
                  autoComplete="off"
                  value={values.partAmount}
                  error={errors['partAmount']}
                  onChange={(event) => onChange({ partAmount: event.target.value })}
                />
              </div>
            ) : null}
          </fieldset>
        ) : null}
        {wallet && lines.walletUsableMinor > 0 ? (
          <label className={styles.choice}>
            <input type="checkbox" checked={values.useWallet} onChange={(event) => onChange({ useWallet: event.target.checked })} />
            <span className={styles.choiceLabel}>{intl.formatMessage(memberWalletMessages.useWallet, { amount: money(lines.walletUsableMinor) })}</span>
            <p className={styles.choiceNote}>
              {intl.formatMessage(memberWalletMessages.useWalletNote, {
                balance: money(wallet.redeemableExpirableBalance),
                percent: wallet.redeemableExpirableLimit,
              })}
            </p>
          </label>
        ) : null}
      </fieldset>

      <section className={styles.section} aria-labelledby={`${ids.payment}-price`}>
        <h3 id={`${ids.payment}-price`} className={styles.sectionTitle}>
          {intl.formatMessage(summaryMessages.priceHeading)}
        </h3>
        <PriceBreakdown
          category={category}
          currency={stay.currency}
          nights={stay.nights}
          rooms={stay.rooms}
          coupon={coupon.status === 'applied' ? { code: coupon.quote.code, discountMinor: coupon.quote.discount_amount } : null}
          {...(onRemoveCoupon ? { onRemoveCoupon } : {})}
          lines={lines}
          {...(extras ? { extras } : {})}
        />
        {coupon.status === 'checking' ? (
          <p className={styles.couponNote} role="status">
            {intl.formatMessage(summaryMessages.couponChecking, { code: coupon.code })}
          </p>
        ) : null}
        {coupon.status === 'refused' ? (
          <p className={styles.couponNote} role="status">
            {intl.formatMessage(summaryMessages.couponRefused, { code: coupon.code, message: coupon.message })}
          </p>
        ) : null}
      </section>

      <CancellationPolicySummary
        policies={stay.cancellationPolicies}
        category={category}
        currency={stay.currency}
        timeZone={agreement?.timeZone ?? 'UTC'}
        headingId={ids.cancellation}
      />

      <FormError message={Object.keys(errors).length > 0 ? intl.formatMessage(summaryMessages.fixErrors) : null} />
      {agreement ? <AgreementNotice agreement={agreement} /> : null}
      <Button type="submit" size="lg" fullWidth disabled={!canSubmit || submitting}>
        {intl.formatMessage(
          submitting ? summaryMessages.submitting : agreement?.obligationToPay ? bookingTermsMessages.submitWithObligation : summaryMessages.submit,
        )}
      </Button>
    </form>
  );
}
