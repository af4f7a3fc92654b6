import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { AppIntlProvider, loadMessages } from '@stays/ui';
import { hotelDetails, roomCategory } from '../testing/hotel-fixture';
import { AmenityList } from './amenities/AmenityList';
import { HotelPolicies } from './policies/HotelPolicies';
import { RoomCategoryCard } from './room-categories/RoomCategoryCard';

const text = (element: HTMLElement) => (element.textContent ?? '').replace(/\u00a0/g, ' ');

async function renderIn(locale: string, children: ReactNode) {
  const { messages } = await loadMessages(locale);
  return render(
    <AppIntlProvider locale={locale} messages={messages} timeZone="Europe/Amsterdam">
      <MemoryRouter>{children}</MemoryRouter>
    </AppIntlProvider>,
  );
}

const hotel = hotelDetails({
  amenities: [
    { id: 1, name: 'Free Wifi', icon: 'wifi' },
    { id: 7, name: 'Kitchen', icon: 'kitchen' },
    { id: 99, name: 'Hammam', icon: 'hammam' },
  ],
});

describe('what the API sends in English is shown in the page language', () => {
  it('amenity names, by code, on a German page; one we have no words for keeps the API text', async () => {
    await renderIn('de', <AmenityList amenities={hotel.amenities} />);
    expect(
      within(screen.getByRole('region', { name: 'Ausstattung' }))
        .getAllByRole('listitem')
        .map(text),
    ).toEqual(['Kostenloses WLAN', 'Küche', 'Hammam']);
  });

  it('room category names and room amenities on a Dutch page', async () => {
    const home = roomCategory({
      name: 'Entire cottage',
      amenities: ['Kitchen', 'Free Wifi', 'Bed linen'],
      restricted_amenities: [{ name: 'Dishwasher', absent_description: 'No dishwasher in the kitchen' }],
      combined_media: [],
    });
    await renderIn(
      'nl',
      <ul>
        <RoomCategoryCard category={home} currency="EUR" nights={2} rooms={1} />
        <RoomCategoryCard
          category={roomCategory({ id: 2, name: '3-bedroom apartment', amenities: [], combined_media: [] })}
          currency="EUR"
          nights={2}
          rooms={1}
        />
      </ul>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Volledig huisje' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Appartement met 3 slaapkamers' })).toBeTruthy();
    expect(screen.getByText('Keuken')).toBeTruthy();
    expect(screen.getByText('Gratis wifi')).toBeTruthy();
    expect(screen.getByText('Beddengoed')).toBeTruthy();
    expect(screen.getByText('Vaatwasser').closest('s')).toBeNull();
  });

  it('a room category that is not one of our kinds keeps the API name', async () => {
    await renderIn(
      'de',
      <ul>
        <RoomCategoryCard category={roomCategory({ name: 'Maharaja Suite', combined_media: [] })} currency="INR" nights={2} rooms={1} />
      </ul>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Maharaja Suite' })).toBeTruthy();
  });

  it('cancellation texts, built from the structured policy (deadline, charge), on a German page', async () => {
    await renderIn(
      'de',
      <HotelPolicies
        restrictions={hotel.restrictions}
        cancellationPolicies={hotel.cancellation_policies}
        additionalCharges={hotel.additional_charge_info}
        currency="EUR"
        timeZone="Europe/Amsterdam"
      />,
    );
    const policy = screen.getByRole('heading', { level: 3, name: 'Stornierung' }).nextElementSibling as HTMLElement;
    expect(within(policy).getAllByRole('listitem').map(text)).toEqual([
      'Kostenlose Stornierung bis 1. Mai, 5:30',
      'Ab 1. Mai, 5:30 kostet eine Stornierung die erste Nacht: 2.200 €',
    ]);
  });
});
