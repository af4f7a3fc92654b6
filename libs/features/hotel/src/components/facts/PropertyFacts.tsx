import { defineMessages, useIntl } from 'react-intl';
import BedDouble from 'lucide-react/icons/bed-double';
import PawPrint from 'lucide-react/icons/paw-print';
import Users from 'lucide-react/icons/users';
import { Icon } from '@stays/ui';
import styles from './PropertyFacts.module.css';

const messages = defineMessages<{
  label: Record<never, never>;
  bedrooms: { count: number };
  people: { count: number };
  pets: { count: number };
}>({
  label: { id: 'hotel.facts.label', defaultMessage: 'About this home' },
  bedrooms: { id: 'hotel.facts.bedrooms', defaultMessage: '{count, plural, one {# bedroom} other {# bedrooms}}' },
  people: { id: 'hotel.facts.people', defaultMessage: 'Sleeps {count}' },
  pets: { id: 'hotel.facts.pets', defaultMessage: '{count, plural, =0 {No pets} one {# pet allowed} other {# pets allowed}}' },
});

/** A holiday home's facts (guest-journey §3 no_of_bedrooms, no_of_people, no_of_pets); nothing for a hotel without them. */
export function PropertyFacts({ bedrooms, people, pets }: { bedrooms: number | null; people: number | null; pets: number | null }) {
  const intl = useIntl();
  const facts = [
    bedrooms !== null ? { key: 'bedrooms', icon: BedDouble, text: intl.formatMessage(messages.bedrooms, { count: bedrooms }) } : null,
    people !== null ? { key: 'people', icon: Users, text: intl.formatMessage(messages.people, { count: people }) } : null,
    pets !== null ? { key: 'pets', icon: PawPrint, text: intl.formatMessage(messages.pets, { count: pets }) } : null,
  ].filter((fact) => fact !== null);
  if (facts.length === 0) return null;
  return (
    <ul className={styles.facts} aria-label={intl.formatMessage(messages.label)} data-testid="property-facts">
      {facts.map((fact) => (
        <li key={fact.key}>
          <Icon icon={fact.icon} /> {fact.text}
        </li>
      ))}
    </ul>
  );
}
