import { defineMessages } from 'react-intl';

type NoValues = Record<never, never>;

export const mapMessages = defineMessages<{
  show: NoValues;
  hide: NoValues;
  label: NoValues;
  loading: NoValues;
  failed: NoValues;
  staysFailed: NoValues;
  cluster: { count: number };
  pin: { name: string; price: string };
  pinSoldOut: { name: string };
  pinFrom: { name: string; price: string };
  pinNoPrice: { name: string };
  soldOut: NoValues;
  noPrice: NoValues;
  view: { name: string };
  close: NoValues;
  shown: { count: number };
}>({
  show: { id: 'search.map.show', defaultMessage: 'Show map' },
  hide: { id: 'search.map.hide', defaultMessage: 'Hide map' },
  label: { id: 'search.map.label', defaultMessage: 'Map of the results' },
  loading: { id: 'search.map.loading', defaultMessage: 'Loading the map…' },
  failed: { id: 'search.map.failed', defaultMessage: 'The map could not be loaded. The list shows every result.' },
  staysFailed: { id: 'search.map.staysFailed', defaultMessage: 'The stays could not be placed on the map just now. The list shows every result.' },
  cluster: { id: 'search.map.cluster', defaultMessage: '{count, plural, one {# stay} other {# stays}} here, zoom in' },
  pin: { id: 'search.map.pin', defaultMessage: '{name}, {price} per night' },
  pinSoldOut: { id: 'search.map.pinSoldOut', defaultMessage: '{name}, sold out' },
  soldOut: { id: 'search.map.soldOut', defaultMessage: 'Sold out' },
  // An open search (no dates): 'from' prices, and no claim of being sold out.
  pinFrom: { id: 'search.map.pinFrom', defaultMessage: '{name}, from {price} per night' },
  pinNoPrice: { id: 'search.map.pinNoPrice', defaultMessage: '{name}, choose dates to see prices' },
  noPrice: { id: 'search.map.noPrice', defaultMessage: 'Choose dates' },
  view: { id: 'search.map.view', defaultMessage: 'View {name}' },
  close: { id: 'search.map.close', defaultMessage: 'Close' },
  shown: { id: 'search.map.shown', defaultMessage: '{count, plural, one {# stay} other {# stays}} on the map' },
});
