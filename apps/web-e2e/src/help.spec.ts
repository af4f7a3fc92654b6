import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoSeriousA11yViolations } from './support/accessibility';
import { brandOrigin } from './support/hosts';
import { isoDay } from './support/listing-stay';
import { latestOtp, uniquePhone } from './support/sign-up';
import { typeInto } from './support/typing';

// A 1×1 PNG, as a phone's photo of the problem would be (smaller).
const PHOTO = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** The first Nivaas hotel free for two nights 160 days on (away from the other booking journeys) that takes payment at the hotel. */
async function payAtHotelStay(request: APIRequestContext, origin: string) {
  const [checkin, checkout] = [isoDay(160), isoDay(162)];
  const { cities } = (await (await request.get(`${origin}/api/pwa/cities?country_id=1`)).json()) as { cities: { id: number; property_count: number }[] };
  const city = [...cities].sort((a, b) => b.property_count - a.property_count)[0];
  const query = `filters[city_id]=${city?.id}&filters[available]=true&available_room_count[checkin]=${checkin}&available_room_count[checkout]=${checkout}&brand_name=nivaas`;
  const { hotels } = (await (await request.get(`${origin}/api/pwa/search?${query}`)).json()) as { hotels: { id: number }[] };
  for (const hotel of hotels) {
    const availability = (await (await request.get(`${origin}/api/pwa/availability?hotel_id=${hotel.id}&checkin=${checkin}&checkout=${checkout}`)).json()) as {
      is_available: boolean;
      dates_corrected?: boolean;
      selected_category_id: number | null;
      restrictions: { no_postpaid: boolean };
    };
    if (availability.is_available && !availability.dates_corrected && !availability.restrictions.no_postpaid && availability.selected_category_id !== null) {
      return { hotelId: hotel.id, categoryId: availability.selected_category_id, checkin, checkout };
    }
  }
  throw new Error(`no Nivaas hotel takes payment at the hotel from ${checkin} to ${checkout}`);
}

test('a signed-in guest opens /contactus, picks their booking, raises a problem at the property with a photo and sees its status', async ({
  page,
  request,
}) => {
  const origin = brandOrigin('hotel');
  // The guest's own account and booking (pay at the hotel), made through the site's API as the sign-up and booking pages would.
  const stay = await payAtHotelStay(request, origin);
  const phone = uniquePhone('9');
  await page.request.post(`${origin}/api/pwa/generateotp`, { data: { phone, country_code: '+91' } });
  const signedUp = await page.request.post(`${origin}/api/pwa/userSignUp`, {
    data: { phone, country_code: '+91', code: await latestOtp(request, `+91${phone}`), name: 'Kavya Menon' },
  });
  expect(signedUp.status()).toBe(201);
  const { csrf_token: csrfToken } = (await signedUp.json()) as { csrf_token: string };
  const booked = await page.request.post(`${origin}/api/pwa/createBooking`, {
    headers: { 'x-csrf-token': csrfToken, 'idempotency-key': `help-journey-${phone}` },
    data: {
      user: { first_name: 'Kavya Menon', country_code: '+91', phone, email: `kavya.${phone}@example.com` },
      booking: {
        hotel_id: stay.hotelId,
        room_category_id: stay.categoryId,
        checkin: stay.checkin,
        checkout: stay.checkout,
        rooms_config: '1,1,0,0,0',
        payment_mode: 'pay_at_hotel',
      },
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const booking = (await booked.json()) as { invoice_no: string; hotel: { name: string } };

  // Every country's FAQ link lands here, with or without the trailing slash.
  await page.goto(`${origin}/contactus/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Help and support' })).toBeVisible();
  await page
    .getByRole('region', { name: 'Your bookings' })
    .getByRole('link', { name: new RegExp(booking.hotel.name) })
    .click();
  await expect(page.getByRole('heading', { level: 2, name: `Help with ${booking.hotel.name}` })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cancel this booking' })).toHaveAttribute(
    'href',
    new RegExp(`/booking/${booking.invoice_no}\\?token=.+&modal=bookingCancellation`),
  );

  await page.getByLabel('What is it about?').selectOption({ label: 'A problem at the property' });
  await typeInto(page.getByLabel('Describe the issue'), 'The air conditioning in our room does not cool at night.');
  const chooser = page.waitForEvent('filechooser');
  await page.getByLabel('Add a photo (JPEG, PNG or WebP, up to 5 MB)').click();
  await (await chooser).setFiles({ name: 'ac-unit.png', mimeType: 'image/png', buffer: PHOTO });
  await page.getByRole('button', { name: 'Send to our team' }).click();

  await expect(page.getByRole('status')).toHaveText(/^Thank you\. Your issue number is \d+: follow it here\.$/);
  await expect(page.getByRole('listitem').filter({ hasText: /^Issue \d+, A problem at the property: received, not yet answered$/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
