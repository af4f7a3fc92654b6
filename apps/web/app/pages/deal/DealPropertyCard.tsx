import type { DealProperty } from '@stays/api-client';
import { Image, Rating } from '@stays/ui';
import styles from './DealPage.module.css';

/** A property the deal covers, as a listing card: the whole card leads to its page with the deal applied. */
export function DealPropertyCard({ property, href }: { property: DealProperty; href: string }) {
  return (
    <li className={styles.card}>
      <a className={styles.cardLink} href={href}>
        <Image src={property.best_image} alt="" width={320} height={200} loading="lazy" className={styles.cardImage} />
        <span className={styles.cardBody}>
          <span className={styles.cardName}>{property.name}</span>
          <span className={styles.cardPlace}>
            {property.category} · {property.city}
          </span>
          <Rating value={property.ratings.value} count={property.ratings.count} />
        </span>
      </a>
    </li>
  );
}
