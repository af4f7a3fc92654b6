import type { BulkColumn } from './bulk-insert';
import type {
  AmenityRow,
  CityRow,
  CountryRow,
  HolidayParkRow,
  LocalityRow,
  PropertyAmenityRow,
  PropertyImageRow,
  PropertyRow,
  PropertyTagRow,
  ReviewRow,
  RoomCategoryRow,
  RoomNightRow,
  TagRow,
} from './rows';

const col = <Row>(name: string, type: string, value: (row: Row) => unknown, cast?: (column: string) => string): BulkColumn<Row> =>
  cast ? { name, type, value, cast } : { name, type, value };

export const countryColumns: BulkColumn<CountryRow>[] = [
  col('id', 'int', (r) => r.id),
  col('code', 'text', (r) => r.code),
  col('name', 'text', (r) => r.name),
  col('currency_code', 'text', (r) => r.currencyCode),
  col('time_zone', 'text', (r) => r.timeZone),
];

export const cityColumns: BulkColumn<CityRow>[] = [
  col('id', 'int', (r) => r.id),
  col('country_id', 'int', (r) => r.countryId),
  col('name', 'text', (r) => r.name),
  col('slug', 'text', (r) => r.slug),
  col('state', 'text', (r) => r.state),
  col('latitude', 'float8', (r) => r.latitude),
  col('longitude', 'float8', (r) => r.longitude),
  col('popular', 'bool', (r) => r.popular),
  col('meta_description', 'text', (r) => r.metaDescription),
  col('image_url', 'text', (r) => r.imageUrl),
];

export const localityColumns: BulkColumn<LocalityRow>[] = [
  col('id', 'int', (r) => r.id),
  col('city_id', 'int', (r) => r.cityId),
  col('name', 'text', (r) => r.name),
  col('slug', 'text', (r) => r.slug),
  col('latitude', 'float8', (r) => r.latitude),
  col('longitude', 'float8', (r) => r.longitude),
];

export const tagColumns: BulkColumn<TagRow>[] = [col('id', 'int', (r) => r.id), col('slug', 'text', (r) => r.slug), col('name', 'text', (r) => r.name)];

export const holidayParkColumns: BulkColumn<HolidayParkRow>[] = [
  col('id', 'int', (r) => r.id),
  col('brand_id', 'text', (r) => r.brandId),
  col('name', 'text', (r) => r.name),
  col('slug', 'text', (r) => r.slug),
  col('description', 'text', (r) => r.description),
  col('city_id', 'int', (r) => r.cityId),
  col('country_id', 'int', (r) => r.countryId),
  col('latitude', 'float8', (r) => r.latitude),
  col('longitude', 'float8', (r) => r.longitude),
];

export const amenityColumns: BulkColumn<AmenityRow>[] = [col('id', 'int', (r) => r.id), col('name', 'text', (r) => r.name), col('icon', 'text', (r) => r.icon)];

export const propertyColumns: BulkColumn<PropertyRow>[] = [
  col('id', 'int', (r) => r.id),
  col('brand_id', 'text', (r) => r.brandId),
  col('property_type', 'text', (r) => r.propertyType),
  col('name', 'text', (r) => r.name),
  col('slug', 'text', (r) => r.slug),
  col('description', 'text', (r) => r.description),
  col('one_liner', 'text', (r) => r.oneLiner),
  col('address', 'text', (r) => r.address),
  col('phone', 'text', (r) => r.phone),
  col('city_id', 'int', (r) => r.cityId),
  col('locality_id', 'int', (r) => r.localityId),
  col('country_id', 'int', (r) => r.countryId),
  col('latitude', 'float8', (r) => r.latitude),
  col('longitude', 'float8', (r) => r.longitude),
  col('category', 'text', (r) => r.category),
  col('rating_value', 'numeric', (r) => r.ratingValue),
  col('rating_count', 'int', (r) => r.ratingCount),
  col('popularity', 'int', (r) => r.popularity),
  col('currency_code', 'text', (r) => r.currencyCode),
  col('checkin_time', 'text', (r) => r.checkinTime),
  col('checkout_time', 'text', (r) => r.checkoutTime),
  col('min_rooms', 'int', (r) => r.minRooms),
  col('max_rooms', 'int', (r) => r.maxRooms),
  col('no_of_bedrooms', 'int', (r) => r.noOfBedrooms),
  col('no_of_people', 'int', (r) => r.noOfPeople),
  col('no_of_pets', 'int', (r) => r.noOfPets),
  col('no_foreign_guests', 'bool', (r) => r.noForeignGuests),
  col('no_unmarried_couples', 'bool', (r) => r.noUnmarriedCouples),
  col('no_local_ids', 'bool', (r) => r.noLocalIds),
  col('no_postpaid', 'bool', (r) => r.noPostpaid),
  col('status', 'text', (r) => r.status),
  col('provider_hotel_code', 'text', (r) => r.providerHotelCode),
  col('holiday_park_id', 'int', (r) => r.holidayParkId),
  col('collection', 'text', (r) => r.collection),
];

