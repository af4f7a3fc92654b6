import { defineMessages, useIntl, type PrimitiveType } from 'react-intl';
import { Dialog, Image } from '@stays/ui';
import styles from './GalleryModal.module.css';

const messages = defineMessages<{
  title: { name: PrimitiveType };
  photo: { name: PrimitiveType; number: PrimitiveType; total: PrimitiveType };
}>({
  title: { id: 'hotel.galleryModal.title', defaultMessage: 'All photos of {name}' },
  photo: { id: 'hotel.galleryModal.photo', defaultMessage: '{name}, photo {number} of {total}' },
});

/** ?modal=hotelImages: every picture of the property, one under the other. */
export function GalleryModal({ name, images, onClose }: { name: string; images: readonly string[]; onClose: () => void }) {
  const intl = useIntl();
  return (
    <Dialog open title={intl.formatMessage(messages.title, { name })} onClose={onClose} placement="modal">
      <ul className={styles.photos}>
        {images.map((src, index) => (
          <li key={src}>
            {/* Each picture opens full size; being links, they also let a keyboard scroll the dialog. */}
            <a href={src} target="_blank" rel="noreferrer">
              <Image
                src={src}
                alt={intl.formatMessage(messages.photo, { name, number: index + 1, total: images.length })}
                width={800}
                height={520}
                loading="lazy"
              />
            </a>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
