import { defineMessages } from 'react-intl';
import type { GuestSafetyMeasure, PropertyCheck } from '@stays/brand-config';

type NoValues = Record<never, never>;

export const trustMessages = defineMessages<{ title: NoValues; propertyChecks: NoValues; guestSafety: NoValues; more: { topic: string } }>({
  title: { id: 'hotel.trust.title', defaultMessage: 'Stay with confidence' },
  propertyChecks: { id: 'hotel.trust.propertyChecks', defaultMessage: 'What we check before a property takes guests' },
  guestSafety: { id: 'hotel.trust.guestSafety', defaultMessage: 'Your safety during the stay' },
  more: { id: 'hotel.trust.more', defaultMessage: 'More about: {topic}' },
});

export const propertyCheckMessages = defineMessages<PropertyCheck>({
  licence_checked: { id: 'hotel.trust.check.licence', defaultMessage: 'Licence and registration checked' },
  owner_identity_checked: { id: 'hotel.trust.check.ownerIdentity', defaultMessage: 'Owner’s identity checked' },
  photos_verified: { id: 'hotel.trust.check.photos', defaultMessage: 'Photos verified on site' },
  fire_safety_checked: { id: 'hotel.trust.check.fireSafety', defaultMessage: 'Fire exits and extinguishers checked' },
  smoke_alarms_checked: { id: 'hotel.trust.check.smokeAlarms', defaultMessage: 'Smoke alarms checked' },
  yearly_audit: { id: 'hotel.trust.check.yearlyAudit', defaultMessage: 'Audited every year' },
});

export const propertyCheckTips = defineMessages<PropertyCheck>({
  licence_checked: { id: 'hotel.trust.check.licenceTip', defaultMessage: 'We see the trade licence and police registration before the first booking.' },
  owner_identity_checked: {
    id: 'hotel.trust.check.ownerIdentityTip',
    defaultMessage: 'The owner shows an identity document and proof that the home is theirs to let.',
  },
  photos_verified: { id: 'hotel.trust.check.photosTip', defaultMessage: 'Our team compares the photos with the property, in person or by video call.' },
  fire_safety_checked: {
    id: 'hotel.trust.check.fireSafetyTip',
    defaultMessage: 'Marked exits, working extinguishers and a fire certificate where the law asks for one.',
  },
  smoke_alarms_checked: {
    id: 'hotel.trust.check.smokeAlarmsTip',
    defaultMessage: 'The owner confirms working smoke alarms on every floor, checked again after complaints.',
  },
  yearly_audit: {
    id: 'hotel.trust.check.yearlyAuditTip',
    defaultMessage: 'Rooms, bathrooms and kitchens are inspected again every year and after guest complaints.',
  },
});

export const guestSafetyMessages = defineMessages<GuestSafetyMeasure>({
  support_around_the_clock: { id: 'hotel.trust.safety.support', defaultMessage: 'Help around the clock during your stay' },
  secure_payments: { id: 'hotel.trust.safety.payments', defaultMessage: 'Secure payments: card details never reach the property' },
  relocation_guarantee: { id: 'hotel.trust.safety.relocation', defaultMessage: 'Moved or refunded if the room is not as described' },
  cctv_common_areas: { id: 'hotel.trust.safety.cctv', defaultMessage: 'CCTV in common areas' },
  women_travellers_desk: { id: 'hotel.trust.safety.womenTravellers', defaultMessage: 'A help desk for women travelling alone' },
  emergency_number: { id: 'hotel.trust.safety.emergency', defaultMessage: 'Emergency number 112 shown in the home' },
});

export const guestSafetyTips = defineMessages<GuestSafetyMeasure>({
  support_around_the_clock: { id: 'hotel.trust.safety.supportTip', defaultMessage: 'Call or write to us at any hour; we answer within minutes.' },
  secure_payments: {
    id: 'hotel.trust.safety.paymentsTip',
    defaultMessage: 'Payments go through our payment partner; the property only learns that the booking is paid.',
  },
  relocation_guarantee: {
    id: 'hotel.trust.safety.relocationTip',
    defaultMessage: 'Tell us on arrival: we find you a comparable stay nearby or refund the nights.',
  },
  cctv_common_areas: { id: 'hotel.trust.safety.cctvTip', defaultMessage: 'Entrances, corridors and the lobby are recorded; never rooms.' },
  women_travellers_desk: {
    id: 'hotel.trust.safety.womenTravellersTip',
    defaultMessage: 'A woman on our team answers, and the front desk keeps your room number private.',
  },
  emergency_number: { id: 'hotel.trust.safety.emergencyTip', defaultMessage: 'The owner leaves the address and the emergency numbers beside the door.' },
});
