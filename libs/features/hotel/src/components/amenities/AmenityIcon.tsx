import type { LucideIcon } from 'lucide-react';
import AirVent from 'lucide-react/icons/air-vent';
import ArrowUpDown from 'lucide-react/icons/arrow-up-down';
import Bath from 'lucide-react/icons/bath';
import BedDouble from 'lucide-react/icons/bed-double';
import Check from 'lucide-react/icons/check';
import Coffee from 'lucide-react/icons/coffee';
import ConciergeBell from 'lucide-react/icons/concierge-bell';
import CookingPot from 'lucide-react/icons/cooking-pot';
import Dumbbell from 'lucide-react/icons/dumbbell';
import Fence from 'lucide-react/icons/fence';
import Flame from 'lucide-react/icons/flame';
import Flower2 from 'lucide-react/icons/flower-2';
import Heater from 'lucide-react/icons/heater';
import PawPrint from 'lucide-react/icons/paw-print';
import Refrigerator from 'lucide-react/icons/refrigerator';
import ShowerHead from 'lucide-react/icons/shower-head';
import SquareParking from 'lucide-react/icons/square-parking';
import Sun from 'lucide-react/icons/sun';
import Tv from 'lucide-react/icons/tv';
import UtensilsCrossed from 'lucide-react/icons/utensils-crossed';
import WashingMachine from 'lucide-react/icons/washing-machine';
import WavesLadder from 'lucide-react/icons/waves-ladder';
import Wifi from 'lucide-react/icons/wifi';
import Zap from 'lucide-react/icons/zap';
import { amenityCode, Icon } from '@stays/ui';

// By the amenity codes of amenity-names.ts; an amenity we draw no picture for gets a tick.
const AMENITY_ICONS: Readonly<Record<string, LucideIcon>> = {
  wifi: Wifi,
  ac: AirVent,
  'air-conditioning': AirVent,
  tv: Tv,
  parking: SquareParking,
  breakfast: Coffee,
  pool: WavesLadder,
  kitchen: CookingPot,
  garden: Flower2,
  fireplace: Flame,
  pets: PawPrint,
  'washing-machine': WashingMachine,
  sauna: Heater,
  power: Zap,
  geyser: ShowerHead,
  'room-service': ConciergeBell,
  lift: ArrowUpDown,
  dishwasher: UtensilsCrossed,
  terrace: Sun,
  barbecue: Flame,
  gym: Dumbbell,
  'mini-fridge': Refrigerator,
  bathtub: Bath,
  'bed-linen': BedDouble,
  balcony: Fence,
};

/** The picture of an amenity, beside its name (so decorative). */
export function AmenityIcon({ amenity, size }: { amenity: string | { name: string; icon?: string }; size?: number }) {
  const code = amenityCode(amenity);
  return <Icon icon={(code !== undefined ? AMENITY_ICONS[code] : undefined) ?? Check} size={size} />;
}
