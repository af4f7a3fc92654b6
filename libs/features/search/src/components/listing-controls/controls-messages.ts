import { defineMessages } from 'react-intl';
import type { StayCategory } from '../../utils/stay-categories';

type NoValues = Record<never, never>;

export const controlsMessages = defineMessages<{
  filtersTitle: NoValues;
  filtersOpen: { count: number };
  close: NoValues;
  price: { currency: string };
  priceMin: NoValues;
  priceMax: NoValues;
  hotelCategory: NoValues;
  homeCategory: NoValues;
  anyType: NoValues;
  amenities: NoValues;
  travelling: NoValues;
  pets: NoValues;
  rating: NoValues;
  anyRating: NoValues;
  ratingAtLeast: { rating: string };
  apply: NoValues;
  clearAll: NoValues;
  sortTitle: NoValues;
  sortApply: NoValues;
  popularity: NoValues;
  price_low_to_high: NoValues;
  price_high_to_low: NoValues;
  rating_sort: NoValues;
  distance: NoValues;
  pageSize: NoValues;
  chipsLabel: NoValues;
  removeFilter: { filter: string };
  chipPriceMin: { price: string };
  chipPriceMax: { price: string };
  showing: { from: string; to: string; total: string };
  pages: NoValues;
  page: { page: number };
  previous: NoValues;
  next: NoValues;
  amenityWifi: NoValues;
  amenityAc: NoValues;
  amenityParking: NoValues;
  amenityBreakfast: NoValues;
  amenityPool: NoValues;
  amenityKitchen: NoValues;
  amenityPets: NoValues;
  quickLabel: NoValues;
  quickPayAtHotel: NoValues;
  quickCoupleFriendly: NoValues;
  quickPets: NoValues;
  quickRating: NoValues;
  quickHideSoldOut: NoValues;
}>({
  filtersTitle: { id: 'listing.filters.title', defaultMessage: 'Filters' },
  filtersOpen: { id: 'listing.filters.open', defaultMessage: 'Filters ({count})' },
  close: { id: 'listing.controls.close', defaultMessage: 'Close' },
  price: { id: 'listing.filters.price', defaultMessage: 'Price per night ({currency})' },
  priceMin: { id: 'listing.filters.priceMin', defaultMessage: 'Minimum' },
  priceMax: { id: 'listing.filters.priceMax', defaultMessage: 'Maximum' },
  hotelCategory: { id: 'listing.filters.hotelCategory', defaultMessage: 'Type of hotel' },
  homeCategory: { id: 'listing.filters.homeCategory', defaultMessage: 'Type of home' },
  anyType: { id: 'listing.filters.anyType', defaultMessage: 'Any' },
  amenities: { id: 'listing.filters.amenities', defaultMessage: 'Amenities' },
  travelling: { id: 'listing.filters.travelling', defaultMessage: 'Travelling' },
  pets: { id: 'listing.filters.pets', defaultMessage: 'Travelling with pets' },
  rating: { id: 'listing.filters.rating', defaultMessage: 'Guest rating' },
  anyRating: { id: 'listing.filters.anyRating', defaultMessage: 'Any rating' },
  ratingAtLeast: { id: 'listing.filters.ratingAtLeast', defaultMessage: '{rating} or more' },
  apply: { id: 'listing.filters.apply', defaultMessage: 'Show results' },
  clearAll: { id: 'listing.filters.clearAll', defaultMessage: 'Clear all filters' },
  sortTitle: { id: 'listing.sort.title', defaultMessage: 'Sort by' },
  sortApply: { id: 'listing.sort.apply', defaultMessage: 'Sort' },
  popularity: { id: 'listing.sort.popularity', defaultMessage: 'Popularity' },
  price_low_to_high: { id: 'listing.sort.priceLowToHigh', defaultMessage: 'Price: low to high' },
  price_high_to_low: { id: 'listing.sort.priceHighToLow', defaultMessage: 'Price: high to low' },
  rating_sort: { id: 'listing.sort.rating', defaultMessage: 'Guest rating' },
  distance: { id: 'listing.sort.distance', defaultMessage: 'Distance from centre' },
  pageSize: { id: 'listing.pageSize', defaultMessage: 'Results per page' },
  chipsLabel: { id: 'listing.chips.label', defaultMessage: 'Chosen filters' },
  removeFilter: { id: 'listing.chips.remove', defaultMessage: 'Remove filter: {filter}' },
  chipPriceMin: { id: 'listing.chips.priceMin', defaultMessage: 'From {price}' },
  chipPriceMax: { id: 'listing.chips.priceMax', defaultMessage: 'Up to {price}' },
  showing: { id: 'listing.pagination.showing', defaultMessage: 'Showing {from}–{to} of {total}' },
  pages: { id: 'listing.pagination.label', defaultMessage: 'Result pages' },
  page: { id: 'listing.pagination.page', defaultMessage: 'Page {page}' },
  previous: { id: 'listing.pagination.previous', defaultMessage: 'Previous page' },
  next: { id: 'listing.pagination.next', defaultMessage: 'Next page' },
  amenityWifi: { id: 'listing.amenity.wifi', defaultMessage: 'Free Wi-Fi' },
  amenityAc: { id: 'listing.amenity.ac', defaultMessage: 'Air conditioning' },
  amenityParking: { id: 'listing.amenity.parking', defaultMessage: 'Parking' },
  amenityBreakfast: { id: 'listing.amenity.breakfast', defaultMessage: 'Breakfast' },
  amenityPool: { id: 'listing.amenity.pool', defaultMessage: 'Swimming pool' },
  amenityKitchen: { id: 'listing.amenity.kitchen', defaultMessage: 'Kitchen' },
  amenityPets: { id: 'listing.amenity.pets', defaultMessage: 'Pets allowed' },
  quickLabel: { id: 'listing.quick.label', defaultMessage: 'Quick filters' },
  quickPayAtHotel: { id: 'listing.quick.payAtHotel', defaultMessage: 'Pay at hotel' },
  quickCoupleFriendly: { id: 'listing.quick.coupleFriendly', defaultMessage: 'Couple friendly' },
  quickPets: { id: 'listing.quick.pets', defaultMessage: 'Pets welcome' },
  quickRating: { id: 'listing.quick.rating', defaultMessage: 'Rated 4+' },
  quickHideSoldOut: { id: 'listing.quick.hideSoldOut', defaultMessage: 'Hide sold out' },
});

