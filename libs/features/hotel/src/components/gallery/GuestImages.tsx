import { defineMessages, useIntl, type PrimitiveType } from 'react-intl';
import { Link } from 'react-router';
import { GUEST_IMAGES_ON_HOTEL_PAGE } from '@stays/brand-config';
import { Image } from '@stays/ui';
import { photoStripSpans } from './gallery-layout';
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

/** Up to six pictures (guest-journey §9 "Guest images on a hotel page: 6") in full rows, and the way to the full gallery. */
export function GuestImages({ images, galleryHref }: { images: readonly string[]; galleryHref: string }) {
  const intl = useIntl();
  const shown = images.slice(0, GUEST_IMAGES_ON_HOTEL_PAGE);
  const spans = photoStripSpans(shown.length);
  return (
    <section className={styles.section} aria-labelledby="hotel-photos">
      <h2 id="hotel-photos" className={styles.title}>
        {intl.formatMessage(messages.title)}
      </h2>
      <ul className={styles.grid}>
        {shown.map((src, index) => {
          // Every tile of a row is as tall as the others: a wider tile keeps the height of a third of the row.
          const span = spans[index] ?? 2;
          return (
            <li key={src} style={{ gridColumn: `span ${span}` }}>
              <Image
                src={src}
                alt={intl.formatMessage(messages.photo, { number: index + 1, total: images.length })}
                width={span === 6 ? 720 : span * 120}
                height={span === 6 ? 240 : 160}
                sizes={`(min-width: 780px) ${span * 8}vw, ${Math.round((span * 100) / 6)}vw`}
                loading="lazy"
              />
            </li>
          );
        })}
      </ul>
      <Link to={galleryHref} preventScrollReset>
        {intl.formatMessage(messages.seeAll, { count: images.length })}
      </Link>
    </section>
  );
}
