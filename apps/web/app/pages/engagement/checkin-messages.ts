import { defineMessages } from 'react-intl';

type NoValues = Record<never, never>;

export const checkinMessages = defineMessages<{
  title: NoValues;
  stay: { hotel: string; checkin: string; checkout: string };
  arrival: NoValues;
  guest: { number: number };
  name: NoValues;
  nationality: NoValues;
  idType: NoValues;
  idNumber: NoValues;
  passport: NoValues;
  national_id: NoValues;
  aadhaar: NoValues;
  driving_licence: NoValues;
  voter_id: NoValues;
  submit: NoValues;
  update: NoValues;
  success: { hotel: string };
  arrivalAt: { time: string };
  guests: { names: string };
  refused: NoValues;
  idNotAccepted: NoValues;
  closed: NoValues;
  link: NoValues;
}>({
  title: { id: 'web.checkin.title', defaultMessage: 'Online check-in' },
  stay: { id: 'web.checkin.stay', defaultMessage: '{hotel}, {checkin} to {checkout}' },
  arrival: { id: 'web.checkin.arrival', defaultMessage: 'When will you arrive?' },
  guest: { id: 'web.checkin.guest', defaultMessage: 'Guest {number}' },
  name: { id: 'web.checkin.name', defaultMessage: 'Full name as on the ID' },
  nationality: { id: 'web.checkin.nationality', defaultMessage: 'Nationality' },
  idType: { id: 'web.checkin.idType', defaultMessage: 'ID' },
  idNumber: { id: 'web.checkin.idNumber', defaultMessage: 'ID number' },
  passport: { id: 'web.checkin.id.passport', defaultMessage: 'Passport' },
  national_id: { id: 'web.checkin.id.nationalId', defaultMessage: 'National ID card' },
  aadhaar: { id: 'web.checkin.id.aadhaar', defaultMessage: 'Aadhaar' },
  driving_licence: { id: 'web.checkin.id.drivingLicence', defaultMessage: 'Driving licence' },
  voter_id: { id: 'web.checkin.id.voterId', defaultMessage: 'Voter ID' },
  submit: { id: 'web.checkin.submit', defaultMessage: 'Check in' },
  update: { id: 'web.checkin.update', defaultMessage: 'Update my check-in' },
  success: { id: 'web.checkin.success', defaultMessage: 'You are checked in online at {hotel}. Show your ID at the desk and collect your key.' },
  arrivalAt: { id: 'web.checkin.arrivalAt', defaultMessage: 'Arrival: {time}' },
  guests: { id: 'web.checkin.guests', defaultMessage: 'Guests: {names}' },
  refused: { id: 'web.checkin.refused', defaultMessage: 'Check the details: every guest needs a full name, a nationality and an ID number.' },
  idNotAccepted: { id: 'web.checkin.idNotAccepted', defaultMessage: 'A guest from abroad shows a passport here: choose Passport for them.' },
  closed: { id: 'web.checkin.closed', defaultMessage: 'Online check-in is closed for this booking.' },
  link: { id: 'web.checkin.link', defaultMessage: 'Check in online' },
});
