import type { RestrictedAmenity, RoomMedia, RoomService, RoomView } from '@stays/api-client';
/** The generated rows, one interface per table, with the column values the loader writes. */
export interface CountryRow {
  id: number;
  code: string;
  name: string;
  currencyCode: string;
  timeZone: string;
}

export interface CityRow {
  id: number;
  countryId: number;
  name: string;
  slug: string;
  state: string;
  latitude: number;
  longitude: number;
  popular: boolean;
  metaDescription: string;
  imageUrl: string | null;
}

export interface LocalityRow {
  id: number;
  cityId: number;
  name: string;
  slug: string;
  latitude: number;
  longitude: number;
}

export interface TagRow {
  id: number;
  slug: string;
  name: string;
}

export interface AmenityRow {
  id: number;
  name: string;
  icon: string;
}

export type BrandId = 'nivaas' | 'dunelight' | 'dunelight-in';

export interface PropertyRow {
  id: number;
  brandId: BrandId;
  propertyType: 'hotel' | 'home';
  name: string;
  slug: string;
  description: string;
  oneLiner: string;
  address: string;
  /** Front-desk phone with its dial code. */
  phone: string | null;
  cityId: number;
  localityId: number | null;
  countryId: number;
  latitude: number;
  longitude: number;
  category: string;
  ratingValue: number | null;
  ratingCount: number;
  popularity: number;
  currencyCode: string;
  checkinTime: string;
  checkoutTime: string;
  minRooms: number;
  maxRooms: number;
  noOfBedrooms: number | null;
  noOfPeople: number | null;
  noOfPets: number | null;
  noForeignGuests: boolean;
  noUnmarriedCouples: boolean;
  noLocalIds: boolean;
  noPostpaid: boolean;
  status: 'active' | 'disabled';
  providerHotelCode: string;
  /** The holiday park the home lies in (holiday-parks.ts), or null. */
  holidayParkId: number | null;
  /** The curated collection of the property (holiday-parks.ts), or null. */
  collection: 'townhouse' | 'silverkey' | null;
}

export interface HolidayParkRow {
  id: number;
  brandId: 'dunelight';
  name: string;
  slug: string;
  description: string;
  cityId: number;
  countryId: number;
  latitude: number;
  longitude: number;
}

export interface PropertyTagRow {
  propertyId: number;
  tagId: number;
}

export interface PropertyAmenityRow {
  propertyId: number;
  amenityId: number;
}

export interface PropertyImageRow {
  propertyId: number;
  position: number;
  url: string;
  alt: string;
}

export interface RoomCategoryRow {
  id: number;
  propertyId: number;
  cityId: number;
  name: string;
  maxOccupancy: number;
  singleBedBaseTariff: number;
  doubleBedBaseTariff: number;
  extraBedBaseTariff: number;
  amenities: string[];
  oneLiner: string;
  position: number;
  services: RoomService[];
  views: RoomView[];
  restrictedAmenities: RestrictedAmenity[];
  media: RoomMedia[];
}

export interface RoomNightRow {
  roomCategoryId: number;
  night: string;
  total: number;
  sold: number;
  priceMinor: number;
  slasherPriceMinor: number | null;
  minStay: number;
}

export interface ReviewRow {
  id: number;
  propertyId: number;
  source: 0 | 2;
  rating: number;
  title: string;
  body: string;
  authorName: string;
  createdAt: string;
}