export const propertyTagColumns: BulkColumn<PropertyTagRow>[] = [col('property_id', 'int', (r) => r.propertyId), col('tag_id', 'int', (r) => r.tagId)];

export const propertyAmenityColumns: BulkColumn<PropertyAmenityRow>[] = [
  col('property_id', 'int', (r) => r.propertyId),
  col('amenity_id', 'int', (r) => r.amenityId),
];

export const propertyImageColumns: BulkColumn<PropertyImageRow>[] = [
  col('property_id', 'int', (r) => r.propertyId),
  col('position', 'int', (r) => r.position),
  col('url', 'text', (r) => r.url),
  col('alt', 'text', (r) => r.alt),
];

const AMENITY_SEPARATOR = '|';

export const roomCategoryColumns: BulkColumn<RoomCategoryRow>[] = [
  col('id', 'int', (r) => r.id),
  col('property_id', 'int', (r) => r.propertyId),
  col('city_id', 'int', (r) => r.cityId),
  col('name', 'text', (r) => r.name),
  col('max_occupancy', 'int', (r) => r.maxOccupancy),
  col('single_bed_base_tariff', 'int', (r) => r.singleBedBaseTariff),
  col('double_bed_base_tariff', 'int', (r) => r.doubleBedBaseTariff),
  col('extra_bed_base_tariff', 'int', (r) => r.extraBedBaseTariff),
  col(
    'amenities',
    'text',
    (r) => r.amenities.join(AMENITY_SEPARATOR),
    (column) => `string_to_array(${column}, '${AMENITY_SEPARATOR}')`,
  ),
  col('one_liner', 'text', (r) => r.oneLiner),
  col('position', 'int', (r) => r.position),
  col(
    'services',
    'text',
    (r) => JSON.stringify(r.services),
    (column) => `${column}::jsonb`,
  ),
  col(
    'views',
    'text',
    (r) => r.views.join(AMENITY_SEPARATOR),
    (column) => `string_to_array(${column}, '${AMENITY_SEPARATOR}')`,
  ),
  col(
    'restricted_amenities',
    'text',
    (r) => JSON.stringify(r.restrictedAmenities),
    (column) => `${column}::jsonb`,
  ),
  col(
    'media',
    'text',
    (r) => JSON.stringify(r.media),
    (column) => `${column}::jsonb`,
  ),
];

export const reviewColumns: BulkColumn<ReviewRow>[] = [
  col('id', 'int', (r) => r.id),
  col('property_id', 'int', (r) => r.propertyId),
  col('source', 'smallint', (r) => r.source),
  col('rating', 'int', (r) => r.rating),
  col('title', 'text', (r) => r.title),
  col('body', 'text', (r) => r.body),
  col('author_name', 'text', (r) => r.authorName),
  col('created_at', 'timestamptz', (r) => r.createdAt),
];

export const roomNightColumns: BulkColumn<RoomNightRow>[] = [
  col('room_category_id', 'int', (r) => r.roomCategoryId),
  col('night', 'date', (r) => r.night),
  col('total', 'int', (r) => r.total),
  col('sold', 'int', (r) => r.sold),
  col('price_minor', 'int', (r) => r.priceMinor),
  col('slasher_price_minor', 'int', (r) => r.slasherPriceMinor),
  col('min_stay', 'int', (r) => r.minStay),
];
