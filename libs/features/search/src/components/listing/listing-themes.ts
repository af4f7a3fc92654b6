import { defineMessages, type IntlShape } from 'react-intl';

/** A tag of a theme listing (/{city}/hotels-in-{city}-{tag}), as the geographies call names it. */
export interface ListingTheme {
  slug: string;
  name: string;
}

/**
 * Each theme as words that follow "4 hotels in Goa" (or "4 holiday homes in Goa") in every language, so one heading
 * reads naturally for hotels and homes alike: "near the beach", "for couples", "with a pool".
 */
const themePhrases = defineMessages({
  'couple-friendly': { id: 'listing.theme.coupleFriendly', defaultMessage: 'for couples' },
  'near-beach': { id: 'listing.theme.nearBeach', defaultMessage: 'near the beach' },
  family: { id: 'listing.theme.family', defaultMessage: 'for families' },
  'pet-friendly': { id: 'listing.theme.petFriendly', defaultMessage: 'where pets are welcome' },
  business: { id: 'listing.theme.business', defaultMessage: 'for business travellers' },
  'with-pool': { id: 'listing.theme.withPool', defaultMessage: 'with a pool' },
  'mountain-view': { id: 'listing.theme.mountainView', defaultMessage: 'with mountain views' },
  'city-centre': { id: 'listing.theme.cityCentre', defaultMessage: 'in the city centre' },
  'near-airport': { id: 'listing.theme.nearAirport', defaultMessage: 'near the airport' },
  heritage: { id: 'listing.theme.heritage', defaultMessage: 'in heritage buildings' },
  luxury: { id: 'listing.theme.luxury', defaultMessage: 'for a luxury stay' },
  budget: { id: 'listing.theme.budget', defaultMessage: 'at budget prices' },
  ski: { id: 'listing.theme.ski', defaultMessage: 'close to the ski slopes' },
  lakeside: { id: 'listing.theme.lakeside', defaultMessage: 'by a lake' },
});

const otherTheme = defineMessages<{ tagged: { name: string } }>({
  tagged: { id: 'listing.theme.tagged', defaultMessage: 'tagged “{name}”' },
});

function isKnownTheme(slug: string): slug is keyof typeof themePhrases {
  return Object.hasOwn(themePhrases, slug);
}

/** "near the beach and with a pool": the themes as words after the count and the place; a tag we have no words for by its name. */
export function themeWords(intl: IntlShape, themes: readonly ListingTheme[]): string {
  const phrases = themes.map((theme) =>
    isKnownTheme(theme.slug) ? intl.formatMessage(themePhrases[theme.slug]) : intl.formatMessage(otherTheme.tagged, { name: theme.name }),
  );
  return intl.formatList(phrases, { type: 'conjunction' });
}
