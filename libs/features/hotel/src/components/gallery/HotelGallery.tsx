import type { CSSProperties } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Image } from '@stays/ui';
import { desktopGalleryLayout } from './gallery-layout';
import styles from './HotelGallery.module.css';

const messages = defineMessages<{ gallery: { name: string }; photo: { name: string; number: number; total: number } }>({
  gallery: { id: 'hotel.gallery.label', defaultMessage: 'Photos of {name}' },
  photo: { id: 'hotel.gallery.photo', defaultMessage: '{name}, photo {number} of {total}' },
});

const SHOWN = 5;

/**
 * The first picture large, the others beside it on wide screens (gallery-layout.ts: no holes for any count) and in
 * one row under it on phones.
 */
export function HotelGallery({ name, images }: { name: string; images: readonly string[] }) {
  const intl = useIntl();
  const shown = images.slice(0, SHOWN);
  if (shown.length === 0) return null;
  const layout = desktopGalleryLayout(shown.length);
  const gridStyle = { '--gallery-columns': layout.columns, '--gallery-thumbs': Math.max(1, shown.length - 1) } as CSSProperties;
  return (
    <section className={styles.gallery} aria-label={intl.formatMessage(messages.gallery, { name })}>
      <ul className={styles.grid} style={gridStyle} data-count={shown.length}>
        {shown.map((src, index) => {
          const tile = layout.tiles[index];
          const tileStyle = { '--tile-column': tile?.column, '--tile-row': tile?.row } as CSSProperties;
          return (
            <li key={src} className={index === 0 ? styles.main : styles.thumb} style={tileStyle}>
              <Image
                src={src}
                alt={intl.formatMessage(messages.photo, { name, number: index + 1, total: images.length })}
                width={index === 0 ? 800 : 400}
                height={index === 0 ? 520 : 260}
                sizes={index === 0 ? '(min-width: 780px) 60vw, 100vw' : '(min-width: 780px) 25vw, 25vw'}
                loading={index === 0 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : undefined}
              />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
