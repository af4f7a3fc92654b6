import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { ShortlistedProperty } from '@stays/api-client';
import { Card, Image, Rating } from '@stays/ui';
import { wishlistMessages } from '../messages';
import styles from './WishlistCard.module.css';

export interface WishlistCardProps {
  property: ShortlistedProperty;
  href: string;
  /** The card's own action (the owner's 'Remove'); none on a shared list. */
  action?: ReactNode;
}

/** A saved stay: picture, name linking to its page, place, kind, size and rating (accounts-commerce §3). */
export function WishlistCard({ property, href, action }: WishlistCardProps) {
  const intl = useIntl();
  const place = [property.locality, property.city, property.country_name].filter(Boolean).join(', ');
  const facts = [
    property.display_category,
    property.no_of_people !== null
      ? intl.formatMessage(wishlistMessages.guests, {
          count: property.no_of_people,
        })
      : null,
    property.no_of_bedrooms !== null
      ? intl.formatMessage(wishlistMessages.bedrooms, {
          count: property.no_of_bedrooms,
        })
      : null,
    property.property_type === 'home' && property.no_of_pets !== null
      ? intl.formatMessage(wishlistMessages.pets, {
          count: property.no_of_pets,
        })
      : null,
  ].filter((fact): fact is string => Boolean(fact));
  return (
    <li className={styles.item} data-hotel-id={property.id}>
      <Card className={styles.card}>
        <div className={styles.media}>
          <Image src={property.best_image} alt="" width={320} height={220} loading="lazy" />
        </div>
        <div className={styles.body}>
          <h2 className={styles.name}>
            <Link to={href}>{property.name}</Link>
          </h2>
          <p className={styles.place}>{place}</p>
          {facts.length > 0 ? <p className={styles.facts}>{facts.join(' · ')}</p> : null}
          <Rating value={property.ratings.value} count={property.ratings.count} />
        </div>
        {action ? <div className={styles.action}>{action}</div> : null}
      </Card>
    </li>
  );
}
