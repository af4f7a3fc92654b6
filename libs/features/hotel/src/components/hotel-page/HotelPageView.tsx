import { useState, type ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import type { ApiClientOptions, ReviewType } from '@stays/api-client';
import { Dialog, StayKindProvider } from '@stays/ui';
import { formatRoomsConfigQuery } from '@stays/validation';
import { hotelPageState } from '../../state/page-state';
import { pageHref } from '../../utils/page-url';
import { AboutHotel } from '../about/AboutHotel';
import { AmenityList } from '../amenities/AmenityList';
import { CalendarModal } from '../calendar/CalendarModal';
import { CouponBox } from '../coupon/CouponBox';
import { PropertyFacts } from '../facts/PropertyFacts';
import { GalleryModal } from '../gallery/GalleryModal';
import { GuestImages } from '../gallery/GuestImages';
import { HotelGallery } from '../gallery/HotelGallery';
import { AvailabilityNotices } from '../notices/AvailabilityNotices';
import { HotelPolicies } from '../policies/HotelPolicies';
import { ReviewsModal } from '../reviews/ReviewsModal';
import { ReviewsPopUp } from '../reviews/ReviewsPopUp';
import { ReviewsSection } from '../reviews/ReviewsSection';
import { fromPriceMessages } from '../room-categories/from-price-messages';
import { RoomCategoryList } from '../room-categories/RoomCategoryList';
import { SimilarHotels } from '../similar/SimilarHotels';
import { StayForm } from '../stay-form/StayForm';
import { StaySummary } from '../stay-summary/StaySummary';
import { HotelOneLiner } from '../title-block/HotelOneLiner';
import { HotelTitleBlock } from '../title-block/HotelTitleBlock';
import { DealInfo } from '../trust/DealInfo';
import { PriceTooltip } from '../trust/PriceTooltip';
import { QuotationNotice } from '../quotation/QuotationNotice';
import { QuoteMaker } from '../quotation/QuoteMaker';
import { TrustAndSafety } from '../trust/TrustAndSafety';
import { UserModeStrip } from '../user-mode/UserModeStrip';
import { FromPriceHeadline } from './FromPriceHeadline';
import type { HotelPageData } from './hotel-page-data';
import styles from './HotelPageView.module.css';

const messages = defineMessages<{
  allPhotos: Record<never, never>;
  calendar: Record<never, never>;
  dateGuestTitle: Record<never, never>;
  changeGuests: Record<never, never>;
}>({
  allPhotos: { id: 'hotel.page.allPhotos', defaultMessage: 'See all photos' },
  calendar: { id: 'hotel.page.calendar', defaultMessage: 'See availability calendar' },
  dateGuestTitle: { id: 'hotel.page.dateGuestTitle', defaultMessage: 'Change dates and guests' },
  changeGuests: { id: 'hotel.page.changeGuests', defaultMessage: 'Change dates and guests' },
});

/** Parameters that describe the stay: a new stay drops the others' stale choices (a modal, the review tab). */
const STAY_CHANGE = { modal: null, review_type: null, isOpenSearch: null } as const;

export interface HotelPageViewProps {
  data: HotelPageData;
  /** New dates, rooms or guests are being priced. */
  loading: boolean;
  /** The API as the browser reaches it (calendar, coupon). */
  api: ApiClientOptions;
  /** The signed-in guest's anti-forgery token, null when not signed in. */
  csrfToken: string | null;
  signInHref: string;
  /** The booking form opened by ?modal=bookingSummary (mounted by the app from the booking feature). */
  bookingSummary?: ReactNode;
  /** Beside the hotel's name: the wishlist heart (mounted by the app from the wishlist feature). */
  shortlist?: ReactNode;
  /** The signed-in guest is a wizard member now (GET wizard status): member prices on the rooms. */
  wizardMember?: boolean;
  /** The signed-in account may send quotations (travel agents and business accounts), with the site's origin for the link. */
  quotations?: { origin: string } | null;
}

/**
 * The hotel page (guest-journey §2–§5): pictures, name, deal and facts, the room categories for the stay with what
 * the availability refresh changed, similar stays when sold out, photos, amenities, policies, reviews, trust and
 * safety; the stay form and coupon beside them; and the modals opened by ?modal=.
 */
export function HotelPageView({
  data,
  loading,
  api,
  csrfToken,
  signInHref,
  bookingSummary,
  shortlist,
  wizardMember = false,
  quotations = null,
}: HotelPageViewProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { hotel, availability, reviews, stay, path, params, modal } = data;
  // An open search has no stay: the hotel 'from' its cheapest night (as its listing card), no booking, and dates asked for first.
  const openSearch = data.openSearch === true;
  const href = (changes: Record<string, string | null>) => pageHref(path, params, changes);
  // The coupon the coupon box applied: the Book links carry it to the booking summary (and drop it once unchecked).
  const [appliedCoupon, setAppliedCoupon] = useState<string | null>(null);
  const close = () => navigate(href({ modal: null, review_type: null }), { replace: true, preventScrollReset: true });
  const categories = availability?.room_categories_with_data ?? hotel.room_categories_with_data;
  const selectedId = availability?.selected_category_id ?? hotel.selected_category_id;
  const state = hotelPageState({ loading, availability: openSearch || availability ? { categoryCount: categories.length } : availability });
  const images = hotel.hotel_images.length > 0 ? hotel.hotel_images : [hotel.best_image];
  const roomsConfig = formatRoomsConfigQuery(stay.rooms);
  const restrictions = availability?.restrictions ?? hotel.restrictions;
  // The quotation of the link the guest opened, when it prices this stay; its price holds for its own room only.
  const quotation = availability ? availability.quotation_info : hotel.quotation_info;
  const quotationForSelected = quotation && quotation.room_category_id === selectedId ? { quotation_id: quotation.quotation_id } : {};
  const keep = Object.fromEntries(
    Object.entries(params).filter(
      ([name]) => !['checkin', 'checkout', 'rooms_config', 'rooms', 'guests', 'adults', 'children', 'modal', 'review_type', 'isOpenSearch'].includes(name),
    ),
  );
  const stayForm = (
    <StayForm action={path} checkin={stay.checkin} checkout={stay.checkout} rooms={stay.rooms} today={data.today} lastDate={data.lastDate} keep={keep} />
  );

  return (
    // The property's own kind sets the words (a room, a home), whichever site it is shown on.
    <StayKindProvider kind={hotel.property_type}>
      <article className={styles.page}>
        <UserModeStrip />
        <div className={styles.galleryBlock}>
          <HotelGallery name={hotel.name} images={images} />
          <Link to={href({ modal: 'hotelImages' })} preventScrollReset className={styles.allPhotos}>
            {intl.formatMessage(messages.allPhotos)}
          </Link>
        </div>
        <div className={styles.columns}>
          <div className={styles.main}>
            {shortlist ? (
              <div className={styles.titleRow}>
                <HotelTitleBlock hotel={hotel} />
                <div className={styles.shortlist}>{shortlist}</div>
              </div>
            ) : (
              <HotelTitleBlock hotel={hotel} />
            )}
            <HotelOneLiner api={api} hotelId={hotel.id} initial={data.oneLiner} />
            <DealInfo deal={hotel.deals_info} slasherPercentage={hotel.slasher_percentage} />
            {openSearch ? null : <QuotationNotice asked={params['is_quotation'] === 'true'} info={quotation} timeZone={data.timeZone} />}
            <PropertyFacts bedrooms={hotel.no_of_bedrooms} people={hotel.no_of_people} pets={hotel.no_of_pets} />
            {availability ? <AvailabilityNotices availability={availability} /> : null}
            {openSearch ? (
              <section className={styles.chooseDates} aria-labelledby="hotel-choose-dates">
                <FromPriceHeadline hotel={hotel} />
                <h2 id="hotel-choose-dates" className={styles.chooseDatesTitle}>
                  {intl.formatMessage(fromPriceMessages.datesToBook)}
                </h2>
                {stayForm}
                <Link to={href({ modal: 'datepicker' })} preventScrollReset>
                  {intl.formatMessage(messages.calendar)}
                </Link>
              </section>
            ) : null}
            <RoomCategoryList
              categories={categories}
              currency={hotel.currency_code}
              nights={stay.nights}
              rooms={stay.rooms.length}
              selectedId={selectedId}
              state={state}
              unpriced={openSearch}
              selectHref={openSearch ? undefined : (id) => href({ selected_rcid: String(id), modal: null })}
              bookHref={
                openSearch
                  ? undefined
                  : (id) =>
                      href({
                        selected_rcid: String(id),
                        modal: 'bookingSummary',
                        checkin: stay.checkin,
                        checkout: stay.checkout,
                        rooms_config: roomsConfig,
                        coupon: appliedCoupon,
                      })
              }
              retryHref={href({})}
              wizardMember={wizardMember}
              priceTipFor={(category) => <PriceTooltip api={api} hotelId={hotel.id} categoryId={category.id} categoryName={category.name} />}
            />
            {data.similarHotels ? (
              <SimilarHotels
                hotels={data.similarHotels}
                distanceUnit={data.distanceUnit}
                hrefFor={(similar) =>
                  pageHref(`${data.countryPrefix}/${similar.id}/`, { checkin: stay.checkin, checkout: stay.checkout, rooms_config: roomsConfig }, {})
                }
              />
            ) : null}
            <GuestImages images={images} galleryHref={href({ modal: 'hotelImages' })} />
            <AmenityList amenities={hotel.amenities} />
            <HotelPolicies
              restrictions={restrictions}
              cancellationPolicies={availability?.cancellation_policies ?? hotel.cancellation_policies}
              additionalCharges={availability?.additional_charge_info ?? hotel.additional_charge_info}
              checkinTime={hotel.checkin_time}
              checkoutTime={hotel.checkout_time}
              currency={hotel.currency_code}
              timeZone={data.timeZone}
            />
            {reviews ? (
              <ReviewsSection reviews={reviews} allReviewsHref={href({ modal: 'hotelReviews' })} ratingPopUpHref={href({ modal: 'hotelReviewsPopUp' })} />
            ) : null}
            <AboutHotel description={hotel.description} checkinTime={hotel.checkin_time} checkoutTime={hotel.checkout_time} />
            <TrustAndSafety api={api} countryCode={data.userCountryCode} initial={data.trustSafety} />
          </div>
          <aside className={styles.aside}>
            {openSearch ? null : (
              <>
                <StaySummary
                  checkin={stay.checkin}
                  checkout={stay.checkout}
                  nights={stay.nights}
                  rooms={stay.rooms.length}
                  guests={stay.rooms.reduce((sum, room) => sum + room.adults + room.children, 0)}
                  changeHref={data.changeSearchHref}
                />
                <Link to={href({ modal: 'datepicker' })} preventScrollReset>
                  {intl.formatMessage(messages.calendar)}
                </Link>
                <Link to={href({ modal: 'dateguestpicker' })} preventScrollReset className={styles.phoneOnly}>
                  {intl.formatMessage(messages.changeGuests)}
                </Link>
                <div className={styles.desktopOnly}>{stayForm}</div>
              </>
            )}
            {selectedId !== null && !openSearch ? (
              <CouponBox
                api={api}
                csrfToken={csrfToken}
                signInHref={signInHref}
                currency={hotel.currency_code}
                initialCode={params['coupon'] ?? null}
                onAppliedChange={setAppliedCoupon}
                stay={{
                  hotel_id: hotel.id,
                  room_category_id: selectedId,
                  checkin: stay.checkin,
                  checkout: stay.checkout,
                  rooms_config: roomsConfig,
                  ...(hotel.deals_info ? { deal_id: hotel.deals_info.id } : {}),
                  ...quotationForSelected,
                }}
              />
            ) : null}
            {quotations && csrfToken && selectedId !== null && !openSearch ? (
              <QuoteMaker
                api={api}
                csrfToken={csrfToken}
                origin={quotations.origin}
                timeZone={data.timeZone}
                stay={{ hotel_id: hotel.id, room_category_id: selectedId, checkin: stay.checkin, checkout: stay.checkout, rooms_config: roomsConfig }}
              />
            ) : null}
          </aside>
        </div>
        {modal === 'hotelImages' ? <GalleryModal name={hotel.name} images={images} onClose={close} /> : null}
        {modal === 'hotelReviews' && reviews ? (
          <ReviewsModal reviews={reviews} onClose={close} typeHref={(type: ReviewType) => href({ modal: 'hotelReviews', review_type: String(type) })} />
        ) : null}
        {modal === 'hotelReviewsPopUp' && reviews ? <ReviewsPopUp reviews={reviews} onClose={close} allReviewsHref={href({ modal: 'hotelReviews' })} /> : null}
        {modal === 'datepicker' || modal === 'headerDatePicker' ? (
          <CalendarModal
            api={api}
            hotelId={hotel.id}
            timeZone={data.timeZone}
            checkin={stay.checkin}
            checkout={stay.checkout}
            onClose={close}
            hrefFor={(dates) => href({ ...STAY_CHANGE, ...dates })}
          />
        ) : null}
        {modal === 'dateguestpicker' ? (
          <Dialog open title={intl.formatMessage(messages.dateGuestTitle)} onClose={close}>
            {stayForm}
          </Dialog>
        ) : null}
        {modal === 'bookingSummary' ? bookingSummary : null}
      </article>
    </StayKindProvider>
  );
}
