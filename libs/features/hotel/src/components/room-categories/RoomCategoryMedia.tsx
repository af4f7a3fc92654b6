import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { RoomCategory } from '@stays/api-client';
import { Image, roomCategoryName } from '@stays/ui';
import { GalleryModal } from '../gallery/GalleryModal';
import { roomDetailMessages } from './room-detail-messages';
import styles from './RoomCategories.module.css';

const THUMBNAILS = 3;

/** The category's pictures as thumbnails; the button opens the photo gallery at this category's pictures. */
export function RoomCategoryMedia({ category }: { category: RoomCategory }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  // The gallery shows pictures; a video is reached from its own link.
  const images = category.combined_media.filter((media) => media.type === 'image');
  const videos = category.combined_media.filter((media) => media.type === 'video');
  if (category.combined_media.length === 0) return null;
  const name = roomCategoryName(intl, category.name);
  return (
    <div className={styles.media}>
      {images.length > 0 ? (
        <button
          type="button"
          className={styles.mediaButton}
          onClick={() => setOpen(true)}
          aria-label={intl.formatMessage(roomDetailMessages.photos, { count: images.length, name })}
        >
          {images.slice(0, THUMBNAILS).map((media) => (
            <Image
              key={media.url}
              src={media.url}
              alt={intl.formatMessage(roomDetailMessages.photo, { name, caption: media.caption })}
              width={96}
              height={64}
              loading="lazy"
            />
          ))}
        </button>
      ) : null}
      {videos.map((media) => (
        <a key={media.url} href={media.url} target="_blank" rel="noreferrer" className={styles.videoLink}>
          {intl.formatMessage(roomDetailMessages.photo, { name, caption: media.caption })}
        </a>
      ))}
      {open ? <GalleryModal name={name} images={images.map((media) => media.url)} onClose={() => setOpen(false)} /> : null}
    </div>
  );
}
