import { defineMessages, useIntl } from 'react-intl';
import { Image } from '@stays/ui';
import styles from './HotelGallery.module.css';

const messages = defineMessages<{ gallery: { name: string }; photo: { name: string; number: number; total: number } }>({
  gallery: { id: 'hotel.gallery.label', defaultMessage: 'Photos of {name}' },
  photo: { id: 'hotel.gallery.photo', defaultMessage: '{name}, photo {number} of {total}' },
});

const SHOWN = 5;

/** The first picture large, the next four beside it on wide screens and in a row under it on phones. */
export function HotelGallery({ name, images }: { name: string; images: readonly string[] }) {
  const intl = useIntl();
  const shown = images.slice(0, SHOWN);
  if (shown.length === 0) return null;
  return (
    <section className={styles.gallery} aria-label={intl.formatMessage(messages.gallery, { name })}>
      <ul className={styles.grid}>
        {shown.map((src, index) => (
          <li key={src} className={index === 0 ? styles.main : styles.thumb}>
            <Image
              src={src}
              alt={intl.formatMessage(messages.photo, { name, number: index + 1, total: images.length })}
              width={index === 0 ? 800 : 400}
              height={index === 0 ? 520 : 260}
              loading={index === 0 ? 'eager' : 'lazy'}
              fetchPriority={index === 0 ? 'high' : undefined}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
