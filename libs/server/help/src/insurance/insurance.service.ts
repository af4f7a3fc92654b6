import type { InsuranceReply } from '@stays/api-client';
import { countryByCode } from '@stays/brand-config';

const HOTEL_INSURANCE: Omit<InsuranceReply, 'language'> = {
  title: 'Stay protection on every Nivaas booking',
  summary: 'Every guest on a confirmed Nivaas booking is covered during the stay, at no extra cost.',
  sections: [
    {
      id: 'covered',
      title: 'What is covered',
      points: [
        'Medical costs after an accident at the hotel, up to ₹1,00,000 per guest.',
        'Loss of baggage or belongings from your room, up to ₹25,000 per booking.',
        'Another room at a hotel nearby if the hotel cannot give you yours.',
      ],
    },
    {
      id: 'not-covered',
      title: 'What is not covered',
      points: ['Cash, jewellery and items left in common areas.', 'Illness that began before the stay.', 'Bookings cancelled before check-in.'],
    },
    {
      id: 'claim',
      title: 'How to claim',
      points: [
        'Raise an issue on this page within 7 days of check-out: choose the booking, then Problem at the property.',
        'Attach photos of receipts, bills or the damage; we answer within 2 working days.',
      ],
    },
  ],
};

const HOME_INSURANCE: Omit<InsuranceReply, 'language'> = {
  title: 'Stay protection on every Dunelight Homes booking',
  summary: 'Guests are covered during the stay, and so is the home against accidental damage, at no extra cost.',
  sections: [
    {
      id: 'covered',
      title: 'What is covered',
      points: [
        'Accidental damage to the home and its contents, up to €1,000 per booking, so no deposit is needed.',
        'Another home nearby, or your money back, if the home cannot be used on arrival.',
      ],
    },
    {
      id: 'not-covered',
      title: 'What is not covered',
      points: ['Damage done on purpose or by pets beyond normal wear.', 'Your own belongings: your travel insurance covers those.'],
    },
    {
      id: 'claim',
      title: 'How to claim',
      points: ['Raise an issue on this page within 7 days of check-out, with photos of what happened; we answer within 2 working days.'],
    },
  ],
};

/** GET moreInfoInsurance: the stay protection of the country's kind of stay (English). */
export function moreInfoInsurance(query: { country_code: string; property_type?: 'hotel' | 'home' | undefined }): InsuranceReply {
  const propertyType = query.property_type ?? countryByCode(query.country_code)?.defaultPropertyType ?? 'hotel';
  return { language: 'en', ...(propertyType === 'home' ? HOME_INSURANCE : HOTEL_INSURANCE) };
}