/** The name of each category of stay, as the type filter offers it. */
export const categoryMessages = defineMessages<Record<StayCategory, NoValues>>({
  Budget: { id: 'listing.category.budget', defaultMessage: 'Budget' },
  Townhouse: { id: 'listing.category.townhouse', defaultMessage: 'Townhouse' },
  Premium: { id: 'listing.category.premium', defaultMessage: 'Premium' },
  Apartment: { id: 'listing.category.apartment', defaultMessage: 'Apartment' },
  Villa: { id: 'listing.category.villa', defaultMessage: 'Villa' },
  Cottage: { id: 'listing.category.cottage', defaultMessage: 'Cottage' },
  Bungalow: { id: 'listing.category.bungalow', defaultMessage: 'Bungalow' },
  Chalet: { id: 'listing.category.chalet', defaultMessage: 'Chalet' },
});

/** The text of each quick filter chip. */
export const quickChipMessages = {
  pay_at_hotel: controlsMessages.quickPayAtHotel,
  couple_friendly: controlsMessages.quickCoupleFriendly,
  pets_allowed: controlsMessages.quickPets,
  rating_4_plus: controlsMessages.quickRating,
  hide_sold_out: controlsMessages.quickHideSoldOut,
} as const;

/** The chips' words on a holiday-home listing: a home is paid "at the property", not "at hotel". */
export const quickChipHomeWords = defineMessages<{ pay_at_hotel: NoValues }>({
  pay_at_hotel: { id: 'listing.quick.payAtProperty', defaultMessage: 'Pay at the property' },
});

/** The amenities offered as filters, by their catalogue ids (the seed's vocabulary; there is no amenities API yet). */
export const FILTER_AMENITIES = [
  { id: 1, label: controlsMessages.amenityWifi },
  { id: 2, label: controlsMessages.amenityAc },
  { id: 4, label: controlsMessages.amenityParking },
  { id: 5, label: controlsMessages.amenityBreakfast },
  { id: 6, label: controlsMessages.amenityPool },
  { id: 7, label: controlsMessages.amenityKitchen },
  { id: 10, label: controlsMessages.amenityPets },
] as const;

export const sortMessages = {
  popularity: controlsMessages.popularity,
  price_low_to_high: controlsMessages.price_low_to_high,
  price_high_to_low: controlsMessages.price_high_to_low,
  rating: controlsMessages.rating_sort,
  distance: controlsMessages.distance,
} as const;
