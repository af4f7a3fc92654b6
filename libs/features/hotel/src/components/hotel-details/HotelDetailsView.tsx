import type { HotelDetails } from '@stays/api-client';
import { AboutHotel } from '../about/AboutHotel';
import { AmenityList } from '../amenities/AmenityList';
import { HotelGallery } from '../gallery/HotelGallery';
import { RoomCategoryList } from '../room-categories/RoomCategoryList';
import { StaySummary } from '../stay-summary/StaySummary';
import { HotelTitleBlock } from '../title-block/HotelTitleBlock';
import styles from './HotelDetailsView.module.css';

export interface HotelDetailsViewProps {
  hotel: HotelDetails;
  /** The search for this stay, to change dates or guests (built by the app). */
  changeSearchHref: string;
}

/** The hotel page body: pictures, name, the stay, room categories priced for it, amenities and description. */
export function HotelDetailsView({ hotel, changeSearchHref }: HotelDetailsViewProps) {
  return (
    <article className={styles.page}>
      <HotelGallery name={hotel.name} images={hotel.hotel_images.length > 0 ? hotel.hotel_images : [hotel.best_image]} />
      <div className={styles.columns}>
        <div className={styles.main}>
          <HotelTitleBlock hotel={hotel} />
          <RoomCategoryList categories={hotel.room_categories_with_data} currency={hotel.currency_code} nights={hotel.stay.nights} rooms={hotel.stay.rooms} />
          <AmenityList amenities={hotel.amenities} />
          <AboutHotel description={hotel.description} checkinTime={hotel.checkin_time} checkoutTime={hotel.checkout_time} />
        </div>
        <aside className={styles.aside}>
          <StaySummary
            checkin={hotel.stay.checkin}
            checkout={hotel.stay.checkout}
            nights={hotel.stay.nights}
            rooms={hotel.stay.rooms}
            guests={hotel.stay.guests}
            changeHref={changeSearchHref}
          />
        </aside>
      </div>
    </article>
  );
}
