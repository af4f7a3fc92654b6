import { defineMessages, type IntlShape } from 'react-intl';

/** The one-liners of our catalogue's hotel room tiers, by the API's English text. */
const tierLines = defineMessages({
  'A bright room with a queen bed': { id: 'ui.roomLine.classic', defaultMessage: 'A bright room with a queen bed' },
  'More room, a work desk and a city view': { id: 'ui.roomLine.deluxe', defaultMessage: 'More room, a work desk and a city view' },
  'A king bed, a sofa and a rain shower': { id: 'ui.roomLine.premium', defaultMessage: 'A king bed, a sofa and a rain shower' },
  'A separate living room and a bathtub': { id: 'ui.roomLine.suite', defaultMessage: 'A separate living room and a bathtub' },
});

const homeLines = defineMessages<{ bedroomsSleeps: { bedrooms: number; people: number } }>({
  bedroomsSleeps: {
    id: 'ui.roomLine.bedroomsSleeps',
    defaultMessage: '{bedrooms, plural, one {# bedroom} other {# bedrooms}}, sleeps {people}',
  },
});

const tiers: ReadonlyMap<string, (typeof tierLines)[keyof typeof tierLines]> = new Map(Object.entries(tierLines));

/** A room category's one-liner in the page's language when it is one of our catalogue's; any other is the API's text. */
export function roomOneLiner(intl: IntlShape, line: string): string {
  const text = line.trim();
  const tier = tiers.get(text);
  if (tier) return intl.formatMessage(tier);
  const home = /^(\d{1,2}) bedrooms?, sleeps (\d{1,2})$/.exec(text);
  if (home) return intl.formatMessage(homeLines.bedroomsSleeps, { bedrooms: Number(home[1]), people: Number(home[2]) });
  return line;
}
