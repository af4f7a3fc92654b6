import type { RestrictedAmenity, RoomMedia, RoomService, RoomView } from '@stays/api-client';
import { toMinor } from '@stays/pricing';
import type { Random } from './random';
import type { PropertyImageRow, PropertyRow } from './rows';
import { roundPrice } from './generated-property';

export interface RoomCategoryDetails {
  services: RoomService[];
  views: RoomView[];
  restrictedAmenities: RestrictedAmenity[];
  media: RoomMedia[];
}

/** Where a property is, as far as its room views go: its tags and its country. */
export interface PropertySetting {
  tagSlugs: readonly string[];
  countryCode: string;
}

// Per room per night, in major units of the property's currency.
const SERVICE_PRICES: Record<'INR' | 'other', Record<RoomService['code'], [number, number]>> = {
  INR: { breakfast: [250, 450], lunch: [400, 700], dinner: [450, 800], airport_transfer: [900, 1_600] },
  other: { breakfast: [12, 22], lunch: [18, 30], dinner: [22, 40], airport_transfer: [35, 70] },
};

const VIEW_BY_TAG: Record<string, RoomView> = {
  'near-beach': 'sea',
  'mountain-view': 'mountain',
  lakeside: 'lake',
  'city-centre': 'city',
  'with-pool': 'pool',
};

// Countries whose old towns are built on canals: a home there may look onto one.
const CANAL_COUNTRIES = new Set(['nl', 'be', 'it']);

const MISSING_AMENITIES: Record<PropertyRow['propertyType'], ReadonlyArray<RestrictedAmenity>> = {
  hotel: [
    { name: 'Bathtub', absent_description: 'No bathtub: the bathroom has a walk-in shower' },
    { name: 'Mini fridge', absent_description: 'No mini fridge in this room' },
    { name: 'Geyser', absent_description: 'No geyser: hot water comes from the central boiler in set hours' },
    { name: 'Balcony', absent_description: 'No balcony; the windows open' },
  ],
  home: [
    { name: 'TV', absent_description: 'No TV in this home' },
    { name: 'Air conditioning', absent_description: 'No air conditioning; every bedroom has a fan' },
    { name: 'Dishwasher', absent_description: 'No dishwasher in the kitchen' },
    { name: 'Lift', absent_description: 'No lift: the home is up a flight of stairs' },
  ],
};

// Picture subjects (see property-extras) that show the room itself rather than the building.
const ROOM_SUBJECTS = /room|bathroom|bedroom|kitchen|view|terrace/;

/** Meals, views, missing amenities and pictures of one room category; dearer tiers get more included. */
export function generateRoomCategoryDetails(
  random: Random,
  property: PropertyRow,
  setting: PropertySetting,
  category: { position: number; amenities: readonly string[] },
  images: readonly PropertyImageRow[],
): RoomCategoryDetails {
  return {
    services: generateServices(random, property, category.position),
    views: generateViews(random, setting),
    restrictedAmenities: MISSING_AMENITIES[property.propertyType]
      .filter((amenity) => !category.amenities.includes(amenity.name) && random.chance(0.3))
      .slice(0, 2),
    media: generateMedia(random, images),
  };
}

function generateServices(random: Random, property: PropertyRow, tier: number): RoomService[] {
  const prices = SERVICE_PRICES[property.currencyCode === 'INR' ? 'INR' : 'other'];
  const paid = (code: RoomService['code']): RoomService => {
    const [min, max] = prices[code];
    return { code, included: false, price: roundPrice(toMinor(random.int(min, max), property.currencyCode), property.currencyCode) };
  };
  const services: RoomService[] = [];
  const breakfastChance = property.propertyType === 'hotel' ? 0.9 : 0.2;
  if (random.chance(breakfastChance)) {
    const included = property.propertyType === 'hotel' && random.chance(0.3 + tier * 0.2);
    services.push(included ? { code: 'breakfast', included: true, price: null } : paid('breakfast'));
  }
  if (property.propertyType === 'hotel' && random.chance(0.35)) services.push(paid('lunch'));
  if (property.propertyType === 'hotel' && random.chance(0.45)) services.push(paid('dinner'));
  if (random.chance(0.15)) services.push(paid('airport_transfer'));
  return services;
}

function generateViews(random: Random, setting: PropertySetting): RoomView[] {
  const views = new Set<RoomView>();
  for (const slug of setting.tagSlugs) {
    const view = VIEW_BY_TAG[slug];
    if (view && random.chance(0.7)) views.add(view);
  }
  if (CANAL_COUNTRIES.has(setting.countryCode) && random.chance(0.3)) views.add('canal');
  if (views.size === 0) views.add(random.pick<RoomView>(['garden', 'city', 'courtyard', 'river']));
  return [...views];
}

function generateMedia(random: Random, images: readonly PropertyImageRow[]): RoomMedia[] {
  // An image's alt text is '<property name>: <subject>'.
  const roomImages = images.filter((image) => ROOM_SUBJECTS.test(image.alt.slice(image.alt.lastIndexOf(': ') + 2)));
  const pool = roomImages.length > 0 ? roomImages : images;
  const chosen = random.sample(pool, Math.min(random.int(1, 3), pool.length));
  return chosen.sort((a, b) => a.position - b.position).map((image) => ({ type: 'image', url: image.url, caption: image.alt }));
}
