/** Which generated scenes picture a property, by its type, its kind of home and the kind of place it is in. */
import type { RegionKind } from '../regions';
import type { PropertyRow } from '../rows';
import type { Building } from './buildings';
import { pictureUrl } from './picture-files';
import { EXTERIOR_VARIANTS, type Scene, sceneName, VIEW_VARIANTS } from './scenes';

interface Subject {
  /** Ends the picture's alt text: '<property name>: <subject>'. */
  label: string;
  scene: (building: Building, setting: RegionKind, variant: number) => Scene;
}

const exterior =
  (offset: number) =>
  (building: Building, setting: RegionKind, variant: number): Scene => ({
    kind: 'exterior',
    building,
    setting,
    variant: ((variant + offset) % EXTERIOR_VARIANTS[building]) + 1,
  });
const room =
  (name: Extract<Scene, { kind: 'room' }>['room']) =>
  (_: Building, setting: RegionKind): Scene => ({ kind: 'room', room: name, setting, variant: 1 });
const view =
  (variant: number) =>
  (_: Building, setting: RegionKind): Scene => ({ kind: 'view', setting, variant: Math.min(variant, VIEW_VARIANTS) });

const SUBJECTS: Record<PropertyRow['propertyType'], readonly Subject[]> = {
  hotel: [
    { label: 'Facade', scene: exterior(0) },
    { label: 'Room', scene: room('bedroom') },
    { label: 'Bathroom', scene: room('bathroom') },
    { label: 'Restaurant', scene: room('restaurant') },
    { label: 'Lobby', scene: room('lobby') },
    { label: 'Room view', scene: view(1) },
    { label: 'Entrance', scene: exterior(1) },
    { label: 'Surroundings', scene: view(3) },
  ],
  home: [
    { label: 'Outside', scene: exterior(0) },
    { label: 'Living room', scene: room('living') },
    { label: 'Kitchen', scene: room('kitchen') },
    { label: 'Bedroom', scene: room('bedroom') },
    { label: 'Bathroom', scene: room('bathroom') },
    { label: 'Garden', scene: view(3) },
    { label: 'Terrace', scene: view(2) },
    { label: 'View', scene: view(1) },
  ],
};

const BUILDING_BY_HOME_CATEGORY: Record<string, Building> = {
  Apartment: 'apartment',
  Cottage: 'cottage',
  Villa: 'villa',
  Chalet: 'chalet',
  Bungalow: 'bungalow',
};

/** The first `count` pictures of a property: its building first, then its rooms and surroundings. */
export function propertyPictures(
  property: Pick<PropertyRow, 'id' | 'propertyType' | 'category'>,
  setting: RegionKind,
  count: number,
): { url: string; label: string }[] {
  const building = property.propertyType === 'hotel' ? 'hotel' : (BUILDING_BY_HOME_CATEGORY[property.category] ?? 'apartment');
  return SUBJECTS[property.propertyType].slice(0, count).map((subject) => ({
    url: pictureUrl(sceneName(subject.scene(building, setting, property.id))),
    label: subject.label,
  }));
}

/** A destination's picture: a view of the kind of place it is, one of several so that neighbours differ. */
export function destinationPicture(cityId: number, setting: RegionKind): string {
  return pictureUrl(sceneName({ kind: 'view', setting, variant: (cityId % VIEW_VARIANTS) + 1 }));
}
