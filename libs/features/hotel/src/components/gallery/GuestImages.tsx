import { defineMessages, useIntl, type PrimitiveType } from 'react-intl';
import { Link } from 'react-router';
import { GUEST_IMAGES_ON_HOTEL_PAGE } from '@stays/brand-config';
import { Image } from '@stays/ui';
import styles from './GuestImages.module.css';

const messages = defineMessages<{
  title: Record<never, never>;
  photo: { number: PrimitiveType; total: PrimitiveType };
  seeAll: { count: PrimitiveType };
}>({
  title: { id: 'hotel.guestImages.title', defaultMessage: 'Photos' },
  photo: { id: 'hotel.guestImages.photo', defaultMessage: 'Photo {number} of {total}' },
  seeAll: { id: 'hotel.guestImages.seeAll', defaultMessage: 'See all {count} photos' },
});

/** Up to six pictures (guest-journey §9 "Guest images on a hotel page: 6") and the way to the full gallery. */
export function GuestImages({ images, galleryHref }: { images: readonly string[]; galleryHref: string }) {
  const intl = useIntl();
  const shown = images.slice(0, GUEST_IMAGES_ON_HOTEL_PAGE);
  return (
    <section className={styles.section} aria-labelledby="hotel-photos">
      <h2 id="hotel-photos" className={styles.title}>
        {intl.formatMessage(messages.title)}
      </h2>
      <ul className={styles.grid}>
        {shown.map((src, index) => (
          <li key={src}>
            <Image src={src} alt={intl.formatMessage(messages.photo, { number: index + 1, total: images.length })} width={240} height={160} loading="lazy" />
          </li>
        ))}
      </ul>
      <Link to={galleryHref} preventScrollReset>
        {intl.formatMessage(messages.seeAll, { count: images.length })}
      </Link>
    </section>
  );
}
